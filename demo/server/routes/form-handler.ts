/**
 * The no-JavaScript paths WooCommerce handles on every front-end request
 * (its form handler): `?add-to-cart=ID` links and product forms, nonce-checked
 * `?remove_item=` links and the cart's "Update cart". Each one changes the
 * cart, queues a notice and redirects, so a reload never repeats the action.
 */
import type { RequestContext } from '../context';
import { html } from '../http/html';
import { type PhpValue, parsePhpForm, scalar } from '../http/php-form';
import { redirect, send } from '../http/respond';
import { wpDiePage } from '../render/error-pages';
import { type AnyProduct, type Variation, findProduct, variationsOf } from '../state/catalogue';
import { lineItem } from '../state/cart';
import { absint, addToCart, addedNotice, removedNotice, requestedQuantity, updateQuantity } from '../state/cart-rules';
import { belowMinimum } from '../state/min-quantities';
import { readAjaxBody } from './ajax-entry';

type Fields = Record<string, PhpValue>;

/** Arguments WooCommerce drops from the URL it redirects to after a form add. */
const ADD_ARGS = /^(add-to-cart|quantity|product_id|variation_id|attribute_.*)$/;

function urlWithout(ctx: RequestContext, drop: RegExp): string {
	const query = new URLSearchParams(ctx.url.search);
	for (const key of [...query.keys()]) if (drop.test(key)) query.delete(key);
	const rest = query.toString();
	return ctx.url.pathname + (rest ? `?${rest}` : '');
}

function nonceOk(ctx: RequestContext, nonce: string | undefined): boolean {
	return ctx.verifyNonce(nonce, 'woocommerce-cart');
}

function expiredLink(ctx: RequestContext): void {
	send(ctx.res, 403, 'text/html; charset=UTF-8', wpDiePage('Something went wrong.', html`The link you followed has expired.`, '/cart/').value);
}

/**
 * A variable product's form names the parent: the variation comes from a
 * valid `variation_id`, else from the posted `attribute_*` values.
 */
function chosenVariation(parent: AnyProduct, fields: Fields): Variation | undefined {
	if (parent.type !== 'variable') return undefined;
	const variations = variationsOf(parent);
	const byId = variations.find((v) => v.id === absint(scalar(fields, 'variation_id')));
	if (byId) return byId;
	return variations.find((v) => Object.entries(v.attributes).every(([name, value]) => scalar(fields, `attribute_${name}`) === value));
}

/** Returns false for an unknown id, which WooCommerce ignores: the page simply renders. */
function addFromForm(ctx: RequestContext, fields: Fields): boolean {
	const requested = findProduct(absint(scalar(fields, 'add-to-cart')));
	if (!requested) return false;
	const cart = ctx.cart;
	const target = requested.type === 'variable' ? chosenVariation(requested, fields) : requested;
	if (!target) ctx.addNotice('error', html`Please choose product options&hellip;`);
	else {
		const quantity = requestedQuantity(scalar(fields, 'quantity'));
		const tooFew = belowMinimum(target, cart.quantityOf(target.id), quantity);
		const outcome = tooFew ? ({ ok: false, notice: tooFew } as const) : addToCart(cart, target, quantity);
		if (outcome.ok) {
			ctx.ensureSession(cart);
			ctx.addNotice('success', addedNotice([{ name: outcome.item.name, quantity: outcome.quantity }]));
		} else if (outcome.notice) ctx.addNotice('error', outcome.notice);
	}
	const toCart = ctx.url.searchParams.get('redirect') === '1' && !ctx.session?.notices.some((n) => n.type === 'error');
	ctx.syncCartCookies();
	redirect(ctx.res, toCart ? '/cart/' : urlWithout(ctx, ADD_ARGS));
	return true;
}

function removeItem(ctx: RequestContext, key: string): void {
	if (!nonceOk(ctx, ctx.url.searchParams.get('_wpnonce') ?? undefined)) return expiredLink(ctx);
	const line = ctx.session?.cart.remove(key);
	if (line) ctx.addNotice('success', removedNotice(lineItem(line).name));
	ctx.syncCartCookies();
	redirect(ctx.res, '/cart/');
}

function updateCart(ctx: RequestContext, fields: Fields): void {
	if (!nonceOk(ctx, scalar(fields, 'woocommerce-cart-nonce'))) return expiredLink(ctx);
	const posted = fields.cart;
	const session = ctx.session;
	if (session && posted && typeof posted === 'object' && !Array.isArray(posted)) {
		const before = session.cart.hash();
		for (const [key, value] of Object.entries(posted)) {
			const qty = value && typeof value === 'object' && !Array.isArray(value) ? value.qty : undefined;
			if (typeof qty !== 'string' || qty.trim() === '') continue;
			const error = updateQuantity(session.cart, key, parseInt(qty.replace(/[^0-9.]/g, ''), 10) || 0);
			if (error) ctx.addNotice('error', error);
		}
		if (session.cart.hash() !== before) ctx.addNotice('success', html`Cart updated.`);
	}
	ctx.syncCartCookies();
	redirect(ctx.res, '/cart/');
}

/** Runs the matching form action; returns true when it answered the request. */
export async function handleForms(ctx: RequestContext): Promise<boolean> {
	const removeKey = ctx.url.searchParams.get('remove_item');
	if (removeKey) {
		removeItem(ctx, removeKey);
		return true;
	}
	let fields: Fields = parsePhpForm(ctx.url.search.slice(1));
	if (ctx.req.method === 'POST') {
		const body = await readAjaxBody(ctx);
		if (!body) return true;
		if (scalar(body.form, 'update_cart') !== undefined) {
			updateCart(ctx, body.form);
			return true;
		}
		fields = { ...fields, ...body.form };
	}
	return scalar(fields, 'add-to-cart') !== undefined && addFromForm(ctx, fields);
}
