/**
 * Which shared chunk a module belongs to: a rule on its path and on how many
 * widgets use it, not esbuild's splitting (which cuts a chunk for every
 * distinct set of importers: 14 shared files for 9 widgets).
 *
 *   framework  Preact and its add-ons (preact, preact/compat, hooks, jsx-runtime, @preact/signals*),
 *              whoever uses them: every island shares one copy
 *   runtime    any other module of runtime/, contracts/ or node_modules used by two widgets or more,
 *              apart from the families below: what shop and magazine pages alike need
 *   shop       what the cart, wishlist and product-page islands share (the cart state, fragments,
 *              WooCommerce's and the wishlist's contracts, the variation image)
 *   theme      what the magazine's reader islands share (sliders, the theme's endpoint and globals,
 *              the lightbox state, the viewport scheduler); the slider engine alone goes to runtime,
 *              the product gallery uses it too
 *   dialog     runtime/dialog/**: the dialog service, for the islands that open popups
 *   rest       runtime/rest/**: the REST client, for the islands that call wp-json
 *
 * One runtime chunk for everything shared made every page pay for every family: 11.1 kB, and
 * /shop/ 36.1 kB. By family, /shop/ is 32.2 kB and the article page with every reading island
 * 43.7 kB (from 44.2): a shop page loads framework, runtime and shop, an article framework,
 * runtime and theme; dialog and rest come only with a popup or a REST call, and only a page
 * that mixes families (the magazine's front page with a shop and account popups) loads more
 * than three.
 * A module only one widget uses stays in that widget's chunk. A chunk imports only chunks
 * listed before it.
 */
export const SHARED_CHUNKS = ['framework', 'runtime', 'shop', 'theme', 'dialog', 'rest'] as const;

export type SharedChunk = (typeof SHARED_CHUNKS)[number];

/** `file`: the module's path relative to the project root, with forward slashes. */
export function sharedChunkOf(file: string, widgetCount: number): SharedChunk | null {
	if (/(^|\/)node_modules\/(preact|@preact)\//.test(file)) return 'framework';
	if (widgetCount < 2) return null;
	if (file.startsWith('widgets/')) throw new Error(`${file} is used by ${widgetCount} widgets: a widget never imports another widget`);
	if (/^runtime\/dialog\//.test(file)) return 'dialog';
	if (/^runtime\/rest\//.test(file)) return 'rest';
	if (/^(runtime\/(cart-|fragments|wishlist\/|variation-image)|contracts\/(woocommerce|wishlist|variations|order-attribution|single-product)\b)/.test(file)) return 'shop';
	// The slider engine's index arithmetic is shared by the magazine's sliders and the shop's product gallery.
	if (file === 'runtime/slider/slider-engine.ts') return 'runtime';
	if (/^(runtime\/(slider|theme|lightbox|viewport)\/|contracts\/(theme\/|jnews-))/.test(file)) return 'theme';
	return 'runtime';
}
