/**
 * Infinite scroll (theme-ajax.md §1.4, spec §5): the load-more link loads the
 * next page when its top enters the viewport, once per arming. It is armed
 * only while the link is usable and the page is below `pagination_scroll_limit`
 * (0 = unlimited), never during a load (edge case 5), and again 500 ms after
 * a page was shown. The link itself stays clickable past the limit.
 */
export const SCROLL_REARM_MS = 500;

export function scrollArmed(state: { disabled: boolean; busy: boolean; limit: number; page: number }): boolean {
	return !state.disabled && !state.busy && (state.limit === 0 || state.limit > state.page);
}

/** Calls `onEnter` once when `target` reaches the viewport; returns the disarm function. */
export function watchEntry(target: Element, onEnter: () => void): () => void {
	const observer = new IntersectionObserver((entries) => {
		if (!entries.some((entry) => entry.isIntersecting)) return;
		observer.disconnect();
		onEnter();
	});
	observer.observe(target);
	return () => observer.disconnect();
}
