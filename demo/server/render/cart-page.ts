/**
 * `/cart/`: WooCommerce's cart table, cross-sells and totals. Everything works
 * without JavaScript: removal links carry a nonce, "Update cart" posts the
 * quantities as `cart[<key>][qty]`, which is why the form body is parsed the
 * PHP way, and the cross-sells' loop buttons add through `?add-to-cart=`.
 */
import { type Html, escUrl, html } from '../http/html';
import { crossSellsFor, pageProductOf } from '../state/catalogue';
import { type CartLine, lineItem } from '../state/cart';
import type { PageBody } from './layout';
import { linePermalink, variationData } from './mini-cart';
import { formatPrice } from './price';
import { productGrid } from './product-card';
import { thumbnail } from './product-image';
import { quantityInput } from './quantity';
import { CHECKOUT_PATH, type ShopView, removeUrl } from './view';

function row(view: ShopView, line: CartLine): Html {
	const item = lineItem(line);
	const link = escUrl(linePermalink(line));
	const max = item.soldIndividually ? 1 : item.stock;
	const quantity = quantityInput({ id: `quantity_${line.key}`, name: `cart[${line.key}][qty]`, productName: item.name, value: line.quantity, min: 0, max });
	return html`<tr class="woocommerce-cart-form__cart-item cart_item"><td class="product-remove"><a role="button" href="${escUrl(removeUrl(view, line.key))}" class="remove" aria-label="Remove ${item.name} from cart" data-product_id="${line.productId}" data-product_sku="${item.sku}">&times;</a></td><td class="product-thumbnail"><a href="${link}">${thumbnail(pageProductOf(item).slug)}</a></td><td scope="row" role="rowheader" class="product-name" data-title="Product"><a href="${link}">${item.name}</a>${variationData(line)}</td><td class="product-price" data-title="Price">${formatPrice(item.price)}</td><td class="product-quantity" data-title="Quantity">${item.soldIndividually ? html`${line.quantity} ` : ''}${quantity}</td><td class="product-subtotal" data-title="Subtotal">${formatPrice(view.cart.lineTotal(line))}</td></tr>`;
}

/** cart/cross-sells.php, first in the collaterals (woocommerce_cart_collaterals, priority 10). */
function crossSells(view: ShopView): Html {
	const products = crossSellsFor(view.cart.lines.map((line) => line.productId));
	return products.length ? html`<div class="cross-sells"><h2>You may be interested in&hellip;</h2>${productGrid(products, 2)}</div>` : html``;
}

function filledCart(view: ShopView): Html {
	const total = formatPrice(view.cart.total());
	return html`<form class="woocommerce-cart-form" action="/cart/" method="post"><table class="shop_table shop_table_responsive cart woocommerce-cart-form__contents" cellspacing="0"><thead><tr><th class="product-remove"><span class="screen-reader-text">Remove item</span></th><th class="product-thumbnail"><span class="screen-reader-text">Thumbnail image</span></th><th scope="col" class="product-name">Product</th><th scope="col" class="product-price">Price</th><th scope="col" class="product-quantity">Quantity</th><th scope="col" class="product-subtotal">Subtotal</th></tr></thead><tbody>${view.cart.lines.map((line) => row(view, line))}<tr><td colspan="6" class="actions"><button type="submit" class="button" name="update_cart" value="Update cart">Update cart</button><input type="hidden" id="woocommerce-cart-nonce" name="woocommerce-cart-nonce" value="${view.removeNonce}"><input type="hidden" name="_wp_http_referer" value="/cart/"></td></tr></tbody></table></form><div class="cart-collaterals">${crossSells(view)}<div class="cart_totals"><h2>Cart totals</h2><table cellspacing="0" class="shop_table shop_table_responsive"><tr class="cart-subtotal"><th>Subtotal</th><td data-title="Subtotal">${total}</td></tr><tr class="order-total"><th>Total</th><td data-title="Total"><strong>${total}</strong></td></tr></table><div class="wc-proceed-to-checkout"><a href="${CHECKOUT_PATH}" class="checkout-button button alt wc-forward">Proceed to checkout</a></div></div></div>`;
}

const emptyCart = html`<div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info" role="status">Your cart is currently empty.</div></div><p class="return-to-shop"><a class="button wc-backward" href="/shop/">Return to shop</a></p>`;

export function cartPage(view: ShopView): PageBody {
	return {
		title: 'Cart',
		bodyClass: 'page-template-default page woocommerce-cart woocommerce-page',
		content: html`<h1 class="entry-title">Cart</h1><div class="woocommerce">${view.cart.isEmpty() ? emptyCart : filledCart(view)}</div>`,
	};
}
