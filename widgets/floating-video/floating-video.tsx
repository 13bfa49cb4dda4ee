/**
 * The featured video that follows the reader (contract theme-ui §9): with
 * `data-following` on (1 or true), once the reader is below the video it
 * floats (the position comes from its printed class; `sidebar` aligns it with
 * the first sidebar); scrolling back up puts it back; closing it stops
 * floating for the rest of the page view. The close control is a button.
 * Geometry is read when the layout can change (mount and resizes), not on
 * every scroll frame.
 */
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { IslandProps } from '../../runtime/react/define-island';
import { classNames } from '../../runtime/react/class-names';
import { serverTree } from '../../runtime/react/server-tree';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { subscribeViewport } from '../../runtime/viewport/viewport';
import { __ } from '../../runtime/i18n';

interface Geometry {
	videoBottom: number;
	sidebar: { width: number; left: number } | null;
}

function measure(element: HTMLElement): Geometry {
	const rect = element.getBoundingClientRect();
	const sidebar = element.ownerDocument.querySelector<HTMLElement>('.jeg_sidebar');
	let sidebarBox: Geometry['sidebar'] = null;
	if (sidebar) {
		const style = getComputedStyle(sidebar);
		const box = sidebar.getBoundingClientRect();
		sidebarBox = { width: box.width, left: box.left + Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.marginLeft) };
	}
	return { videoBottom: rect.top + window.scrollY + rect.height, sidebar: sidebarBox };
}

export function FloatingVideo({ element, inSidebar }: { inSidebar: boolean } & IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const [floating, setFloating] = useState(false);
	const [closed, setClosed] = useState(false);
	const geometry = useRef<Geometry | null>(null);
	const hydrated = useHydrated();

	useEffect(() => {
		if (closed) return;
		return subscribeViewport((viewport) => {
			// While floating the element's own box has moved; the wrapper keeps the layout box.
			if (viewport.cause !== 'scroll' || !geometry.current) geometry.current = measure(element);
			setFloating(viewport.scrollY > geometry.current.videoBottom);
		});
	}, [element, closed]);

	const close = () => {
		setClosed(true);
		setFloating(false);
	};
	const sidebar = inSidebar && floating ? geometry.current?.sidebar : null;

	return serverTree(printed, (node) => {
		if (node.classList.contains('floating_close'))
			return {
				onClick: close,
				...(hydrated
					? {
							role: 'button',
							tabIndex: 0,
							'aria-label': __('Close floating video'),
							onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
								if (event.key !== 'Enter' && event.key !== ' ') return;
								event.preventDefault();
								close();
							},
						}
					: {}),
			};
		if (!hydrated) return null;
		if (node === printed) return { className: classNames(printed.getAttribute('class'), { floating, closed }) };
		if (sidebar && node.classList.contains('jeg_featured_video_wrapper'))
			return { style: { width: `${sidebar.width + 20}px`, top: '100px', left: `${sidebar.left - 10}px` } };
		return null;
	});
}
