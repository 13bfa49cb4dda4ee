/**
 * `/checkout/`: WooCommerce's classic checkout form (contract §2.9). It posts
 * back here without JavaScript. The attribution groups sit where WooCommerce
 * 10.5+ prints one per default hook (billing, after the billing form,
 * shipping, after the order notes, after the customer details), and a
 * payment gateway's express-checkout group comes before the form, which is
 * the layout that lost attribution in 10.5–10.9 (issue #67689).
 */
import { type Html, html } from '../http/html';
import { lineItem } from '../state/cart';
import type { Billing } from '../state/orders';
import { formRow } from './form-row';
import type { PageBody } from './layout';
import { attributionInputs } from './order-attribution';
import { formatPrice } from './price';
import type { ShopView } from './view';

export const CHECKOUT_NONCE_ACTION = 'woocommerce-process_checkout';

/** A field description, as a plugin adds one through woocommerce_checkout_fields (woocommerce.js shows it on focus). */
const EMAIL_DESCRIPTION = 'We send the receipt and delivery updates to this address.';

function reviewTable(view: ShopView): Html {
	const rows = view.cart.lines.map(
		(line) =>
			html`<tr class="cart_item"><td class="product-name">${lineItem(line).name}&nbsp;<strong class="product-quantity">&times;&nbsp;${line.quantity}</strong></td><td class="product-total">${formatPrice(view.cart.lineTotal(line))}</td></tr>`,
	);
	const total = formatPrice(view.cart.total());
	return html`<table class="shop_table woocommerce-checkout-review-order-table"><thead><tr><th class="product-name">Product</th><th class="product-total">Subtotal</th></tr></thead><tbody>${rows}</tbody><tfoot><tr class="cart-subtotal"><th>Subtotal</th><td>${total}</td></tr><tr class="order-total"><th>Total</th><td><strong>${total}</strong></td></tr></tfoot></table>`;
}

const payment = (nonce: string): Html =>
	html`<div id="payment" class="woocommerce-checkout-payment"><ul class="wc_payment_methods payment_methods methods"><li class="wc_payment_method payment_method_cod"><input id="payment_method_cod" type="radio" class="input-radio" name="payment_method" value="cod" checked="checked" data-order_button_text=""><label for="payment_method_cod">Cash on delivery</label><div class="payment_box payment_method_cod"><p>Pay with cash upon delivery.</p></div></li></ul><div class="form-row place-order"><button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Place order" data-value="Place order">Place order</button><input type="hidden" id="woocommerce-process-checkout-nonce" name="woocommerce-process-checkout-nonce" value="${nonce}"><input type="hidden" name="_wp_http_referer" value="/checkout/"></div></div>`;

function billingFields(values: Billing): Html {
	return html`<div class="woocommerce-billing-fields"><h3>Billing details</h3><div class="woocommerce-billing-fields__field-wrapper">${formRow({ id: 'billing_first_name', name: 'billing_first_name', label: 'First name', value: values.firstName, width: 'first', required: true, autocomplete: 'given-name' })}${formRow({ id: 'billing_last_name', name: 'billing_last_name', label: 'Last name', value: values.lastName, width: 'last', required: true, autocomplete: 'family-name' })}${formRow({ id: 'billing_email', name: 'billing_email', label: 'Email address', value: values.email, width: 'wide', required: true, type: 'email', autocomplete: 'email', description: EMAIL_DESCRIPTION })}</div>${attributionInputs()}</div>`;
}

/** `values`: what the visitor posted (kept after a failed attempt), else their account's details. */
export function checkoutPage(view: ShopView, values: Billing, nonce: string): PageBody {
	const gateway = html`<div id="wc-stripe-express-checkout-element" class="wc-stripe-express-checkout"><p class="wc-stripe-express-checkout__note">Express checkout (payment gateway placeholder)</p>${attributionInputs('wc-stripe-express-checkout__order-attribution-inputs')}</div>`;
	const customer = html`<div class="col2-set" id="customer_details"><div class="col-1">${billingFields(values)}${attributionInputs()}</div><div class="col-2"><div class="woocommerce-shipping-fields"></div><div class="woocommerce-additional-fields">${attributionInputs()}</div>${attributionInputs()}</div></div>${attributionInputs()}`;
	return {
		title: 'Checkout',
		bodyClass: 'page-template-default page woocommerce-checkout woocommerce-page',
		content: html`<h1 class="entry-title">Checkout</h1><div class="woocommerce">${gateway}<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/checkout/" enctype="multipart/form-data" aria-label="Checkout">${customer}<h3 id="order_review_heading">Your order</h3><div id="order_review" class="woocommerce-checkout-review-order">${reviewTable(view)}${payment(nonce)}</div></form></div>`,
	};
}
