/**
 * What WooCommerce checks before a line enters the cart, with its notices.
 * Both the wc-ajax endpoint and the no-JavaScript form handler go through
 * here, so a rule (sold individually, stock) behaves the same on both paths.
 * Notices are HTML because WooCommerce's are (they carry "View cart" links).
 */
import { type Html, html } from '../http/html';
import { type AnyProduct, type Product, type SimpleProduct, type Variation, pageProductOf, productPath } from './catalogue';
import type { Cart, CartLine } from './cart';
import { lineItem } from './cart';

export type AddOutcome =
	| { ok: true; line: CartLine; item: SimpleProduct | Variation; quantity: number }
	/** `product` is where the visitor should go (`product_url`); undefined for an unknown id. */
	| { ok: false; product: Product | undefined; notice: Html | null };

const viewCart = html`<a href="/cart/" class="button wc-forward">View cart</a>`;

/** `$_POST['quantity']` as WooCommerce reads it: empty (incl. "0") → 1, else intval. */
export function requestedQuantity(value: string | undefined): number {
	if (value === undefined || value === '' || value === '0') return 1;
	const parsed = parseInt(value.trim(), 10);
	return Number.isNaN(parsed) ? 0 : parsed;
}

/** PHP's absint(): intval then absolute value; "abc" → 0. */
export function absint(value: string | undefined): number {
	const parsed = parseInt((value ?? '').trim(), 10);
	return Number.isNaN(parsed) ? 0 : Math.abs(parsed);
}

/**
 * Adds `quantity` of `target` to the cart or explains why not. `target` is what
 * the request named: a simple product, a variation, a variable parent (refused:
 * it needs options) or nothing (unknown id, no notice, no product page).
 */
export function addToCart(cart: Cart, target: AnyProduct | undefined, quantity: number): AddOutcome {
	if (!target) return { ok: false, product: undefined, notice: null };
	const product = pageProductOf(target);
	const fail = (notice: Html | null): AddOutcome => ({ ok: false, product, notice });
	if (quantity <= 0) return fail(null);
	if (target.type === 'variable')
		return fail(html`Please choose product options by visiting <a href="${productPath(target)}" title="${target.name}">${target.name}</a>.`);

	const amount = target.soldIndividually ? 1 : quantity;
	const inCart = cart.quantityOf(target.id);
	if (target.soldIndividually && inCart > 0)
		return fail(html`${viewCart} You cannot add another &ldquo;${target.name}&rdquo; to your cart.`);
	if (!target.inStock)
		return fail(html`You cannot add &quot;${target.name}&quot; to the cart because the product is out of stock.`);
	if (target.stock !== null && amount > target.stock)
		return fail(html`You cannot add that amount of &quot;${target.name}&quot; to the cart because there is not enough stock (${target.stock} remaining).`);
	if (target.stock !== null && inCart + amount > target.stock)
		return fail(html`${viewCart} You cannot add that amount to the cart &mdash; we have ${target.stock} in stock and you already have ${inCart} in your cart.`);

	return { ok: true, line: cart.add(target, amount), item: target, quantity: amount };
}

/**
 * The cart page's "Update cart" for one line. Returns an error notice when the
 * new quantity breaks a rule; the line is then left unchanged.
 */
export function updateQuantity(cart: Cart, key: string, quantity: number): Html | null {
	const line = cart.find(key);
	if (!line || quantity === line.quantity) return null;
	const item = lineItem(line);
	if (item.soldIndividually && quantity > 1) return html`You can only have 1 ${item.name} in your cart.`;
	if (item.stock !== null && quantity > item.stock)
		return html`Sorry, we do not have enough &quot;${item.name}&quot; in stock to fulfill your order (${item.stock} available). We apologize for any inconvenience caused.`;
	cart.setQuantity(key, quantity);
	return null;
}

/** "“Mug” has been added to your cart." with WooCommerce's quantity prefix and plural. */
export function addedNotice(added: readonly { name: string; quantity: number }[]): Html {
	const count = added.reduce((sum, a) => sum + a.quantity, 0);
	const titles = added.map((a) => html`${a.quantity > 1 ? html`${a.quantity} &times; ` : ''}&ldquo;${a.name}&rdquo;`);
	const list = titles.length > 1 ? html`${titles.slice(0, -1).map((t, i) => html`${i ? ', ' : ''}${t}`)} and ${titles[titles.length - 1]}` : titles[0];
	return html`<a href="/cart/" tabindex="1" class="button wc-forward">View cart</a> ${list} ${count > 1 ? 'have' : 'has'} been added to your cart.`;
}

/** "“Mug” removed." after a non-AJAX removal. */
export const removedNotice = (name: string): Html => html`&ldquo;${name}&rdquo; removed.`;
