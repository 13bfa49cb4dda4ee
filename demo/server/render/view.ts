/**
 * The visitor-specific input of every shop renderer. Pages and AJAX fragments
 * are rendered from the same view by the same functions, so a fragment is
 * byte-equal to the markup it replaces.
 */
import type { Cart } from '../state/cart';

export interface ShopView {
	/** `http://host[:port]`, for the absolute URLs WooCommerce prints (cart_url, remove links). */
	origin: string;
	cart: Cart;
	/** wp_create_nonce('woocommerce-cart') for this visitor: guards the no-JS remove links. */
	removeNonce: string;
}

export const cartUrl = (view: ShopView): string => `${view.origin}/cart/`;

/** The non-AJAX removal link WooCommerce prints (wc_get_cart_remove_url). */
export const removeUrl = (view: ShopView, key: string): string =>
	`${view.origin}/cart/?remove_item=${key}&_wpnonce=${view.removeNonce}`;

/** The classic checkout page; the mini-cart's "Checkout" and the cart's "Proceed to checkout" link here. */
export const CHECKOUT_PATH = '/checkout/';
