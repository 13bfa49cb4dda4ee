/**
 * `/?wc-ajax=<endpoint>`: WooCommerce's front-end AJAX (contract §3). Every
 * answer is HTTP 200 with the §3.1 headers; failures are told in the body.
 */
import { type GetVariationResponse, isGetVariationRequest } from '../../../contracts/variations';
import type { AddToCartErrorResponse, CartFragmentsResponse, RemoveFailedResponse } from '../../../contracts/woocommerce';
import type { RequestContext } from '../context';
import { type PhpValue, scalar } from '../http/php-form';
import { phpJson } from '../http/php-json';
import { NO_CACHE, send } from '../http/respond';
import { cartFragments } from '../render/mini-cart';
import { variationJson } from '../render/variations-form';
import { findProduct, matchingVariation, productPath } from '../state/catalogue';
import { absint, addToCart, addedNotice, requestedQuantity } from '../state/cart-rules';
import { admit, readAjaxBody } from './ajax-entry';
import { wcAjaxViolations } from './wc-ajax-rules';
import { afterAddToCart } from './wishlist-pages';

type Form = Record<string, PhpValue>;

/** §3.1: the same headers for every wc-ajax answer, including an empty one. */
function answer(
	ctx: RequestContext,
	body: CartFragmentsResponse | AddToCartErrorResponse | RemoveFailedResponse | GetVariationResponse | '',
): void {
	ctx.syncCartCookies();
	send(ctx.res, 200, 'application/json; charset=UTF-8', body === '' ? '' : phpJson(body), {
		'Cache-Control': NO_CACHE,
		'X-Robots-Tag': 'noindex',
		'X-Content-Type-Options': 'nosniff',
	});
}

const refreshed = (ctx: RequestContext): CartFragmentsResponse => ({
	fragments: cartFragments(ctx.view()),
	cart_hash: ctx.cart.hash(),
});

/** `cart_redirect_after_add` is a page switch here (`?redirect=1`), so the server reads it from the page that asked. */
function pageRedirectsAfterAdd(ctx: RequestContext): boolean {
	try {
		const referer = new URL(ctx.req.headers.referer ?? '');
		return referer.origin === ctx.origin && referer.searchParams.get('redirect') === '1';
	} catch {
		return false;
	}
}

function addToCartEndpoint(ctx: RequestContext, form: Form): void {
	// Without the field WooCommerce returns before answering: an empty body.
	if (scalar(form, 'product_id') === undefined) return answer(ctx, '');
	const cart = ctx.cart;
	const outcome = addToCart(cart, findProduct(absint(scalar(form, 'product_id'))), requestedQuantity(scalar(form, 'quantity')));
	if (!outcome.ok) {
		if (outcome.notice) ctx.addNotice('error', outcome.notice);
		return answer(ctx, { error: true, product_url: outcome.product ? ctx.origin + productPath(outcome.product) : false });
	}
	ctx.ensureSession(cart);
	afterAddToCart(ctx, form);
	if (pageRedirectsAfterAdd(ctx)) ctx.addNotice('success', addedNotice([{ name: outcome.item.name, quantity: outcome.quantity }]));
	answer(ctx, refreshed(ctx));
}

function removeFromCartEndpoint(ctx: RequestContext, form: Form): void {
	const key = scalar(form, 'cart_item_key') ?? '';
	if (!ctx.session?.cart.remove(key)) return answer(ctx, { success: false });
	answer(ctx, refreshed(ctx));
}

/**
 * WC_AJAX::get_variation(): the variation matching the posted `attribute_*`
 * fields of the variable product `product_id` (get_available_variation's
 * object), or `false`. A body that fails the contract guard (no numeric
 * `product_id`, no `attribute_*` field, an array where a value belongs) and an
 * unknown product end in WooCommerce's bare `wp_die()`: an empty body.
 */
function getVariationEndpoint(ctx: RequestContext, form: Form): void {
	if (!isGetVariationRequest(form)) return answer(ctx, '');
	const product = findProduct(absint(scalar(form, 'product_id')));
	if (!product) return answer(ctx, '');
	if (product.type !== 'variable') return answer(ctx, false);
	const match = matchingVariation(product, (field) => scalar(form, field));
	answer(ctx, match ? variationJson(product, match) : false);
}

const ENDPOINTS: Record<string, (ctx: RequestContext, form: Form) => void> = {
	add_to_cart: addToCartEndpoint,
	remove_from_cart: removeFromCartEndpoint,
	get_variation: getVariationEndpoint,
	get_refreshed_fragments: (ctx) => answer(ctx, refreshed(ctx)),
};

export const WC_AJAX_ENDPOINTS: readonly string[] = Object.keys(ENDPOINTS);

export async function handleWcAjax(ctx: RequestContext, endpoint: string): Promise<void> {
	const body = await readAjaxBody(ctx);
	if (!body) return;
	const known = Object.prototype.hasOwnProperty.call(ENDPOINTS, endpoint);
	const violations = known ? wcAjaxViolations(ctx, endpoint, body) : [];
	if (!(await admit(ctx, { kind: 'wc-ajax', endpoint, body, violations }))) return;
	if (!known) return answer(ctx, '');
	ENDPOINTS[endpoint](ctx, body.form);
}
