/**
 * When a sticky sidebar sticks and how far from the top (spec §9, contract
 * theme-ui §5): only in windows 768 px or wider, and only while it sits
 * beside the content, i.e. at least 50 px narrower than its container (a
 * sidebar stacked under the content is as wide as the container). It keeps
 * 20 px below whatever the sticky header covers.
 */
export const STICKY_MIN_WIDTH = 768;
export const CONTAINER_MARGIN = 50;
export const EXTRA_TOP = 20;

export interface StickyMeasures {
	windowWidth: number;
	width: number;
	containerWidth: number;
}

export const sticks = ({ windowWidth, width, containerWidth }: StickyMeasures): boolean =>
	windowWidth >= STICKY_MIN_WIDTH && width + CONTAINER_MARGIN < containerWidth;

/** The sticky header's `jnews_additional_sticky_margin` (its height plus its offset) plus the extra 20 px. */
export const stickyTop = (headerMargin: number): number => Math.max(0, headerMargin) + EXTRA_TOP;
