/**
 * The island's copy of its printed markup, which `serverTree` renders from.
 * A copy made with `cloneNode` stays in the page's document, and Chromium
 * loads a detached `<img loading="lazy">` at once: a wishlist of 500 rows or a
 * page of 200 modules fetched every thumbnail as soon as its island mounted.
 * A copy in a document without a window is inert (no image, no frame, no
 * script); its nodes are adopted only if an edit puts one back on the page.
 */
let inert: Document | undefined;

export function printedCopy<T extends Element>(element: T): T {
	inert ??= document.implementation.createHTMLDocument('');
	return inert.importNode(element, true);
}
