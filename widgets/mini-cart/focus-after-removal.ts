/**
 * Where keyboard focus goes when a mini-cart row is removed. The row (and the
 * whole mini-cart, which the fragments replace) leaves with the focused link,
 * and the browser drops focus on `<body>`: a keyboard user would start again
 * from the top of the page. Instead focus moves to the next row's remove link,
 * else the previous row's, else the cart link that opened this mini-cart
 * (Storefront's `a.cart-contents`), else the cart widget's heading.
 *
 * The plan is taken before the request (the rows are known then) and carried
 * out after the fragments are in, in the mini-cart at the same position on
 * the page. Focus is moved only if it was lost: a reader who moved on while
 * the shop answered keeps their place.
 */
const CONTENT = '.widget_shopping_cart_content';
const REMOVE = '.remove_from_cart_button';
const OPENER = 'a.cart-contents';
const HEADING = 'h1, h2, h3, h4, h5, h6, .widget-title, .widgettitle';
/** An opener is looked for up to the first of these around the mini-cart: past them it opens something else. */
const BOUNDARY = 'header, nav, aside, main, footer, section, [role="dialog"], body';

const keyOf = (link: Element | undefined): string | null => link?.getAttribute('data-cart_item_key') ?? null;

function removeLink(content: Element, key: string | null): HTMLElement | null {
	if (!key) return null;
	return Array.from(content.querySelectorAll<HTMLElement>(REMOVE)).find((link) => keyOf(link) === key) ?? null;
}

function opener(content: Element): HTMLElement | null {
	for (let node = content.parentElement; node; node = node.parentElement) {
		const link = node.querySelector<HTMLElement>(OPENER);
		if (link) return link;
		if (node.matches(BOUNDARY)) return null;
	}
	return null;
}

function heading(content: Element): HTMLElement | null {
	const title = content.closest('.widget_shopping_cart')?.querySelector<HTMLElement>(HEADING) ?? null;
	if (title && !title.hasAttribute('tabindex')) title.tabIndex = -1;
	return title;
}

/** Plans the focus for removing `link`'s row; call the result once the fragments are applied. */
export function planFocusAfterRemoval(link: HTMLElement): () => void {
	const doc = link.ownerDocument;
	const content = link.closest(CONTENT);
	const position = content ? Array.from(doc.querySelectorAll(CONTENT)).indexOf(content) : -1;
	const links = content ? Array.from(content.querySelectorAll(REMOVE)) : [];
	const at = links.indexOf(link);
	const next = at >= 0 ? keyOf(links[at + 1]) : null;
	const previous = at > 0 ? keyOf(links[at - 1]) : null;

	return () => {
		const active = doc.activeElement;
		if (active && active !== doc.body && active.isConnected) return;
		const fresh = position >= 0 ? doc.querySelectorAll(CONTENT)[position] : undefined;
		if (!fresh) return;
		const target = removeLink(fresh, next) ?? removeLink(fresh, previous) ?? opener(fresh) ?? heading(fresh);
		target?.focus();
	};
}
