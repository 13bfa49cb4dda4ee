/**
 * `yith_wcwl_l10n` as the plugin localizes it (contract §1): one
 * `script#jquery-yith-wcwl-js-extra` whose assignment repeats once per
 * shortcode render (4.16.0 prints it several times), every top-level scalar a
 * string, the actions and their per-action nonces nested.
 */
import { COOKIE_DISABLED_MESSAGE, ADDED_TO_CART_MESSAGE, WISHLIST_ACTION_KEYS, type WishlistAction, type WishlistL10n, nonceKey } from '../../../contracts/wishlist';
import { type Html, html, raw } from '../http/html';
import { scriptJson } from '../http/php-json';

export interface L10nOptions {
	origin: string;
	nonce: (action: WishlistAction) => string;
	multi: boolean;
	ajaxLoading: boolean;
	removeAfterAdd: boolean;
	redirectToCart: boolean;
	drag: boolean;
	responsive: boolean;
	/** Premium `yith_wcwl_tooltip_enable`. */
	tooltip?: boolean;
	/** Multiple lists with the modal setting off: the add button's dropdown instead of the popup. */
	dropdown?: boolean;
}

const flag = (on: boolean) => (on ? '1' : '');

export function wishlistL10n(options: L10nOptions): WishlistL10n {
	const actions = Object.entries(WISHLIST_ACTION_KEYS);
	return {
		ajax_url: '/wp-admin/admin-ajax.php',
		redirect_to_cart: options.redirectToCart ? 'yes' : 'no',
		yith_wcwl_button_position: 'after_add_to_cart',
		multi_wishlist: flag(options.multi || Boolean(options.dropdown)),
		hide_add_button: '1',
		enable_ajax_loading: flag(options.ajaxLoading),
		ajax_loader_url: '/demo/img/ajax-loader.svg',
		remove_from_wishlist_after_add_to_cart: flag(options.removeAfterAdd),
		is_wishlist_responsive: flag(options.responsive),
		time_to_close_prettyphoto: '3000',
		fragments_index_glue: '.',
		reload_on_found_variation: '1',
		mobile_media_query: '768',
		labels: { cookie_disabled: COOKIE_DISABLED_MESSAGE, added_to_cart_message: ADDED_TO_CART_MESSAGE },
		actions: Object.fromEntries(actions.map(([action, key]) => [key, action])),
		nonce: Object.fromEntries(actions.map(([action]) => [nonceKey(action as WishlistAction), options.nonce(action as WishlistAction)])),
		redirect_after_ask_estimate: '',
		ask_estimate_redirect_url: `${options.origin}/`,
		modal_enable: flag(options.multi && !options.dropdown),
		enable_drag_n_drop: options.drag ? 'yes' : 'no',
		enable_tooltip: options.tooltip ? 'yes' : 'no',
		enable_notices: 'yes',
		auto_close_popup: '1',
		popup_timeout: '3000',
		disable_popup_grid_view: '',
	};
}

/** The script tag, with the assignment printed `copies` times as the plugin does. */
export function wishlistL10nScript(options: L10nOptions, copies = 2): Html {
	const line = `var yith_wcwl_l10n = ${scriptJson(wishlistL10n(options))};\n`;
	return html`<script id="jquery-yith-wcwl-js-extra">
${raw(line.repeat(copies))}//# sourceURL=jquery-yith-wcwl-js-extra
</script>
`;
}
