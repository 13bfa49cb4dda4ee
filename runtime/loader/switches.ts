/**
 * Operator switches: a site operator turns widgets off by markup alone.
 *
 *   <body data-islands-off="add-to-cart mini-cart">  whole page, listed widgets ("all" for every one)
 *   <a class="ajax_add_to_cart" data-island-off>       this element only (or everything inside an element carrying it)
 *
 * An island that is off is never touched: no class, no attribute, no listener.
 */

const PAGE_SWITCH = 'data-islands-off';
export const ELEMENT_SWITCH = 'data-island-off';

/** Widget names turned off for the page, read from `<html>` and `<body>`. */
export function pageSwitchedOff(doc: Document): Set<string> {
	const names = new Set<string>();
	for (const root of [doc.documentElement, doc.body]) {
		const value = root?.getAttribute(PAGE_SWITCH);
		if (value) for (const name of value.split(/[\s,]+/)) if (name) names.add(name.trim().toLowerCase());
	}
	return names;
}

export const isWidgetOff = (off: Set<string>, name: string): boolean => off.has('all') || off.has(name);

export const isElementOff = (element: Element): boolean => element.closest(`[${ELEMENT_SWITCH}]`) !== null;
