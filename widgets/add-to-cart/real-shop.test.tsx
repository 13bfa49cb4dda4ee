// @vitest-environment-options {"url":"http://127.0.0.1:8884/shop/","settings":{"handleDisabledFileLoadingAsSuccess":true}}
/**
 * The add-to-cart button over what the real shop printed (issue 16): the shop
 * loop's AJAX button hydrates byte for byte with its real `wc_add_to_cart_params`,
 * a click sends the add and the recorded reply marks it added; the variable
 * product's and the sold-out product's buttons are plain links the island
 * never takes. The page's address is the recorded shop's, so its absolute
 * URLs are same-origin as they were there; the recorded pages' stylesheets
 * are not fetched.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type WcAddToCartParams, readAddToCartParams } from '../../contracts/woocommerce';
import { realShopElements, realShopGlobals, realShopMarkup, realShopReplies, replyResponse } from '../../contracts/fixtures/real-shop';
import { clearCartLiveRegion } from '../../runtime/cart-live-region';
import { itHydratesByteForByte } from '../../runtime/react/testing/island-contract-tests';
import { act, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { AddToCartButton, readAddToCartProps } from './add-to-cart-button';
import { island } from './island';

const shopGlobals = realShopGlobals().find(({ file }) => file === 'shop-empty-cart.json')!.globals;
const params = readAddToCartParams(shopGlobals) as WcAddToCartParams;
const added = realShopReplies().find(({ name }) => name === 'add-to-cart-simple')!;
const g = globalThis as Record<string, unknown>;
const holdClicks = (event: Event) => event.preventDefault();

beforeAll(() => {
	g.wc_add_to_cart_params = shopGlobals.wc_add_to_cart_params;
	readAddToCartProps(); // the page-wide reactions, installed once as the first island does
	window.addEventListener('click', holdClicks);
});
afterAll(() => {
	delete g.wc_add_to_cart_params;
	window.removeEventListener('click', holdClicks);
});
afterEach(() => {
	vi.unstubAllGlobals();
	// An add's success is spoken 1 s after it lands: cancelled here, or its timer fires after this file's document is
	// gone ("document is not defined", an unhandled error that failed a CI run).
	clearCartLiveRegion();
	document.body.innerHTML = '';
});

describe('add-to-cart button over the real shop', () => {
	it('reads the real wc_add_to_cart_params', () => {
		expect(params).not.toBeNull();
	});

	itHydratesByteForByte('real loop button (simple product)', realShopMarkup('loop-button-simple'), (element) => <AddToCartButton element={element} params={params} />);

	it('a click on the real loop button sends add_to_cart; the recorded reply marks it added with a View cart link', async () => {
		const fetch = vi.fn(async () => replyResponse(added));
		vi.stubGlobal('fetch', fetch);
		const button = fixture(realShopMarkup('loop-button-simple'));
		const unmount = hydrateForTest(button, <AddToCartButton element={button} params={params} />);
		await act(async () => button.click());
		expect(fetch).toHaveBeenCalledOnce();
		const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
		expect(url).toBe('/?wc-ajax=add_to_cart');
		const body = new URLSearchParams(String(init.body));
		expect([body.get('product_id'), body.get('quantity'), body.get('product_sku')]).toEqual(['11', '1', 'TEST-001']);
		await vi.waitFor(() => expect(button.classList.contains('added')).toBe(true));
		expect(button.parentElement!.querySelector('a.added_to_cart')!.getAttribute('href')).toBe(params.cart_url);
		unmount();
	});

	it.each(['loop-button-sold-individually', 'loop-button-backorder'])('takes the real %s: an AJAX add like the simple one', (name) => {
		expect(realShopElements(name)[0].matches(island.selector)).toBe(true);
	});

	it('with AJAX add to cart off, the real button is printed as before but the page has no wc_add_to_cart_params: the island stays inert and the link adds by a page load', () => {
		expect(realShopElements('loop-button-simple-no-ajax')[0].matches(island.selector)).toBe(true);
		const page = realShopGlobals().find(({ file }) => file === 'shop-ajax-add-off.json')!.globals;
		expect(readAddToCartParams(page)).toBeNull();
	});

	it.each(['loop-button-variable', 'loop-button-out-of-stock', 'loop-button-sold-out', 'loop-button-grouped', 'loop-button-external'])('leaves the real %s alone: not an island, a plain link', (name) => {
		const [link] = realShopElements(name);
		expect(link.matches(island.selector)).toBe(false);
		expect(realShopElements('loop-button-simple')[0].matches(island.selector)).toBe(true);
	});
});
