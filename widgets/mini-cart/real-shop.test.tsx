// @vitest-environment-options {"url":"http://127.0.0.1:8884/shop/","settings":{"handleDisabledFileLoadingAsSuccess":true}}
/**
 * The mini-cart over what the real shop printed and sent (issue 16), with the
 * page's real `wc_add_to_cart_params`. WooCommerce prints the header's
 * mini-cart empty, full cart or not, and fills it from the refreshed fragments:
 * both printed placeholders and the recorded fragments (two lines, and the
 * empty cart) hydrate byte for byte, and a click on a real remove link sends
 * the removal WooCommerce's script sends; the recorded reply replaces the
 * mini-cart and the header's count. The page's address is the recorded shop's;
 * its stylesheets are not fetched.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type WcAddToCartParams, readAddToCartParams } from '../../contracts/woocommerce';
import { realShopGlobals, realShopMarkup, realShopReplies, replyResponse } from '../../contracts/fixtures/real-shop';
import { itHydratesByteForByte } from '../../runtime/react/testing/island-contract-tests';
import { act, framework, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { MiniCart, readMiniCartProps } from './mini-cart';

const shopGlobals = realShopGlobals().find(({ file }) => file === 'shop-full-cart.json')!.globals;
const params = readAddToCartParams(shopGlobals) as WcAddToCartParams;
const reply = (name: string) => realShopReplies().find((recorded) => recorded.name === name)!;
const CONTENT = 'div.widget_shopping_cart_content';
/** The mini-cart as a recorded reply's fragments fill it. */
const filledBy = (name: string) => (JSON.parse(reply(name).response.body) as { fragments: Record<string, string> }).fragments[CONTENT];

const g = globalThis as Record<string, unknown>;
const holdClicks = (event: Event) => event.preventDefault();

beforeAll(() => {
	g.wc_add_to_cart_params = shopGlobals.wc_add_to_cart_params;
	readMiniCartProps(); // the page-wide cart listeners, installed once as the first island does
	window.addEventListener('click', holdClicks);
});
afterAll(() => {
	delete g.wc_add_to_cart_params;
	window.removeEventListener('click', holdClicks);
});
beforeEach(() => {
	vi.stubGlobal('matchMedia', () => ({ matches: true })); // reduced motion: no fades
});
afterEach(() => {
	vi.unstubAllGlobals();
	document.body.innerHTML = '';
});

describe('mini-cart over the real shop', () => {
	it('reads the real wc_add_to_cart_params', () => {
		expect(params).not.toBeNull();
	});

	itHydratesByteForByte(
		'real mini-cart',
		[
			['as printed, empty cart (mini-cart-empty)', realShopMarkup('mini-cart-empty')],
			['as printed, full cart (mini-cart-full)', realShopMarkup('mini-cart-full')],
			['as the refreshed fragments fill it, two lines', filledBy('get-refreshed-fragments-full')],
			['as the refreshed fragments fill it, empty cart', filledBy('get-refreshed-fragments-empty')],
		],
		(element) => <MiniCart element={element} params={params} />,
	);

	it('a click on a real remove link sends the removal; the recorded reply replaces the mini-cart and the header count', async () => {
		const removed = reply('remove-from-cart');
		const fetch = vi.fn(async () => replyResponse(removed));
		vi.stubGlobal('fetch', fetch);
		document.body.innerHTML = realShopMarkup('header-cart-full');
		document.querySelector(CONTENT)!.outerHTML = filledBy('get-refreshed-fragments-full');
		const content = document.querySelector<HTMLElement>(CONTENT)!;
		const unmount = hydrateForTest(content, <MiniCart element={content} params={params} />);
		const link = content.querySelector<HTMLAnchorElement>(`.remove_from_cart_button[data-cart_item_key="6512bd43d9caa6e02c990b0a82652dca"]`)!;
		await act(async () => link.click());
		await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
		const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
		expect(url).toBe(removed.request.url);
		expect(String(init.body)).toBe(removed.request.body);
		await vi.waitFor(() => expect(document.querySelector(CONTENT)).not.toBe(content));
		expect(document.querySelectorAll(`${CONTENT} .woocommerce-mini-cart-item`)).toHaveLength(1);
		expect(document.querySelector('a.cart-contents .count')!.textContent).toBe('1 item');
		// The fragments replaced the island's element: Preact (what ships) unmounts it quietly, React would throw.
		if (framework === 'preact') unmount();
	});
});
