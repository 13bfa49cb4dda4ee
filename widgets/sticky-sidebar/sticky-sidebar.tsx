/**
 * The theme's sticky sidebars (`.jeg_sticky_sidebar`, the share plugin's
 * `.share-float`). The browser does the sticking (`position: sticky`); the
 * island only decides whether it applies (measured on mount and resize,
 * never while scrolling) and sets `--jnews-sticky-top` from the sticky
 * header's `jnews_additional_sticky_margin` event, so nothing runs per frame.
 */
import { useEffect, useState } from 'react';
import type { IslandProps } from '../../runtime/react/define-island';
import { serverTree } from '../../runtime/react/server-tree';
import { styleObject } from '../../runtime/react/style-object';
import { useDomEvent } from '../../runtime/react/use-dom-event';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { subscribeViewport } from '../../runtime/viewport/viewport';
import { sticks, stickyTop } from './sticky-rule';

export const MARGIN_EVENT = 'jnews_additional_sticky_margin';

export function StickySidebar({ element }: IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const hydrated = useHydrated();
	const [sticky, setSticky] = useState(false);
	const [headerMargin, setHeaderMargin] = useState(0);

	useEffect(
		() =>
			subscribeViewport((viewport) => {
				if (viewport.cause === 'scroll') return;
				const container = element.parentElement;
				setSticky(sticks({ windowWidth: viewport.width, width: element.offsetWidth, containerWidth: container?.clientWidth ?? 0 }));
			}),
		[element],
	);
	useDomEvent(window, MARGIN_EVENT, (event) => {
		const margin = Number((event as CustomEvent).detail);
		if (Number.isFinite(margin)) setHeaderMargin(margin);
	});

	return serverTree(printed, (node) => {
		if (node !== printed || !hydrated || !sticky) return null;
		return {
			style: {
				...styleObject(printed.getAttribute('style')),
				'--jnews-sticky-top': `${stickyTop(headerMargin)}px`,
				position: 'sticky',
				top: 'var(--jnews-sticky-top)',
				alignSelf: 'flex-start',
			},
		};
	});
}
