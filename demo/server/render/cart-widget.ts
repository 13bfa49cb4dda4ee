/**
 * WooCommerce's classic Cart widget (WC_Widget_Cart) in the theme's sidebar, with "Hide if cart
 * is empty" ticked: it prints an empty `.widget_shopping_cart_content` inside
 * `.hide_cart_widget_if_empty` and leaves the rest to the cart scripts, which fill it from the
 * fragments and show or hide the widget from the `woocommerce_items_in_cart` cookie
 * (contract §2.4, §4.6). WooCommerce hides the widget on the cart and checkout pages.
 */
import { type Html, html } from '../http/html';

export const cartWidgetSidebar = (): Html =>
	html`<aside id="secondary" class="widget-area" aria-label="Sidebar"><section id="woocommerce_widget_cart-2" class="widget woocommerce widget_shopping_cart"><h2 class="widget-title">Cart</h2><div class="hide_cart_widget_if_empty"><div class="widget_shopping_cart_content"></div></div></section></aside>`;
