/**
 * The add-to-cart outcomes other than a plain success: the redirect option,
 * every failure, the queue, request filtering and the jQuery channel. Each
 * button is mounted as the loader would mount it: only when it matches the
 * island's selector and no operator switch is on it.
 */
// @ts-ignore -- jquery ships no type declarations and @types/jquery is not installed.
import $ from 'jquery';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WcAddToCartParams } from '../../contracts/woocommerce';
import { isElementOff } from '../../runtime/loader/switches';
import { act } from '../../runtime/react/testing/island-kit';
import { FAILURE_EVENT, installAddToCart } from './add-to-cart';
import { FAILURE_CLASS } from './button-state';
import mount from './index';
import { island } from './island';

const params: WcAddToCartParams = {
	ajax_url: '/wp-admin/admin-ajax.php',
	wc_ajax_url: '/shop/?wc-ajax=%%endpoint%%&lang=de',
	i18n_view_cart: 'View cart',
	cart_url: '/cart/',
	is_cart: '',
	cart_redirect_after_add: 'yes',
};
const g = globalThis as { jQuery?: unknown; wc_add_to_cart_params?: unknown };
type JQ = (target: unknown) => { on: Function; off: Function; data: Function; removeData: Function };
const jq = $ as unknown as JQ;

const ADDED = { fragments: { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">Mug</div>' }, cart_hash: 'h' };

const clicks: boolean[] = [];
const holdClicks = (event: Event) => {
	clicks.push(event.defaultPrevented);
	event.preventDefault();
};
const waitFor = (check: () => void) => vi.waitFor(check, { interval: 2, timeout: 1000 });
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

let unmount: void | (() => void);
async function render(attributes = 'class="button add_to_cart_button ajax_add_to_cart" data-product_id="280" data-quantity="1"') {
	document.body.innerHTML = `<div class="widget_shopping_cart_content"></div><p><a href="?add-to-cart=280" ${attributes}>Add</a></p>`;
	const button = document.querySelector<HTMLElement>('p > a')!;
	if (button.matches(island.selector) && !isElementOff(button))
		await act(async () => {
			unmount = await mount(button, { name: 'add-to-cart', idPrefix: 'island-1-' });
		});
	return button;
}

function stubFetch(respond: () => Promise<Response> | Response) {
	const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => respond());
	vi.stubGlobal('fetch', fetchMock);
	return fetchMock;
}
const json = (body: unknown) => () => new Response(JSON.stringify(body));

/** Collects `wc:` events of the given names on body. */
function recordEvents(...names: string[]) {
	const seen: Array<[string, unknown]> = [];
	const record = (event: Event) => seen.push([event.type.slice(3), (event as CustomEvent).detail]);
	for (const name of names) document.body.addEventListener(`wc:${name}`, record);
	cleanups.push(() => {
		for (const name of names) document.body.removeEventListener(`wc:${name}`, record);
	});
	return seen;
}

const cleanups: Array<() => void> = [];
beforeAll(() => {
	g.wc_add_to_cart_params = params;
	installAddToCart(params);
	installAddToCart({ ...params, cart_redirect_after_add: 'no' }); // later calls do nothing
	window.addEventListener('click', holdClicks);
});
afterAll(() => {
	window.removeEventListener('click', holdClicks);
	delete g.wc_add_to_cart_params;
});
beforeEach(() => {
	clicks.length = 0;
	vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});
afterEach(() => {
	if (unmount) act(() => (unmount as () => void)());
	unmount = undefined;
	for (const cleanup of cleanups.splice(0)) cleanup();
	delete g.jQuery;
	jq(document.body).off();
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
});

describe('success with cart_redirect_after_add = "yes"', () => {
	it('goes to cart_url and does not emit added_to_cart', async () => {
		const button = await render();
		const fetchMock = stubFetch(json(ADDED));
		const seen = recordEvents('added_to_cart');
		button.click();
		await waitFor(() => expect(location.assign).toHaveBeenCalledTimes(1));
		expect(location.assign).toHaveBeenCalledWith(new URL('/cart/', location.href).href);
		expect(fetchMock.mock.calls[0][0]).toBe('/shop/?wc-ajax=add_to_cart&lang=de');
		expect(seen).toEqual([]);
	});
});

describe('failures end with a usable button and a visible reason', () => {
	it.each([
		['{error:true, product_url:false}', json({ error: true, product_url: false }), 'The shop did not accept this product.'],
		['an empty body', () => new Response(''), 'The shop sent no answer.'],
		['HTTP 500', () => new Response('oops', { status: 500 }), 'An unknown error occurred.'],
		['an HTML page', () => new Response('<html>Fatal error</html>'), 'The response is not a valid JSON response.'],
		[
			'a network error',
			() => {
				throw new TypeError('Failed to fetch');
			},
			'The connection to the server failed.', // online: not "offline"
		],
		['a cross-origin product_url', json({ error: true, product_url: 'https://evil.example/p/' }), 'The product page is not on this site.'],
	])('%s', async (_name, respond, reason) => {
		vi.spyOn(console, 'warn').mockImplementation(() => {});
		const button = await render();
		stubFetch(respond);
		const seen = recordEvents('added_to_cart', 'wc_cart_button_updated');
		const failures: unknown[] = [];
		const onFailure = (event: Event) => failures.push((event as CustomEvent).detail);
		document.addEventListener(FAILURE_EVENT, onFailure);
		cleanups.push(() => document.removeEventListener(FAILURE_EVENT, onFailure));

		button.click();
		await waitFor(() => expect(failures).toHaveLength(1));

		expect(failures[0]).toEqual([button, reason]);
		expect(button.classList.contains('loading')).toBe(false);
		expect(button.classList.contains('added')).toBe(false);
		expect(button.nextElementSibling?.className).toBe(FAILURE_CLASS);
		expect(button.nextElementSibling?.textContent).toBe(`Could not add to cart. ${reason}`);
		expect(seen.map(([name]) => name)).toEqual(['wc_cart_button_updated']);
		expect(location.assign).not.toHaveBeenCalled();
		expect(document.querySelector('a.added_to_cart')).toBeNull();
	});
});

describe('the queue (contract §4.1)', () => {
	it('five rapid clicks make five strictly sequential requests, and loading lasts until the last', async () => {
		const button = await render();
		const pending: Array<(response: Response) => void> = [];
		const fetchMock = stubFetch(() => new Promise<Response>((resolve) => pending.push(resolve)));
		for (let i = 0; i < 5; i++) button.click();
		for (let i = 1; i <= 5; i++) {
			await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(i));
			await settle();
			expect(fetchMock).toHaveBeenCalledTimes(i); // the next waits for this one
			expect(button.classList.contains('loading')).toBe(true);
			pending[i - 1](new Response(JSON.stringify({ error: true, product_url: false })));
		}
		await waitFor(() => expect(button.classList.contains('loading')).toBe(false));
		expect(fetchMock).toHaveBeenCalledTimes(5);
	});
});

