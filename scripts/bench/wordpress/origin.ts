/**
 * Whose script a page loads, from its URL (or, for an inline script, from the handle in the id
 * WordPress prints: `<handle>-js-extra`, `-js-before`, `-js-after`). jQuery is apart from the rest
 * of WordPress's scripts: it is what a page keeps or drops as a whole.
 */
export const ORIGINS = ['ours', 'WordPress', 'WooCommerce', 'wishlist', 'theme', 'jQuery', 'other'] as const;
export type Origin = (typeof ORIGINS)[number];

const BY_PATH: [RegExp, Origin][] = [
	[/\/wp-content\/plugins\/shop-islands\//, 'ours'],
	[/\/wp-includes\/js\/jquery\/jquery(-migrate)?(\.min)?\.js$/, 'jQuery'],
	[/\/wp-includes\//, 'WordPress'],
	[/\/wp-content\/plugins\/woocommerce\//, 'WooCommerce'],
	[/\/wp-content\/plugins\/yith-woocommerce-wishlist\//, 'wishlist'],
	[/\/wp-content\/themes\//, 'theme'],
];

export function originOfUrl(url: string): Origin {
	const { pathname } = new URL(url);
	return BY_PATH.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'other';
}

// Handles by prefix, as the plugins name them. `wc-` also covers the blocks' `wc-settings` and
// friends; `wp-` and WordPress's other handles fall through to WordPress.
const BY_HANDLE: [RegExp, Origin][] = [
	[/^shop-islands/, 'ours'],
	[/^jquery(-core|-migrate)?$/, 'jQuery'],
	[/^(wc-|wc_|woocommerce|sourcebuster)/, 'WooCommerce'],
	[/^(jquery-)?yith/, 'wishlist'],
	[/^storefront/, 'theme'],
];

/** An inline script's origin from its id; one without an id is WordPress's own (emoji, speculation). */
export function originOfInline(id: string): Origin {
	const handle = id.replace(/-js(-extra|-before|-after|-translations)?$/, '');
	return BY_HANDLE.find(([pattern]) => pattern.test(handle))?.[1] ?? 'WordPress';
}
