/**
 * The original script files of the handles the plugin retires (contract G4: one implementation
 * per page). A journey fails when the browser fetched any of them: the islands would run next to
 * the scripts they replace and bind twice.
 */
/** The libraries among them: kept whole while a script left on the page depends on one (a neighbour's script that names the wishlist's handle). */
const LIBRARY_FILES: ReadonlyArray<RegExp> = [/\/woocommerce\/assets\/js\/sourcebuster\/sourcebuster(\.min)?\.js/, /\/jquery\.selectBox(\.min)?\.js/, /\/jquery\.prettyPhoto[^/]*\.js/];

export const RETIRED_SCRIPT_FILES: ReadonlyArray<RegExp> = [
	/\/woocommerce\/assets\/js\/frontend\/add-to-cart(\.min)?\.js/,
	/\/woocommerce\/assets\/js\/frontend\/add-to-cart-variation(\.min)?\.js/,
	/\/woocommerce\/assets\/js\/frontend\/cart-fragments(\.min)?\.js/,
	/\/woocommerce\/assets\/js\/frontend\/woocommerce(\.min)?\.js/,
	/\/woocommerce\/assets\/js\/frontend\/order-attribution(\.min)?\.js/,
	/\/yith-woocommerce-wishlist\/assets\/js\/jquery\.yith-wcwl(\.min)?\.js/,
	/\/woocommerce\/assets\/js\/frontend\/single-product(\.min)?\.js/,
	/\/woocommerce\/assets\/js\/flexslider\/jquery\.flexslider(\.min)?\.js/,
	/\/woocommerce\/assets\/js\/zoom\/jquery\.zoom(\.min)?\.js/,
	/\/woocommerce\/assets\/js\/photoswipe\/photoswipe(-ui-default)?(\.min)?\.js/,
	...LIBRARY_FILES,
];

/**
 * The shop's pages that keep the original scripts: WooCommerce's cart.js and checkout.js keep jQuery on
 * the cart and checkout (block and classic), so the plugin loads no islands there
 * (`shop_islands_keep_originals`, wordpress/shop-islands/includes/class-shop-islands-loader.php).
 */
export const KEEPS_ORIGINALS = /^\/(cart|checkout)(-classic)?\//;

export const keepsOriginals = (pageUrl: string): boolean => KEEPS_ORIGINALS.test(new URL(pageUrl).pathname);

/**
 * The fetched URLs that are a retired handle's original file; with `librariesNeeded` (a script on
 * the page depends on a retired script whose libraries it may use), the libraries are not counted.
 */
export const retiredFetches = (urls: readonly string[], { librariesNeeded = false } = {}): string[] =>
	urls.filter((url) => {
		const file = new URL(url).pathname;
		return RETIRED_SCRIPT_FILES.some((pattern) => pattern.test(file)) && !(librariesNeeded && LIBRARY_FILES.some((pattern) => pattern.test(file)));
	});
