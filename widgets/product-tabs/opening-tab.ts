/**
 * Which tab single-product.js opens when the page loads or the hash changes:
 * the reviews tab for a review's address (`#comment-…`, `#reviews`,
 * `#tab-reviews`, a comments page), the tab a `#tab-<key>` hash names, or
 * the first one.
 */

/** `#tab-description` for each tab, in order (the tabs' `href` fragments). */
export type TabTargets = readonly string[];

export const REVIEWS_TARGET = '#tab-reviews';

/** A hash that points into the reviews: it opens the reviews tab, and is scrolled to once it shows. */
export const isReviewsHash = (hash: string): boolean => hash.toLowerCase().includes('comment-') || hash === '#reviews' || hash === REVIEWS_TARGET;

/** The index of the tab to open for `url`, or null when the hash names none (keep the current one). */
export function tabForHash(targets: TabTargets, url: URL): number | null {
	const reviews = targets.indexOf(REVIEWS_TARGET);
	if (reviews >= 0 && (isReviewsHash(url.hash) || url.href.includes('comment-page-') || url.href.includes('cpage='))) return reviews;
	const named = url.hash ? targets.indexOf(url.hash) : -1;
	return named >= 0 ? named : null;
}

/** The tab open after the page loads. */
export const openingTab = (targets: TabTargets, url: URL): number => tabForHash(targets, url) ?? 0;
