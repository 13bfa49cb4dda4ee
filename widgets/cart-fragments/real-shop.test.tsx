// @vitest-environment-options {"url":"http://127.0.0.1:8884/shop/","settings":{"handleDisabledFileLoadingAsSuccess":true}}
/**
 * The cart fragments over what the real shop printed and sent (issue 16).
 * Storefront's header cart holds three of this island's targets (the cart link,
 * the Cart widget, its mini-cart), but none is a "hide if empty" widget, the
 * only one with a view: with the page's real `wc_cart_fragments_params` the
 * island hydrates none of them and leaves every byte as printed; it starts the
 * fragment cache once, and the recorded refreshed fragments fill the real
 * header cart. The page's address is the recorded shop's; its stylesheets are
 * not fetched.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { realShopElements, realShopGlobals, realShopMarkup, realShopReplies, replyResponse } from '../../contracts/fixtures/real-shop';
import { attachedHandlers } from '../../runtime/react/testing/island-kit';
import { isHideableWidget } from './cart-widget';
import mount from './index';
import { island } from './island';

const g = globalThis as Record<string, unknown>;
const context = { name: 'cart-fragments', idPrefix: 'island-1-' };
const HEADER_CARTS = ['header-cart-empty', 'header-cart-full'];

afterAll(() => {
	delete g.wc_cart_fragments_params;
	document.cookie = 'woocommerce_items_in_cart=; max-age=-1; path=/';
	vi.unstubAllGlobals();
});

describe('cart fragments over the real shop', () => {
	it.each(HEADER_CARTS)('finds its targets in the real %s, none of them a widget with a view', (name) => {
		const targets = [...realShopElements(name)[0].querySelectorAll(island.selector)];
		expect(targets.map((target) => target.localName + '.' + [...target.classList].join('.'))).toEqual([
			'a.cart-contents',
			'div.widget.woocommerce.widget_shopping_cart',
			'div.widget_shopping_cart_content',
		]);
		expect(targets.some(isHideableWidget)).toBe(false);
	});

	it('with the real wc_cart_fragments_params, hydrates nothing in the full header cart, keeps its bytes, and fills it from the recorded refresh', async () => {
		const refreshed = realShopReplies().find(({ name }) => name === 'get-refreshed-fragments-full')!;
		const fetch = vi.fn(async () => replyResponse(refreshed));
		vi.stubGlobal('fetch', fetch);
		g.wc_cart_fragments_params = realShopGlobals().find(({ file }) => file === 'shop-full-cart.json')!.globals.wc_cart_fragments_params;
		document.cookie = 'woocommerce_items_in_cart=1; path=/'; // what WooCommerce sets while the cart holds something
		document.body.innerHTML = realShopMarkup('header-cart-full');
		const printed = document.body.innerHTML;

		const header = document.body.firstElementChild!;
		for (const target of header.querySelectorAll<HTMLElement>(island.selector)) expect(mount(target, context)).toBeUndefined();
		expect(document.body.innerHTML).toBe(printed);
		expect(attachedHandlers(header)).toEqual({});

		await vi.waitFor(() => expect(document.querySelectorAll('.widget_shopping_cart_content .woocommerce-mini-cart-item')).toHaveLength(2));
		expect(fetch).toHaveBeenCalledOnce();
		const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
		expect(url).toBe(refreshed.request.url);
		expect(String(init.body)).toMatch(/^time=\d+$/);
		expect(document.querySelector('a.cart-contents .count')!.textContent).toBe('2 items');
	});
});
