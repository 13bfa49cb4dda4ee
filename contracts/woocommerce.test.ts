// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
	classifyAddToCart,
	isAddToCartErrorResponse,
	isCartFragmentsResponse,
	isCartItemKey,
	isRemoveFailedResponse,
	isWcAddToCartParams,
	isWcCartFragmentsParams,
	isWoocommerceParams,
	readAddToCartParams,
	readCartFragmentsParams,
	readWoocommerceParams,
	wcAjaxUrl,
} from './woocommerce';

afterEach(() => vi.restoreAllMocks());

// Shapes as a WordPress 6.9 / WooCommerce 10.9 page prints them (contract §1, G1).
const addToCartParams = {
	ajax_url: '/wp-admin/admin-ajax.php',
	wc_ajax_url: '/?wc-ajax=%%endpoint%%',
	i18n_view_cart: 'View cart',
	cart_url: 'https://site.example/cart/',
	is_cart: '',
	cart_redirect_after_add: 'no',
};
const fragmentsParams = {
	ajax_url: '/wp-admin/admin-ajax.php',
	wc_ajax_url: '/?wc-ajax=%%endpoint%%',
	cart_hash_key: 'wc_cart_hash_1b9c',
	fragment_name: 'wc_fragments_1b9c',
	request_timeout: '5000',
};

describe('localized globals: guards', () => {
	it('accept the observed add-to-cart shapes (is_cart "" and "1")', () => {
		expect(isWcAddToCartParams(addToCartParams)).toBe(true);
		expect(isWcAddToCartParams({ ...addToCartParams, is_cart: '1', cart_redirect_after_add: 'yes' })).toBe(true);
	});

	it('accept extra keys added by filters', () => {
		expect(isWcAddToCartParams({ ...addToCartParams, extra: { nested: true } })).toBe(true);
	});

	it('accept request_timeout as the string "5000"', () => {
		expect(isWcCartFragmentsParams(fragmentsParams)).toBe(true);
	});

	it('accept woocommerce_params with and without the i18n keys', () => {
		const base = { ajax_url: '/a', wc_ajax_url: '/?wc-ajax=%%endpoint%%' };
		expect(isWoocommerceParams(base)).toBe(true);
		expect(isWoocommerceParams({ ...base, i18n_password_show: 'Show password', i18n_password_hide: 'Hide password' })).toBe(true);
		expect(isWoocommerceParams({ ...base, i18n_password_show: 1 })).toBe(false);
	});

	it.each([
		['a boolean is_cart', { ...addToCartParams, is_cart: true }],
		['a missing cart_url', (({ cart_url: _omit, ...rest }) => rest)(addToCartParams)],
		['null', null],
		['an array', [addToCartParams]],
		['a string', 'wc_add_to_cart_params'],
	])('reject %s', (_name, value) => {
		expect(isWcAddToCartParams(value)).toBe(false);
	});

	it('reject a numeric request_timeout (it is always a string on the wire)', () => {
		expect(isWcCartFragmentsParams({ ...fragmentsParams, request_timeout: 5000 })).toBe(false);
	});
});

describe('localized globals: readers', () => {
	it.each([
		['readAddToCartParams', readAddToCartParams, 'wc_add_to_cart_params', addToCartParams],
		['readCartFragmentsParams', readCartFragmentsParams, 'wc_cart_fragments_params', fragmentsParams],
		['readWoocommerceParams', readWoocommerceParams, 'woocommerce_params', { ajax_url: '/a', wc_ajax_url: '/b' }],
	] as const)('%s returns the global when valid', (_name, read, global, value) => {
		expect(read({ [global]: value })).toEqual(value);
	});

	it.each([
		['readAddToCartParams', readAddToCartParams],
		['readCartFragmentsParams', readCartFragmentsParams],
		['readWoocommerceParams', readWoocommerceParams],
	] as const)('%s returns null quietly when the global is missing', (_name, read) => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
		expect(read({})).toBeNull();
		expect(warn).not.toHaveBeenCalled();
	});

	it.each([
		['readAddToCartParams', readAddToCartParams, 'wc_add_to_cart_params'],
		['readCartFragmentsParams', readCartFragmentsParams, 'wc_cart_fragments_params'],
		['readWoocommerceParams', readWoocommerceParams, 'woocommerce_params'],
	] as const)('%s returns null with exactly one warning when the global is corrupt', (_name, read, global) => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
		expect(read({ [global]: { ajax_url: 42 } })).toBeNull();
		expect(warn).toHaveBeenCalledTimes(1);
		expect(String(warn.mock.calls[0][0])).toContain(global);
	});

	it('reads window globals by default', () => {
		(globalThis as Record<string, unknown>).wc_add_to_cart_params = addToCartParams;
		try {
			expect(readAddToCartParams()).toEqual(addToCartParams);
		} finally {
			delete (globalThis as Record<string, unknown>).wc_add_to_cart_params;
		}
	});
});

