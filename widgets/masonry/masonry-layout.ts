/**
 * Masonry as CSS grid (contract theme-ajax: `.jeg_posts_masonry`, spec §9
 * timings): the grid's rows are 1 px tall and each post spans as many rows as
 * it is tall plus the gap, so the browser packs the columns in reading
 * order; the columns are as many as the theme's post width fits.
 */
export const INIT_MS = 150;
export const APPEND_MS = 150;
export const RESIZE_MS = 1000;

/** Columns the container holds, from the width the theme's CSS gives one post. */
export const columnCount = (containerWidth: number, itemWidth: number): number =>
	itemWidth > 0 ? Math.max(1, Math.round(containerWidth / itemWidth)) : 1;

/** Rows of 1 px a post of `height` takes, its bottom gap included. */
export const rowSpan = (height: number, gap: number): number => Math.max(1, Math.ceil(height + gap));
