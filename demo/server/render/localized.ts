/**
 * The three WooCommerce globals, printed as wp_localize_script prints them
 * (contract §1, G1/G2): one `<script id="{handle}-js-extra">` each, values
 * as strings, slashes escaped by wp_json_encode, and WordPress 6.9's
 * sourceURL comment.
 */
import type { WcAddToCartParams, WcCartFragmentsParams, WoocommerceParams } from '../../../contracts/woocommerce';
import { md5 } from '../crypto';
import { type Html, html, raw } from '../http/html';
import { scriptJson } from '../http/php-json';

const AJAX_URL = '/wp-admin/admin-ajax.php';
const WC_AJAX_URL = '/?wc-ajax=%%endpoint%%';

/**
 * One handle's `<script id="{handle}-js-extra">` around JSON that is already
 * safe inside a script element (built by scriptJson). wc_order_attribution and
 * wpApiSettings print through here too.
 */
export function localizedJson(handle: string, name: string, json: string): Html {
	return html`<script id="${handle}-js-extra">
var ${name} = ${raw(json)};
//# sourceURL=${handle}-js-extra
</script>
`;
}

export const localizedScript = (handle: string, name: string, value: object): Html => localizedJson(handle, name, scriptJson(value));

export interface LocalizedOptions {
	origin: string;
	isCart: boolean;
	redirectAfterAdd: boolean;
}

export function localizedGlobals({ origin, isCart, redirectAfterAdd }: LocalizedOptions): Html {
	const addToCart: WcAddToCartParams = {
		ajax_url: AJAX_URL,
		wc_ajax_url: WC_AJAX_URL,
		i18n_view_cart: 'View cart',
		cart_url: `${origin}/cart/`,
		is_cart: isCart ? '1' : '',
		cart_redirect_after_add: redirectAfterAdd ? 'yes' : 'no',
	};
	const woocommerce: WoocommerceParams = {
		ajax_url: AJAX_URL,
		wc_ajax_url: WC_AJAX_URL,
		i18n_password_show: 'Show password',
		i18n_password_hide: 'Hide password',
	};
	// Seeded like WooCommerce: blog id, site URL and theme, so two sites on one host never share storage keys.
	const seed = md5(`1_${origin}/storefront`);
	const fragments: WcCartFragmentsParams = {
		ajax_url: AJAX_URL,
		wc_ajax_url: WC_AJAX_URL,
		cart_hash_key: `wc_cart_hash_${seed}`,
		fragment_name: `wc_fragments_${seed}`,
		request_timeout: '5000',
	};
	return html`${localizedScript('wc-add-to-cart', 'wc_add_to_cart_params', addToCart)}${localizedScript('woocommerce', 'woocommerce_params', woocommerce)}${localizedScript('wc-cart-fragments', 'wc_cart_fragments_params', fragments)}`;
}
