/**
 * The "Next Post" suggestion of a single post (contract theme-ui §8): on
 * windows wider than 1024 px it becomes active once the reader has scrolled
 * past the article's end minus half the window height; closing it is for the
 * rest of the page view. It is a labelled, non-modal region: it never takes
 * focus. Unlike the theme, the width is followed live (a rotated tablet),
 * through the shared scroll/resize scheduler (contract §23.12).
 */
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import type { IslandProps } from '../../runtime/react/define-island';
import { classNames } from '../../runtime/react/class-names';
import { isRepeatedLink, REPEATED_LINK_PROPS } from '../../runtime/theme/repeated-link';
import { serverTree } from '../../runtime/react/server-tree';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { subscribeViewport, type Viewport } from '../../runtime/viewport/viewport';
import { __ } from '../../runtime/i18n';

export const MIN_WIDTH_PX = 1024;

/** The theme's rule: past the article's bottom edge minus half the window height. */
export function popupPostActive({ scrollY, width, height }: Viewport, contentBottom: number): boolean {
	return width > MIN_WIDTH_PX && scrollY > Math.abs(contentBottom - 0.5 * height);
}

function contentBottom(element: Element): number {
	const content = element.closest('.post-wrap')?.querySelector('.entry-content') ?? element.ownerDocument.querySelector('.entry-content');
	if (!content) return Number.POSITIVE_INFINITY;
	const rect = content.getBoundingClientRect();
	return rect.bottom + window.scrollY;
}

export function PopupPost({ element }: IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const [closed, setClosed] = useState(false);
	const hydrated = useHydrated();
	const [active, setActive] = useState(false);
	const bottom = useRef<number | null>(null);

	useEffect(() => {
		// The article's end is measured when the layout can change (mount, resize, images loaded), not per scroll frame.
		const remeasure = () => (bottom.current = contentBottom(element));
		window.addEventListener('load', remeasure);
		const stop = subscribeViewport((viewport) => {
			if (viewport.cause !== 'scroll' || bottom.current === null) remeasure();
			setActive(popupPostActive(viewport, bottom.current!));
		});
		return () => {
			stop();
			window.removeEventListener('load', remeasure);
		};
	}, [element]);

	const close = (event: MouseEvent<HTMLElement>) => {
		event.preventDefault();
		setClosed(true);
	};

	return serverTree(printed, (node) => {
		if (node.classList.contains('jeg_popup_close'))
			return { onClick: close, ...(hydrated ? { role: 'button', 'aria-label': __('Close next post suggestion') } : {}) };
		if (hydrated && isRepeatedLink(node)) return REPEATED_LINK_PROPS;
		if (node !== printed || !hydrated) return null;
		return {
			className: classNames(printed.getAttribute('class'), { active: active && !closed, closed }),
			role: 'region',
			'aria-label': __('Next post'),
		};
	});
}