describe('which clicks are handled', () => {
	it.each([
		['no ajax_add_to_cart class', 'class="button add_to_cart_button" data-product_id="280"'],
		['an empty data-product_id', 'class="button add_to_cart_button ajax_add_to_cart" data-product_id=""'],
		['no data-product_id', 'class="button add_to_cart_button ajax_add_to_cart"'],
		['a blocks-store button (.wc-interactive)', 'class="add_to_cart_button ajax_add_to_cart wc-interactive" data-product_id="280"'],
		['data-island-off', 'class="add_to_cart_button ajax_add_to_cart" data-product_id="280" data-island-off'],
	])('%s → no request, the link is followed', async (_name, attributes) => {
		const button = await render(attributes);
		const fetchMock = stubFetch(json(ADDED));
		button.click();
		await settle();
		expect(clicks).toEqual([false]);
		expect(fetchMock).not.toHaveBeenCalled();
		expect(button.classList.contains('loading')).toBe(false);
	});

	it('a click on a child of the button is handled', async () => {
		const button = await render();
		button.innerHTML = '<span>Add</span>';
		const fetchMock = stubFetch(json(ADDED));
		button.querySelector('span')!.click();
		await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
		expect(clicks).toEqual([true]);
	});
});

describe('adding_to_cart listeners change the wire (contract §3.2)', () => {
	it('native listener on wc:adding_to_cart', async () => {
		const button = await render();
		const fetchMock = stubFetch(json(ADDED));
		const mutate = (event: Event) => {
			const [target, data] = (event as CustomEvent).detail as [HTMLElement, Record<string, unknown>];
			expect(target).toBe(button);
			data.wishlist_id = '12';
			delete data.quantity;
		};
		document.body.addEventListener('wc:adding_to_cart', mutate);
		cleanups.push(() => document.body.removeEventListener('wc:adding_to_cart', mutate));
		button.click();
		await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
		expect(fetchMock.mock.calls[0][1].body).toBe('product_id=280&wishlist_id=12');
	});
});

describe('with jQuery on the page', () => {
	beforeEach(() => {
		g.jQuery = $;
	});

	it('jQuery .data() values travel, dataset wins, and a jQuery adding_to_cart handler can mutate data', async () => {
		const button = await render();
		jq(button).data('wishlist_id', 7);
		jq(button).data('product_id', 999);
		const fetchMock = stubFetch(json(ADDED));
		const handler = vi.fn((_event: unknown, $btn: { 0: Element }, data: Record<string, unknown>) => {
			expect($btn[0]).toBe(button);
			data.remove_from_wishlist_after_add_to_cart = 'yes';
		});
		jq(document.body).on('adding_to_cart', handler);
		button.click();
		await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
		expect(handler).toHaveBeenCalledTimes(1);
		const body = new URLSearchParams(String(fetchMock.mock.calls[0][1].body));
		expect(body.get('product_id')).toBe('280');
		expect(body.get('quantity')).toBe('1');
		expect(body.get('wishlist_id')).toBe('7');
		expect(body.get('remove_from_wishlist_after_add_to_cart')).toBe('yes');
		jq(button).removeData();
	});

	it('a jQuery handler returning false vetoes: no request, ajax_request_not_sent with [false, false, $btn], loading cleared', async () => {
		const button = await render();
		const fetchMock = stubFetch(json(ADDED));
		jq(document.body).on('should_send_ajax_request.adding_to_cart', () => false);
		const notSent = vi.fn();
		jq(document.body).on('ajax_request_not_sent.adding_to_cart', notSent);
		button.click();
		await settle();
		expect(fetchMock).not.toHaveBeenCalled();
		expect(notSent).toHaveBeenCalledTimes(1);
		const [, first, second, $btn] = notSent.mock.calls[0];
		expect([first, second]).toEqual([false, false]);
		expect($btn[0]).toBe(button);
		expect(button.classList.contains('loading')).toBe(false);
	});
});
