/**
 * The block heading's category filter when it does not fit (theme-ajax.md
 * §1.4, spec §9 "subcategory nav threshold 80"): the theme's okayNav keeps as
 * many filter links in the heading as fit, leaving 80 px free (room for the
 * "more" toggle), and moves the rest, from the end, into a "more" menu.
 * Widths are measured once, with every link shown; a resize only recounts.
 */
export const SUBCAT_THRESHOLD = 80;

/** How many of the links (widths in order) stay in the heading when `room` px are free for them. */
export function visibleFilters(widths: readonly number[], room: number, threshold = SUBCAT_THRESHOLD): number {
	let used = 0;
	for (let index = 0; index < widths.length; index++) {
		used += widths[index];
		if (used + threshold > room) return index;
	}
	return widths.length;
}

export interface FilterGeometry {
	/** Each `li` of `.jeg_subcat_list`, with the gap that follows it. */
	widths: number[];
}

/** The links' widths, read while all of them are shown. */
export function measureFilters(list: Element): FilterGeometry {
	const items = Array.from(list.children);
	const boxes = items.map((item) => item.getBoundingClientRect());
	return { widths: boxes.map((box, index) => (index + 1 < boxes.length ? Math.max(box.width, boxes[index + 1].left - box.left) : box.width)) };
}

/** The room the filter has: the heading's width less its other parts (the title). */
export function filterRoom(heading: Element, subcat: Element): number {
	let others = 0;
	for (const child of Array.from(heading.children)) if (child !== subcat) others += child.getBoundingClientRect().width;
	const style = getComputedStyle(heading);
	return heading.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0) - others;
}
