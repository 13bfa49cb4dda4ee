/**
 * The header cart: Storefront's `a.cart-contents` and WooCommerce's mini-cart
 * (contract §2.3). The AJAX fragments are built from these same functions, so
 * what the bundle swaps in is exactly what the page printed.
 */
import type { Fragments } from '../../../contracts/woocommerce';
import { MINI_CART_FRAGMENT } from '../../../contracts/woocommerce';
import { type Html, escUrl, html, raw } from '../http/html';
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

/**
 * `<dl class="variation">` (cart/cart-item-data.php) listing the attributes a variation's title
 * does not already show, as wc_get_formatted_cart_item_data does; nothing when its title names them all.
 */
export function variationData(line: CartLine): Html {
	const item = lineItem(line);
	if (item.type !== 'variation') return html``;
	const parent = parentOf(item);
	const rows = parent.attributes
		.map((def) => ({ label: def.label, value: termName(parent, def.name, item.attributes[def.name]) }))
		.filter(({ value }) => !item.name.includes(value))
		.map(({ label, value }) => html`\t\t<dt class="variation-${label}">${label}:</dt>\n\t\t<dd class="variation-${label}"><p>${value}</p>\n</dd>\n\t`);
	return rows.length ? html`<dl class="variation">\n\t${rows}</dl>\n` : html``;
}

/** One row of cart/mini-cart.php, with the indentation its PHP tags leave around each part. */
function miniCartItem(view: ShopView, line: CartLine): Html {
	const item = lineItem(line);
	const remove = html`<a role="button" href="${escUrl(removeUrl(view, line.key))}" class="remove remove_from_cart_button" aria-label="Remove ${item.name} from cart" data-product_id="${line.productId}" data-cart_item_key="${line.key}" data-product_sku="${item.sku}" data-success_message="&ldquo;${item.name}&rdquo; has been removed from your cart">&times;</a>`;
	return html`\t\t\t\t<li class="woocommerce-mini-cart-item mini_cart_item">\n\t\t\t\t\t${remove}\t\t\t\t\t\t\t\t\t\t\t<a href="${escUrl(linePermalink(line))}">\n\t\t\t\t\t\t\t${thumbnail(pageProductOf(item).slug)}${item.name}\t\t\t\t\t\t</a>\n\t\t\t\t\t\t\t\t\t\t${variationData(line)}\t\t\t\t\t<span class="quantity">${line.quantity} &times; ${formatPrice(item.price)}</span>\t\t\t\t</li>\n\t\t\t\t`;
}

/** The mini-cart template's output (what goes inside `div.widget_shopping_cart_content`), whitespace included. */
export function miniCart(view: ShopView): Html {
	const { cart } = view;
	if (cart.isEmpty()) return html`\n\n\t<p class="woocommerce-mini-cart__empty-message">No products in the cart.</p>\n\n\n`;
	const rows = cart.lines.map((line) => miniCartItem(view, line));
	const buttons = html`<a href="${escUrl(cartUrl(view))}" class="button wc-forward">View cart</a><a href="${CHECKOUT_PATH}" class="button checkout wc-forward">Checkout</a>`;
	return html`\n\n\t<ul class="woocommerce-mini-cart cart_list product_list_widget ">\n\t\t${rows}\t</ul>\n\n\t<p class="woocommerce-mini-cart__total total">\n\t\t<strong>Subtotal:</strong> ${formatPrice(cart.total())}\t</p>\n\n\t\n\t<p class="woocommerce-mini-cart__buttons buttons">${buttons}</p>\n\n\t\n\n`;
}

export const miniCartContent = (view: ShopView): Html => html`<div class="widget_shopping_cart_content">${miniCart(view)}</div>`;

/**
 * Storefront's header link: cart subtotal and "N items". Storefront passes the price through
 * wp_kses_data, which strips `<bdi>` and `translate`.
 */
export function cartContentsLink(view: ShopView): Html {
	const count = view.cart.itemCount();
	const price = formatPrice(view.cart.total()).value.replace(/<\/?bdi>/g, '').replace(' translate="no"', '');
	return html`\t\t\t<a class="cart-contents" href="${escUrl(cartUrl(view))}" title="View your shopping cart">\n\t\t\t\t\t\t\t\t${raw(price)} <span class="count">${count} ${count === 1 ? 'item' : 'items'}</span>\n\t\t\t</a>\n\t\t`;
}

/**
 * Storefront's `ul#site-header-cart`: the link, then the widget that drops down on hover/focus.
 * Storefront prints the widget's content empty for the fragments to fill; the demo fills it here
 * so the header shows the cart before (and without) JavaScript.
 */
export const headerCart = (view: ShopView): Html =>
	html`<ul id="site-header-cart" class="site-header-cart menu">\n\t\t\t<li class="">\n\t\t\t\t${cartContentsLink(view)}\t\t\t</li>\n\t\t\t<li>\n\t\t\t\t<div class="widget woocommerce widget_shopping_cart">${miniCartContent(view)}</div>\t\t\t</li>\n\t\t</ul>`;

/** The fragment map of add_to_cart, remove_from_cart and get_refreshed_fragments (contract §2.4). */
export const cartFragments = (view: ShopView): Fragments => ({
	[MINI_CART_FRAGMENT]: miniCartContent(view).value,
	'a.cart-contents': cartContentsLink(view).value,
});
