/**
 * WooCommerce's classic Cart widget (WC_Widget_Cart) with "Hide if cart is
 * empty" ticked, in a sidebar, as `?cart_widget=1` prints it. Like the real
 * widget it prints an empty `div.widget_shopping_cart_content` placeholder:
 * the cart fragments fill it on load.
 */
import { type Html, html } from '../http/html';

export const cartWidget = (): Html =>
	html`<aside id="secondary" class="widget-area" aria-label="Sidebar"><section id="woocommerce_widget_cart-1" class="widget woocommerce widget_shopping_cart"><h2 class="widget-title">Cart</h2><div class="hide_cart_widget_if_empty"><div class="widget_shopping_cart_content"></div></div></section></aside>`;
