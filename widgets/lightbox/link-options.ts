/**
 * The options a link opens with. prettyPhoto took them from each init call,
 * so the same markup got different options from different callers; here:
 * prettyPhoto's defaults for `rel` links, WooCommerce's init options for its
 * `data-rel` and `a.zoom` links (contract §1), then the site's
 * `islands_lightbox_params` global (printable with `wp_localize_script`), then
 * what a script passed to `jQuery(links).prettyPhoto(options)` for that link.
 */
import { LIGHTBOX_DEFAULTS, type LightboxOptions, parseLightboxOptions } from '../../runtime/lightbox/options';

export const PARAMS_GLOBAL = 'islands_lightbox_params';

const WOOCOMMERCE = { theme: 'pp_woocommerce', horizontal_padding: 20, opacity: 0.8, deeplinking: false };

const scriptOptions = new WeakMap<Element, unknown>();

/** Remembers options a script gave for `link` (the `jQuery.fn.prettyPhoto` shim). */
export const setScriptOptions = (link: Element, options: unknown): void => {
	scriptOptions.set(link, options);
};

export function optionsFor(link: Element, scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): LightboxOptions {
	const woocommerce = link.hasAttribute('data-rel') || (link.classList.contains('zoom') && !link.hasAttribute('rel'));
	let options = woocommerce ? parseLightboxOptions(WOOCOMMERCE) : LIGHTBOX_DEFAULTS;
	options = parseLightboxOptions(scope[PARAMS_GLOBAL], options);
	return parseLightboxOptions(scriptOptions.get(link), options);
}
