/**
 * WooCommerce's localized globals, request bodies and responses, as the real
 * server sends and reads them (shared/contracts/woocommerce.md §1, §3).
 * The bundle parses what it receives with these guards; the demo server
 * validates what it receives with the same ones.
 */
import { type Guard, isRecord, isString, isStringMap, optional, shape } from './guard';
import { readLocalized } from './localized';

/** `wc_add_to_cart_params`, handle `wc-add-to-cart`. `is_cart` is "1" or "". */
export interface WcAddToCartParams {
	ajax_url: string;
	wc_ajax_url: string;
	i18n_view_cart: string;
	cart_url: string;
	is_cart: string;
	cart_redirect_after_add: string;
}

/** `wc_cart_fragments_params`, handle `wc-cart-fragments`. `request_timeout` is "5000". */
export interface WcCartFragmentsParams {
	ajax_url: string;
	wc_ajax_url: string;
	cart_hash_key: string;
	fragment_name: string;
	request_timeout: string;
}

/** `woocommerce_params`, handle `woocommerce`. The i18n keys are missing before 8.x. */
export interface WoocommerceParams {
	ajax_url: string;
	wc_ajax_url: string;
	i18n_password_show?: string;
	i18n_password_hide?: string;
}

const addToCartFields = {
	ajax_url: isString,
	wc_ajax_url: isString,
	i18n_view_cart: isString,
	cart_url: isString,
	is_cart: isString,
	cart_redirect_after_add: isString,
};
const cartFragmentsFields = {
	ajax_url: isString,
	wc_ajax_url: isString,
	cart_hash_key: isString,
	fragment_name: isString,
	request_timeout: isString,
};
const woocommerceFields = {
	ajax_url: isString,
	wc_ajax_url: isString,
	i18n_password_show: optional(isString),
	i18n_password_hide: optional(isString),
};

export const isWcAddToCartParams: Guard<WcAddToCartParams> = shape(addToCartFields);
export const isWcCartFragmentsParams: Guard<WcCartFragmentsParams> = shape(cartFragmentsFields);
export const isWoocommerceParams: Guard<WoocommerceParams> = shape(woocommerceFields);

export const readAddToCartParams = (scope?: Record<string, unknown>) =>
	readLocalized('wc_add_to_cart_params', isWcAddToCartParams, addToCartFields, scope);
export const readCartFragmentsParams = (scope?: Record<string, unknown>) =>
	readLocalized('wc_cart_fragments_params', isWcCartFragmentsParams, cartFragmentsFields, scope);
export const readWoocommerceParams = (scope?: Record<string, unknown>) =>
	readLocalized('woocommerce_params', isWoocommerceParams, woocommerceFields, scope);

/** A fragment map: jQuery selector → outer HTML rendered by the server. */
export type Fragments = Record<string, string>;

/** The success body of add_to_cart, remove_from_cart and get_refreshed_fragments. */
export interface CartFragmentsResponse {
	fragments: Fragments;
	cart_hash: string;
}

/** add_to_cart's failure body; `product_url` is false for an unknown product. */
export interface AddToCartErrorResponse {
	error: true;
	product_url: string | false;
}

/** remove_from_cart's failure body for an unknown or missing key. */
export interface RemoveFailedResponse {
	success: false;
}

export const isFragments: Guard<Fragments> = isStringMap;

export const isCartFragmentsResponse: Guard<CartFragmentsResponse> = (value): value is CartFragmentsResponse =>
	isRecord(value) && isFragments(value.fragments) && (value.cart_hash === undefined || isString(value.cart_hash));

export const isAddToCartErrorResponse: Guard<AddToCartErrorResponse> = (value): value is AddToCartErrorResponse =>
	isRecord(value) && value.error === true && (value.product_url === false || isString(value.product_url));

export const isRemoveFailedResponse: Guard<RemoveFailedResponse> = (value): value is RemoveFailedResponse =>
	isRecord(value) && value.success === false;

/** What an add_to_cart answer means for the client. */
export type AddToCartOutcome =
	| { kind: 'added'; fragments: Fragments; cartHash: string }
	| { kind: 'product-page'; url: string }
	| { kind: 'rejected' }
	| { kind: 'empty' };

/**
 * Classifies an add_to_cart body. Any `error: true` is a failure, even with
 * `product_url: false`, which the original mistook for success (contract §9.1).
 */
export function classifyAddToCart(body: unknown): AddToCartOutcome {
	if (isAddToCartErrorResponse(body))
		return body.product_url ? { kind: 'product-page', url: body.product_url } : { kind: 'rejected' };
	if (isCartFragmentsResponse(body))
		return { kind: 'added', fragments: body.fragments, cartHash: body.cart_hash ?? '' };
	return body === null || body === undefined || body === '' ? { kind: 'empty' } : { kind: 'rejected' };
}

/** Names of the `?wc-ajax=` endpoints the bundle calls. */
export type WcAjaxEndpoint = 'add_to_cart' | 'remove_from_cart' | 'get_refreshed_fragments';

export const isCartItemKey = (value: unknown): value is string => isString(value) && /^[0-9a-f]{32}$/.test(value);

/** Fills the `%%endpoint%%` template (first occurrence only, as WooCommerce does). */
export const wcAjaxUrl = (template: string, endpoint: WcAjaxEndpoint): string =>
	template.replace('%%endpoint%%', endpoint);

/** The cookies WooCommerce's server writes and the client reads. */
export const WC_COOKIE = {
	itemsInCart: 'woocommerce_items_in_cart',
	cartHash: 'woocommerce_cart_hash',
} as const;

/**
 * Which cart a page was rendered for, as the Shop Islands plugin prints it on `<html>`: the
 * `woocommerce_cart_hash` the server held while printing the page ("" for an empty cart). A page
 * cache may hand that page to anyone; the mark lets a visitor tell whether the printed cart is
 * theirs. Absent where the bundle came without the plugin (a theme enqueued it).
 */
export const RENDERED_CART_ATTRIBUTE = 'data-islands-cart';

/** The fragment key every mini-cart carries; its presence makes a stored map usable. */
export const MINI_CART_FRAGMENT = 'div.widget_shopping_cart_content';

/** sessionStorage key that remembers when the stored cart was created (ms). */
export const CART_CREATED_KEY = 'wc_cart_created';

/** A stored fragment map older than this is refreshed (24 h). */
export const FRAGMENT_MAX_AGE_MS = 86_400_000;
