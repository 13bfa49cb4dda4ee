/**
 * The two globals a variable product page prints, as wp_localize_script prints
 * them (values cast to strings, slashes escaped, WordPress 6.9's sourceURL):
 *
 * - `wc_add_to_cart_variation_params` (handle `wc-add-to-cart-variation`,
 *   enqueued by WooCommerce's variable add-to-cart template), with WooCommerce's
 *   English texts;
 * - `woo_variation_swatches_options` (handle `woo-variation-swatches`), the
 *   swatches plugin's settings: variation label on with ":", clear-on-reselect
 *   off unless the page switch `?reselect=1` asks for it, low-stock labels on
 *   with threshold 5 (product spec §9).
 */
import type { SwatchesOptions, WcAddToCartVariationParams } from '../../../contracts/variations';
import { type Html, html, raw } from '../http/html';
import { scriptJson } from '../http/php-json';

const WC_AJAX_URL = '/?wc-ajax=%%endpoint%%';

export interface VariationGlobalsOptions {
	/** `clear_on_reselect`: a second click on the selected swatch clears it. */
	clearOnReselect: boolean;
}

/** `?reselect=1` (exactly "1") turns clear-on-reselect on; nothing from the query is printed. */
export const readReselectSwitch = (query: URLSearchParams | undefined): boolean => query?.get('reselect') === '1';

function localized(handle: string, name: string, value: object): Html {
	return html`<script id="${handle}-js-extra">
var ${name} = ${raw(scriptJson(value))};
//# sourceURL=${handle}-js-extra
</script>
`;
}

export function variationGlobals({ clearOnReselect }: VariationGlobalsOptions): Html {
	const params: WcAddToCartVariationParams = {
		wc_ajax_url: WC_AJAX_URL,
		i18n_no_matching_variations_text: 'Sorry, no products matched your selection. Please choose a different combination.',
		i18n_make_a_selection_text: 'Please select some product options before adding this product to your cart.',
		i18n_unavailable_text: 'Sorry, this product is unavailable. Please choose a different combination.',
		i18n_reset_alert_text: 'Your selection has been reset. Please select some product options before adding this product to your cart.',
	};
	// wc_string_to_bool() results cast by wp_localize_script: true → "1", false → "".
	const swatches: SwatchesOptions = {
		show_variation_label: '1',
		clear_on_reselect: clearOnReselect ? '1' : '',
		variation_label_separator: ':',
		is_mobile: '',
		show_variation_stock: '1',
		stock_label_threshold: '5',
	};
	return html`${localized('wc-add-to-cart-variation', 'wc_add_to_cart_variation_params', params)}${localized('woo-variation-swatches', 'woo_variation_swatches_options', swatches)}`;
}
