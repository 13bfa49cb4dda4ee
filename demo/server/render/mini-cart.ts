/**
 * The header cart: Storefront's `a.cart-contents` and WooCommerce's mini-cart
 * (contract §2.3). The AJAX fragments are built from these same functions, so
 * what the bundle swaps in is exactly what the page printed.
 */
import type { Fragments } from '../../../contracts/woocommerce';
import { MINI_CART_FRAGMENT } from '../../../contracts/woocommerce';
import { type Html, escUrl, html } from '../http/html';
import { pageProductOf, parentOf, productPath, termName } from '../state/catalogue';
import { type CartLine, lineItem } from '../state/cart';
import { formatPrice } from './price';
import { thumbnail } from './product-image';
import { CHECKOUT_PATH, type ShopView, cartUrl, removeUrl } from './view';

/** A variation's page URL carries its attributes, as WooCommerce's variation permalink does. */
export function linePermalink(line: CartLine): string {
	const query = new URLSearchParams(line.variation).toString();
	return productPath(lineItem(line)) + (query ? `?${query}` : '');
}

/** `<dl class="variation">` listing a variation's attributes (wc_get_formatted_cart_item_data). */
export function variationData(line: CartLine): Html {
	const item = lineItem(line);
	if (item.type !== 'variation') return html``;
	const parent = parentOf(item);
	const rows = parent.attributes.map((def) => {
		const value = termName(parent, def.name, item.attributes[def.name]);
		return html`<dt class="variation-${def.label}">${def.label}:</dt><dd class="variation-${def.label}"><p>${value}</p></dd>`;
	});
	return html`<dl class="variation">${rows}</dl>`;
}

function miniCartItem(view: ShopView, line: CartLine): Html {
	const item = lineItem(line);
	return html`<li class="woocommerce-mini-cart-item mini_cart_item"><a role="button" href="${escUrl(removeUrl(view, line.key))}" class="remove remove_from_cart_button" aria-label="Remove ${item.name} from cart" data-product_id="${line.productId}" data-cart_item_key="${line.key}" data-product_sku="${item.sku}" data-success_message="&ldquo;${item.name}&rdquo; has been removed from your cart">&times;</a><a href="${escUrl(linePermalink(line))}">${thumbnail(pageProductOf(item).slug)}${item.name}</a>${variationData(line)}<span class="quantity">${line.quantity} &times; ${formatPrice(item.price)}</span></li>`;
}

/** The mini-cart template's output (what goes inside `div.widget_shopping_cart_content`). */
export function miniCart(view: ShopView): Html {
	const { cart } = view;
	if (cart.isEmpty()) return html`<p class="woocommerce-mini-cart__empty-message">No products in the cart.</p>`;
	return html`<ul class="woocommerce-mini-cart cart_list product_list_widget ">${cart.lines.map((line) => miniCartItem(view, line))}</ul><p class="woocommerce-mini-cart__total total"><strong>Subtotal:</strong> ${formatPrice(cart.total())}</p><p class="woocommerce-mini-cart__buttons buttons"><a href="${escUrl(cartUrl(view))}" class="button wc-forward">View cart</a><a href="${CHECKOUT_PATH}" class="button checkout wc-forward">Checkout</a></p>`;
}

export const miniCartContent = (view: ShopView): Html => html`<div class="widget_shopping_cart_content">${miniCart(view)}</div>`;

/** Storefront's header link: cart subtotal and "N items". */
export function cartContentsLink(view: ShopView): Html {
	const count = view.cart.itemCount();
	return html`<a class="cart-contents" href="${escUrl(cartUrl(view))}" title="View your shopping cart">${formatPrice(view.cart.total())} <span class="count">${count} ${count === 1 ? 'item' : 'items'}</span></a>`;
}

/** Storefront's `ul#site-header-cart`: the link, then the widget that drops down on hover/focus. */
export const headerCart = (view: ShopView): Html =>
	html`<ul id="site-header-cart" class="site-header-cart menu"><li class="cart-link">${cartContentsLink(view)}</li><li class="cart-dropdown"><div class="widget woocommerce widget_shopping_cart">${miniCartContent(view)}</div></li></ul>`;

/** The fragment map of add_to_cart, remove_from_cart and get_refreshed_fragments (contract §2.4). */
export const cartFragments = (view: ShopView): Fragments => ({
	[MINI_CART_FRAGMENT]: miniCartContent(view).value,
	'a.cart-contents': cartContentsLink(view).value,
});
