/**
 * `/checkout/order-received/<id>/?key=…`: the thank-you page. The order key
 * in the URL is the guest's proof of ownership; without a matching key only
 * the generic thanks shows, as in WooCommerce. The origin line shows what
 * the attribution meta made of the visit (contract §6.8), so QA can check it
 * without wp-admin.
 */
import { type Html, html } from '../http/html';
import { originLabel } from '../state/attribution';
import type { Order } from '../state/orders';
import type { PageBody } from './layout';
import { formatPrice } from './price';

const THANKS = html`<p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received">Thank you. Your order has been received.</p>`;

function details(order: Order): Html {
	const rows = order.lines.map(
		(line) =>
			html`<tr class="woocommerce-table__line-item order_item"><td class="woocommerce-table__product-name product-name">${line.name} <strong class="product-quantity">&times;&nbsp;${line.quantity}</strong></td><td class="woocommerce-table__product-total product-total">${formatPrice(line.total)}</td></tr>`,
	);
	const overview = html`<ul class="woocommerce-order-overview woocommerce-thankyou-order-details order_details"><li class="woocommerce-order-overview__order order">Order number: <strong>${order.id}</strong></li><li class="woocommerce-order-overview__date date">Date: <strong>${order.created.slice(0, 10)}</strong></li><li class="woocommerce-order-overview__email email">Email: <strong>${order.billing.email}</strong></li><li class="woocommerce-order-overview__total total">Total: <strong>${formatPrice(order.total)}</strong></li><li class="woocommerce-order-overview__payment-method method">Payment method: <strong>${order.paymentMethodTitle}</strong></li></ul>`;
	const origin = html`<p class="woocommerce-order-attribution-origin">Origin: <strong>${originLabel(order.meta)}</strong></p>`;
	return html`${overview}<p>Pay with cash upon delivery.</p>${origin}<section class="woocommerce-order-details"><h2 class="woocommerce-order-details__title">Order details</h2><table class="woocommerce-table woocommerce-table--order-details shop_table order_details"><thead><tr><th class="woocommerce-table__product-name product-name">Product</th><th class="woocommerce-table__product-table product-total">Total</th></tr></thead><tbody>${rows}</tbody><tfoot><tr><th scope="row">Total:</th><td>${formatPrice(order.total)}</td></tr></tfoot></table></section>`;
}

/** `order` is null when the id is unknown or the key does not match. */
export function orderReceivedPage(order: Order | null): PageBody {
	return {
		title: 'Order received',
		bodyClass: 'page-template-default page woocommerce-checkout woocommerce-page woocommerce-order-received',
		content: html`<h1 class="entry-title">Order received</h1><div class="woocommerce"><div class="woocommerce-order">${THANKS}${order ? details(order) : ''}</div></div>`,
	};
}
