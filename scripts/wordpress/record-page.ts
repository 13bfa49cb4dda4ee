/**
 * Reading a page the real shop printed, for the recorder: its localized
 * globals (the `<script id="<handle>-js-extra">` blocks) and the values the
 * recorder needs to drive the next request (wishlist fragments and nonces,
 * cart item keys, the wishlist's token). The page itself is saved as bytes;
 * nothing here writes markup.
 */
import { Window } from 'happy-dom';

/**
 * Every `var NAME = {…};` line of every `-js-extra` block. `wp_localize_script`
 * prints one `var` per line as `wp_json_encode` output; a name printed twice
 * (the wishlist's l10n repeats) keeps the last copy, as the browser does.
 */
export function localizedGlobals(html: string): Record<string, unknown> {
	const globals: Record<string, unknown> = {};
	for (const block of html.matchAll(/<script[^>]*\sid="([\w-]+)-js-extra"[^>]*>([\s\S]*?)<\/script>/g)) {
		for (const line of block[2].split('\n')) {
			const assignment = /^\s*var\s+([\w$]+)\s*=\s*(.*);\s*$/.exec(line);
			if (assignment) globals[assignment[1]] = JSON.parse(assignment[2]);
		}
	}
	return globals;
}

export const parsePage = (html: string, url: string): Document => {
	const window = new Window({ url, settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true } });
	return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
};

/** A wishlist fragment's key: its class list without `exists`, joined with the glue (contract §4.2). */
const fragmentKey = (element: Element, glue: string): string =>
	(element.getAttribute('class') ?? '')
		.split(' ')
		.filter((name) => name !== '' && name !== 'exists')
		.join(glue);

/**
 * `collect(productId)` of the wishlist script (contract §4.2), flattened to form fields as
 * `jQuery.param` sends them: `fragments[key][option]=value`. Without a product id, every fragment.
 */
export function wishlistFragmentFields(page: Document, productId?: number, glue = '.'): Array<[string, string]> {
	const fields: Array<[string, string]> = [];
	for (const element of page.querySelectorAll('.wishlist-fragment[data-fragment-options]')) {
		const ref = element.getAttribute('data-fragment-ref');
		if (productId !== undefined && ref !== null && ref !== String(productId)) continue;
		const options = JSON.parse(element.getAttribute('data-fragment-options') ?? '{}') as Record<string, unknown>;
		const key = fragmentKey(element, glue);
		for (const [name, value] of Object.entries(options)) {
			if (value !== null && typeof value === 'object') continue;
			fields.push([`fragments[${key}][${name}]`, value === null || value === undefined ? '' : String(value)]);
		}
	}
	return fields;
}

/** `load_mobile`'s one entry: the wishlist form's options plus `is_mobile`. */
export function mobileFragmentFields(page: Document, glue = '.'): Array<[string, string]> {
	const form = page.querySelector('form.wishlist-fragment[data-fragment-options]');
	if (!form) throw new Error('no wishlist form on the page');
	const options = { ...(JSON.parse(form.getAttribute('data-fragment-options') ?? '{}') as Record<string, unknown>), is_mobile: 'yes' };
	const key = fragmentKey(form, glue);
	return Object.entries(options)
		.filter(([, value]) => value === null || typeof value !== 'object')
		.map(([name, value]) => [`fragments[${key}][${name}]`, value === null ? '' : String(value)]);
}

/** The first cart item key in a mini-cart's remove links. */
export function cartItemKey(fragmentsOrPage: string): string {
	const key = /data-cart_item_key="([0-9a-f]{32})"/.exec(fragmentsOrPage)?.[1];
	if (!key) throw new Error('no cart item key in the mini-cart');
	return key;
}

/** The wishlist table's `data-id` and `data-token`. */
export function wishlistIdentity(page: Document): { id: string; token: string; pagination: string; perPage: string } {
	const table = page.querySelector('.cart.wishlist_table');
	if (!table) throw new Error('no wishlist table on the page');
	return {
		id: table.getAttribute('data-id') ?? '',
		token: table.getAttribute('data-token') ?? '',
		pagination: table.getAttribute('data-pagination') ?? '',
		perPage: table.getAttribute('data-per-page') ?? '',
	};
}