describe('responses', () => {
	const fragments = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"></div>' };

	it('classifies a success body as added, with the hash', () => {
		expect(classifyAddToCart({ fragments, cart_hash: 'abc' })).toEqual({ kind: 'added', fragments, cartHash: 'abc' });
	});

	it('classifies a success body without cart_hash as added with an empty hash', () => {
		expect(classifyAddToCart({ fragments })).toEqual({ kind: 'added', fragments, cartHash: '' });
	});

	it('sends a product_url error to the product page', () => {
		expect(classifyAddToCart({ error: true, product_url: 'http://site/product/hoodie/' })).toEqual({
			kind: 'product-page',
			url: 'http://site/product/hoodie/',
		});
	});

	it('treats {error:true, product_url:false} as rejected, not success (contract §9.1)', () => {
		expect(classifyAddToCart({ error: true, product_url: false })).toEqual({ kind: 'rejected' });
	});

	it.each([null, undefined, ''])('treats %j (empty body) as empty', (body) => {
		expect(classifyAddToCart(body)).toEqual({ kind: 'empty' });
	});

	it.each([
		['HTML text', '<html><body>Fatal error</body></html>'],
		['a number', 0],
		['an empty object', {}],
		['{success:false}', { success: false }],
		['fragments with a non-string value', { fragments: { a: 1 } }],
		['an array', []],
	])('treats %s as rejected', (_name, body) => {
		expect(classifyAddToCart(body)).toEqual({ kind: 'rejected' });
	});

	it('response guards', () => {
		expect(isCartFragmentsResponse({ fragments, cart_hash: '' })).toBe(true);
		expect(isCartFragmentsResponse({ fragments, cart_hash: 5 })).toBe(false);
		expect(isAddToCartErrorResponse({ error: true, product_url: false })).toBe(true);
		expect(isAddToCartErrorResponse({ error: 'true', product_url: false })).toBe(false);
		expect(isRemoveFailedResponse({ success: false })).toBe(true);
		expect(isRemoveFailedResponse({ success: true })).toBe(false);
	});

	it('isCartItemKey accepts 32 lowercase hex only', () => {
		expect(isCartItemKey('6512bd43d9caa6e02c990b0a82652dca')).toBe(true);
		expect(isCartItemKey('6512bd43d9caa6e02c990b0a82652dc')).toBe(false);
		expect(isCartItemKey('6512bd43d9caa6e02c990b0a82652dcz')).toBe(false);
	});
});

describe('wcAjaxUrl', () => {
	it('fills the endpoint', () => {
		expect(wcAjaxUrl('/?wc-ajax=%%endpoint%%', 'add_to_cart')).toBe('/?wc-ajax=add_to_cart');
	});

	it('keeps other query arguments and a sub-directory', () => {
		expect(wcAjaxUrl('/sub/?lang=de&wc-ajax=%%endpoint%%&v=2', 'get_refreshed_fragments')).toBe(
			'/sub/?lang=de&wc-ajax=get_refreshed_fragments&v=2',
		);
	});

	it('replaces only the first %%endpoint%%', () => {
		expect(wcAjaxUrl('/?wc-ajax=%%endpoint%%&x=%%endpoint%%', 'remove_from_cart')).toBe(
			'/?wc-ajax=remove_from_cart&x=%%endpoint%%',
		);
	});
});
