/**
 * The header's sticky bar, desktop (`.jeg_stickybar`) or mobile
 * (`.jeg_navbar_mobile`), in the mode its `data-mode` names. Layout is read
 * only when it can change (mount, resize, 200 ms after load); scroll frames
 * use the shared scheduler's `scrollY` alone, so scrolling never forces a
 * layout. The printed `.sticky_blankspace` keeps the bar's room in the flow,
 * so sticking shifts nothing. The desktop bar tells sticky sidebars how much
 * room it takes (`jnews_additional_sticky_margin` on window, as the theme does).
 */
import { useEffect, useRef, useState } from 'react';
import { jQueryOnPage } from '../../runtime/events';
import type { IslandProps } from '../../runtime/react/define-island';
import { classNames } from '../../runtime/react/class-names';
import { serverTree } from '../../runtime/react/server-tree';
import { styleObject } from '../../runtime/react/style-object';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { pageOffsetTop } from '../../runtime/viewport/page-offset';
import { subscribeViewport } from '../../runtime/viewport/viewport';
import { adminBarHeight, initialSticky, type StickyMode, stepSticky } from './sticky-state';

export const MARGIN_EVENT = 'jnews_additional_sticky_margin';
const SETTLE_MS = 200;

export interface StickyBarProps {
	mode: StickyMode;
	adminBar: boolean;
}

interface Layout {
	top: number;
	height: number;
	adminBar: number;
}

function measure(bar: HTMLElement, adminBar: boolean): Layout {
	const blank = bar.ownerDocument.querySelector('.sticky_blankspace');
	return {
		top: blank ? pageOffsetTop(blank) : 0,
		height: bar.offsetHeight,
		adminBar: adminBarHeight(adminBar, window.innerWidth),
	};
}

export function StickyBar({ element, mode, adminBar }: StickyBarProps & IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const [state, setState] = useState(() => initialSticky(window.scrollY));
	const layout = useRef<Layout | null>(null);
	const hydrated = useHydrated();

	useEffect(() => {
		if (mode === 'normal') return;
		const remeasure = () => (layout.current = measure(element, adminBar));
		const settle = setTimeout(remeasure, SETTLE_MS);
		window.addEventListener('load', remeasure);
		const stop = subscribeViewport((viewport) => {
			if (viewport.cause !== 'scroll' || !layout.current) remeasure();
			const frame = { mode, scrollY: viewport.scrollY, ...layout.current! };
			setState((previous) => stepSticky(previous, frame));
		});
		return () => {
			clearTimeout(settle);
			window.removeEventListener('load', remeasure);
			stop();
		};
	}, [element, mode, adminBar]);

	const isDesktop = element.classList.contains('jeg_stickybar');
	useEffect(() => {
		if (!isDesktop || !layout.current) return;
		const margin = layout.current.height + state.translate;
		window.dispatchEvent(new CustomEvent(MARGIN_EVENT, { detail: margin }));
		jQueryOnPage()?.(window).trigger(MARGIN_EVENT, [margin]);
	}, [isDesktop, state.translate]);

	const printedStyle = styleObject(printed.getAttribute('style'));
	return serverTree(printed, (node) => {
		if (node !== printed || mode === 'normal' || !hydrated) return null;
		return {
			className: classNames(printed.getAttribute('class'), { jeg_sticky_nav: state.stuck, notransition: state.noTransition }),
			style: state.stuck
				? { ...printedStyle, transform: `translate3d(0, ${state.translate}px, 0)`, '--offset': `translate3d(0, ${layout.current?.adminBar ?? 0}px, 0)` }
				: printedStyle,
		};
	});
}
