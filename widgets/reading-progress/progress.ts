/**
 * How far through the article the reader is (contract theme-ui §6), from the
 * window height, the page scroll and the article's top and height. The bar
 * fills as the article's end nears 85 % of the window height; past the
 * article by more than a fifth of that it empties again (the reader has moved
 * on to the comments and related posts). `animate` is false for the jumps.
 */
export interface ProgressInput {
	windowHeight: number;
	scrollY: number;
	contentTop: number;
	contentHeight: number;
}

export function readingProgress({ windowHeight, scrollY, contentTop, contentHeight }: ProgressInput): { percent: number; animate: boolean } {
	const reach = 0.85 * windowHeight;
	const read = reach - contentTop + scrollY;
	if (reach > contentHeight + contentTop) return { percent: 0, animate: false };
	if (read > contentHeight) return { percent: contentHeight < scrollY - contentTop + 0.2 * reach ? 0 : 100, animate: false };
	return { percent: read <= 0 ? 0 : (read / contentHeight) * 100, animate: true };
}
