/**
 * The parts of WooCommerce's tabs markup single-product.js works with, found
 * in the island's printed copy: the first tab list (`.wc-tabs`, or a theme's
 * `ul.tabs`), its tabs (the links in its items, each naming its panel by its
 * `#fragment`) and the panels (`.wc-tab`, or `.panel` not inside another panel).
 */

export interface TabsMarkup {
	list: Element | null;
	anchors: Element[];
	/** Each tab's `#fragment`, index for index. */
	targets: string[];
	panels: Element[];
}

const fragmentOf = (anchor: Element): string => {
	const href = anchor.getAttribute('href') ?? '';
	const hash = href.indexOf('#');
	return hash < 0 ? '' : href.slice(hash);
};

/** Whether `node` sits in a `.panel` below `root` (a nested panel belongs to its panel's content). */
function insidePanel(node: Element, root: Element): boolean {
	for (let parent = node.parentElement; parent && parent !== root; parent = parent.parentElement) {
		if (parent.classList.contains('panel') || parent.classList.contains('wc-tab')) return true;
	}
	return false;
}

export function readTabs(root: Element): TabsMarkup {
	const list = root.querySelector('.wc-tabs, ul.tabs');
	const anchors = list ? [...list.querySelectorAll(':scope > li > a')].filter((anchor) => fragmentOf(anchor).length > 1) : [];
	const panels = [...root.querySelectorAll('.wc-tab, .panel')].filter((panel) => !insidePanel(panel, root));
	return { list, anchors, targets: anchors.map(fragmentOf), panels };
}
