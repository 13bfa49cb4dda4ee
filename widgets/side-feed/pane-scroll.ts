/**
 * The side feed's own scrolling pane: the theme draws the panel's list with
 * jScrollPane, and scrolling that pane to its end loads the next page, as the
 * load-more button does. A feed laid out in the page flow has no pane of its
 * own; there only the button loads more.
 */
const SCROLLS = /^(auto|scroll|overlay)$/;

/** The element between the list and the island's root that scrolls the list, or null. */
export function scrollPaneOf(list: Element, root: Element): HTMLElement | null {
	for (let node = list.parentElement; node; node = node.parentElement) {
		if (SCROLLS.test(getComputedStyle(node).overflowY)) return node;
		if (node === root) break;
	}
	return null;
}

/** How far before the pane's end the next page is asked, so it is there when the reader gets there. */
export const PANE_END_MARGIN_PX = 100;

/**
 * Calls `onEnd` each time `end` (the load-more row, last in the pane) comes
 * into the pane's view once the reader has scrolled it; returns the stop
 * function. A pane that shows its end without scrolling loads nothing by itself.
 */
export function watchPaneEnd(pane: HTMLElement, end: Element, onEnd: () => void): () => void {
	const observer = new IntersectionObserver(
		(entries) => {
			if (pane.scrollTop > 0 && entries.some((entry) => entry.isIntersecting)) onEnd();
		},
		{ root: pane, rootMargin: `0px 0px ${PANE_END_MARGIN_PX}px 0px` },
	);
	observer.observe(end);
	return () => observer.disconnect();
}

/** The margins the theme keeps around the post being read when it scrolls the pane to it (theme-ajax.md §2.3). */
export const REVEAL_TOP_PX = 20;
export const REVEAL_BOTTOM_PX = 50;

/** Scrolls the pane the least that shows `item` with the theme's margins (nothing when it already shows). */
export function revealInPane(pane: HTMLElement, item: Element): void {
	const view = pane.getBoundingClientRect();
	const box = item.getBoundingClientRect();
	if (box.top - REVEAL_TOP_PX < view.top) pane.scrollTop -= view.top - box.top + REVEAL_TOP_PX;
	else if (box.bottom + REVEAL_BOTTOM_PX > view.bottom) pane.scrollTop += box.bottom + REVEAL_BOTTOM_PX - view.bottom;
}
