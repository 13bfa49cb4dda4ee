/**
 * The original script files of the handles the plugin retires (contract G4: one implementation
 * per page). A journey fails when the browser fetched any of them: the islands would run next to
 * the scripts they replace and bind twice.
 */
export const RETIRED_SCRIPT_FILES: ReadonlyArray<RegExp> = [
	/\/woocommerce\/assets\/js\/frontend\/add-to-cart(\.min)?\.js/,
	/\/woocommerce\/assets\/js\/frontend\/add-to-cart-variation(\.min)?\.js/,
	/\/woocommerce\/assets\/js\/frontend\/cart-fragments(\.min)?\.js/,
	/\/woocommerce\/assets\/js\/frontend\/woocommerce(\.min)?\.js/,
	/\/woocommerce\/assets\/js\/frontend\/order-attribution(\.min)?\.js/,
	/\/woocommerce\/assets\/js\/sourcebuster\/sourcebuster(\.min)?\.js/,
	/\/yith-woocommerce-wishlist\/assets\/js\/jquery\.yith-wcwl(\.min)?\.js/,
	/\/jquery\.selectBox(\.min)?\.js/,
	/\/jquery\.prettyPhoto[^/]*\.js/,
	/\/woocommerce\/assets\/js\/frontend\/single-product(\.min)?\.js/,
	/\/woocommerce\/assets\/js\/flexslider\/jquery\.flexslider(\.min)?\.js/,
	/\/woocommerce\/assets\/js\/zoom\/jquery\.zoom(\.min)?\.js/,
	/\/woocommerce\/assets\/js\/photoswipe\/photoswipe(-ui-default)?(\.min)?\.js/,
];

/** The fetched URLs that are a retired handle's original file. */
export const retiredFetches = (urls: readonly string[]): string[] =>
	urls.filter((url) => RETIRED_SCRIPT_FILES.some((file) => file.test(new URL(url).pathname)));
