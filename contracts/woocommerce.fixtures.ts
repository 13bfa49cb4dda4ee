/** The localized globals as a default WooCommerce install prints them (contract §1), for tests. */
import type { WcAddToCartParams } from './woocommerce';

export const ADD_TO_CART_PARAMS: Readonly<WcAddToCartParams> = {
	ajax_url: '/wp-admin/admin-ajax.php',
	wc_ajax_url: '/?wc-ajax=%%endpoint%%',
	i18n_view_cart: 'View cart',
	cart_url: '/cart/',
	is_cart: '',
	cart_redirect_after_add: 'no',
};
