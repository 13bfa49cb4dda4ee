/**
 * Operator switches: a site operator turns widgets off by markup alone.
 *
 *   <body data-islands-off="add-to-cart mini-cart">  whole page, listed widgets ("all" for every one)
 *   <a class="ajax_add_to_cart" data-island-off>       this element only (or everything inside an element carrying it)
 *
 * An island that is off is never touched: no class, no attribute, no listener.
 */

const PAGE_SWITCH = 'data-islands-off';

/** Widget names turned off for the page, read from `<html>` and `<body>`. */
export function pageSwitchedOff(doc: Document): Set<string> {
	// A missing attribute reads as the word "null", which names no widget.
	const value = `${doc.documentElement.getAttribute(PAGE_SWITCH)},${doc.body.getAttribute(PAGE_SWITCH)}`;
	return new Set(value.toLowerCase().split(/[\s,]+/));
}

export const isWidgetOff = (off: Set<string>, name: string): boolean => off.has('all') || off.has(name);

export const isElementOff = (element: Element): boolean => !!element.closest('[data-island-off]');
