/**
 * Masonry as CSS grid (contract theme-ajax §1.4: `.jeg_posts_masonry`, spec §9
 * timings): the grid's rows are 1 px tall and each post spans as many rows as
 * it is tall plus the gap, so the browser packs the columns in reading
 * order; the columns are as many as the theme's post width fits.
 */
export const INIT_MS = 150;
export const APPEND_MS = 150;
export const RESIZE_MS = 1000;

/** Fired (bubbling) on a module block after it placed a page (theme-ajax §1.5). */
export const MODULE_PAGE_EVENT = 'jnews_module_ajax';
/** Fired on document with the injected container as `detail[0]` (theme-ui §0). */
export const INJECTED_EVENT = 'jnews-ajax-load';

/** Columns the container holds, from the width the theme's CSS gives one post. */
export const columnCount = (containerWidth: number, itemWidth: number): number =>
	itemWidth > 0 ? Math.max(1, Math.round(containerWidth / itemWidth)) : 1;

/** Rows of 1 px a post of `height` takes, its bottom gap included. */
export const rowSpan = (height: number, gap: number): number => Math.max(1, Math.ceil(height + gap));

/** Whether new content announced by `event` is in this list: the paged block holds it, or the injected container holds or is inside it. */
export function touches(list: Element, event: Event): boolean {
	if (event.type === MODULE_PAGE_EVENT) return event.target instanceof Node && event.target.contains(list);
	const container = (event as CustomEvent).detail?.[0];
	return container instanceof Node && (container.contains(list) || list.contains(container));
}
