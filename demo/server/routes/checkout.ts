/**
 * The classic checkout without JavaScript: an empty cart sends the visitor
 * back to the cart with WooCommerce's notice; "Place order" checks the nonce,
 * the cart and the required fields, then turns the cart into an order with
 * the attribution meta of the posted `wc_order_attribution_*` inputs,
 * empties the cart and redirects to the order-received page. A refused post
 * re-renders the form with its values and the errors above it.
 */
import type { RequestContext } from '../context';
import { type Html, html } from '../http/html';
import { type PhpValue, scalar } from '../http/php-form';
import { redirect } from '../http/respond';
import { CHECKOUT_NONCE_ACTION, checkoutPage } from '../render/checkout-page';
import type { PageBody } from '../render/layout';
import { orderReceivedPage } from '../render/order-received';
import { attributionMeta } from '../state/attribution';
import type { Billing } from '../state/orders';

type Form = Record<string, PhpValue>;

/** is_email() in spirit: something@host.tld, no spaces. */
export const isEmail = (value: string): boolean => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);

const posted = (form: Form): Billing => ({
	firstName: (scalar(form, 'billing_first_name') ?? '').trim(),
	lastName: (scalar(form, 'billing_last_name') ?? '').trim(),
	email: (scalar(form, 'billing_email') ?? '').trim(),
});

function billingErrors(billing: Billing, form: Form): Html[] {
	const errors: Html[] = [];
	const required = (value: string, label: string) => {
		if (value === '') errors.push(html`<strong>Billing ${label}</strong> is a required field.`);
	};
	required(billing.firstName, 'First name');
	required(billing.lastName, 'Last name');
	required(billing.email, 'Email address');
	if (billing.email !== '' && !isEmail(billing.email)) errors.push(html`<strong>Billing Email address</strong> is not a valid email address.`);
	if (scalar(form, 'payment_method') !== 'cod') errors.push(html`Invalid payment method.`);
	return errors;
}

/** GET with an empty cart: true when it redirected (WooCommerce's template_redirect rule). */
export function redirectEmptyCheckout(ctx: RequestContext): boolean {
	if (!ctx.cart.isEmpty()) return false;
	ctx.addNotice('notice', html`Checkout is not available whilst your cart is empty.`);
	ctx.syncCartCookies();
	redirect(ctx.res, '/cart/');
	return true;
}

/** "Place order". Returns true when it answered (redirect); false to re-render the form with the queued errors. */
export function placeOrder(ctx: RequestContext, form: Form): boolean {
	if (!ctx.verifyNonce(scalar(form, 'woocommerce-process-checkout-nonce'), CHECKOUT_NONCE_ACTION)) {
		ctx.addNotice('error', html`We were unable to process your order, please try again.`);
		return redirectEmptyCheckout(ctx);
	}
	if (ctx.cart.isEmpty()) {
		ctx.addNotice('error', html`Sorry, your session has expired. <a href="/shop/" class="wc-backward">Return to shop</a>`);
		return redirectEmptyCheckout(ctx);
	}
	const billing = posted(form);
	const errors = billingErrors(billing, form);
	for (const error of errors) ctx.addNotice('error', error);
	if (errors.length > 0) return false;

	const cart = ctx.cart;
	const order = ctx.state.orders.place(cart, { customerId: ctx.user?.id ?? 0, billing, meta: attributionMeta(form) });
	cart.clear();
	ctx.syncCartCookies();
	redirect(ctx.res, `/checkout/order-received/${order.id}/?key=${order.key}`);
	return true;
}

/** The form: posted values after a refused post, else the account's details (WooCommerce pre-fills them). */
export function checkoutBody(ctx: RequestContext, form: Form | null): PageBody {
	const user = ctx.user;
	const values = form ? posted(form) : { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', email: user?.email ?? '' };
	return checkoutPage(ctx.view(), values, ctx.nonce(CHECKOUT_NONCE_ACTION));
}

export function orderReceivedBody(ctx: RequestContext, id: number): PageBody {
	const order = ctx.state.orders.find(id);
	const key = ctx.url.searchParams.get('key');
	return orderReceivedPage(order && key === order.key ? order : null);
}
