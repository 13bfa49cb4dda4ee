/**
 * The add-to-cart island end to end in the DOM: the loader's default mount on
 * the button, a click, the request on the wire, the events other scripts see,
 * the fragments and the button states.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADD_TO_CART_PARAMS } from '../../contracts/woocommerce.fixtures';
import { act } from '../../runtime/react/testing/island-kit';
import mount from './index';

const params = { ...ADD_TO_CART_PARAMS };
const g = globalThis as Record<string, unknown>;
const context = { name: 'add-to-cart', idPrefix: 'island-1-' };

const PAGE = `
	<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the cart.</p></div>
	<ul class="products"><li class="product">
		<a href="?add-to-cart=280" aria-describedby="woocommerce_loop_add_to_cart_link_describedby_280" data-quantity="1"
		   class="button wp-element-button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="280"
		   data-product_sku="MUG-1" aria-label="Add to cart: &ldquo;Mug&rdquo;" rel="nofollow"
		   data-success_message="&ldquo;Mug&rdquo; has been added to your cart" role="button">Add to cart</a>
		<span id="woocommerce_loop_add_to_cart_link_describedby_280" class="screen-reader-text"></span>
	</li></ul>`;
const MINI_AFTER =
	'<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart cart_list product_list_widget"><li class="woocommerce-mini-cart-item mini_cart_item">Mug</li></ul></div>';
const ADDED = { fragments: { 'div.widget_shopping_cart_content': MINI_AFTER }, cart_hash: 'd41d8cd98f00b204e9800998ecf8427e' };

/** Records the default state of every click after the island saw it, and keeps happy-dom from following links. */
const clicks: boolean[] = [];
const holdClicks = (event: Event) => {
	clicks.push(event.defaultPrevented);
	event.preventDefault();
};

const button = () => document.querySelector<HTMLElement>('.ajax_add_to_cart')!;
let unmount: void | (() => void);
/** Mounts the island on the page's button as the loader does, and lets it finish hydrating. */
const mountButton = () =>
	act(async () => {
		unmount = await mount(button(), context);
	});
const waitFor = (check: () => void) => vi.waitFor(check, { interval: 2, timeout: 1000 });

function stubFetch(body: unknown) {
	const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(body === '' ? '' : JSON.stringify(body)));
	vi.stubGlobal('fetch', fetchMock);
	return fetchMock;
}

beforeAll(() => window.addEventListener('click', holdClicks));
afterAll(() => window.removeEventListener('click', holdClicks));
beforeEach(() => {
	document.body.innerHTML = PAGE;
	clicks.length = 0;
});
afterEach(() => {
	if (unmount) act(() => (unmount as () => void)());
	unmount = undefined;
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
	vi.useRealTimers();
});

describe('without wc_add_to_cart_params (contract G6)', () => {
	it('stays inert: the click is not prevented and nothing is sent', async () => {
		const fetchMock = stubFetch(ADDED);
		await mountButton();
		expect(unmount).toBeUndefined();
		button().click();
		await new Promise((resolve) => setTimeout(resolve, 10));
		expect(clicks).toEqual([false]);
		expect(fetchMock).not.toHaveBeenCalled();
		expect(button().classList.contains('loading')).toBe(false);
	});
});

describe('with a corrupt wc_add_to_cart_params', () => {
	afterAll(() => {
		delete g.wc_add_to_cart_params;
	});

	it('every button stays a link, with one warning for the page', async () => {
		g.wc_add_to_cart_params = { wc_ajax_url: 5 };
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
		const fetchMock = stubFetch(ADDED);
		document.body.innerHTML = PAGE + PAGE.replace(/280/g, '281');
		for (const each of document.querySelectorAll<HTMLElement>('.ajax_add_to_cart')) expect(await mount(each, context)).toBeUndefined();
		for (const each of document.querySelectorAll<HTMLElement>('.ajax_add_to_cart')) each.click();
		await new Promise((resolve) => setTimeout(resolve, 10));
		expect(clicks).toEqual([false, false]);
		expect(fetchMock).not.toHaveBeenCalled();
		expect(warn).toHaveBeenCalledTimes(1);
	});
});

describe('with wc_add_to_cart_params', () => {
	beforeAll(() => {
		g.wc_add_to_cart_params = params;
	});
	beforeEach(mountButton);
	afterAll(() => {
		delete g.wc_add_to_cart_params;
	});

	it('adds to cart: request, events in order, fragments, classes and the View cart link', async () => {
		const fetchMock = stubFetch(ADDED);
		const events: string[] = [];
		const names = ['adding_to_cart', 'added_to_cart', 'wc_cart_button_updated', 'wc_fragments_loaded'];
		const record = (event: Event) => events.push(event.type);
		for (const name of names) document.body.addEventListener(`wc:${name}`, record);
		try {
			button().click();
			expect(clicks).toEqual([true]);
			expect(button().classList.contains('loading')).toBe(true);
			await waitFor(() => expect(events).toContain('wc:wc_fragments_loaded'));
		} finally {
			for (const name of names) document.body.removeEventListener(`wc:${name}`, record);
		}

		expect(fetchMock).toHaveBeenCalledTimes(1);
		const [url, init] = fetchMock.mock.calls[0];
		expect(url).toBe('/?wc-ajax=add_to_cart');
		expect(init.method).toBe('POST');
		expect(init.body).toBe(
			'quantity=1&product_id=280&product_sku=MUG-1&success_message=%E2%80%9CMug%E2%80%9D+has+been+added+to+your+cart',
		);
		expect(new Headers(init.headers).get('x-requested-with')).toBe('XMLHttpRequest');

		expect(events).toEqual(['wc:adding_to_cart', 'wc:added_to_cart', 'wc:wc_cart_button_updated', 'wc:wc_fragments_loaded']);
		expect(document.querySelector('.widget_shopping_cart_content')!.outerHTML).toBe(MINI_AFTER);
		expect(button().classList.contains('loading')).toBe(false);
		expect(button().classList.contains('added')).toBe(true);
		const links = document.querySelectorAll<HTMLAnchorElement>('a.added_to_cart.wc-forward');
		expect(links).toHaveLength(1);
		expect(button().nextElementSibling).toBe(links[0]);
		expect(links[0].textContent).toBe('View cart');
		expect(links[0].href).toBe(new URL('/cart/', location.href).href);
	});

	it('third parties without jQuery get the bare event names with DOM elements', async () => {
		stubFetch(ADDED);
		const got: unknown[][] = [];
		const listener = (event: Event) => got.push((event as CustomEvent).detail);
		document.body.addEventListener('added_to_cart', listener);
		try {
			button().click();
			await waitFor(() => expect(got).toHaveLength(1));
		} finally {
			document.body.removeEventListener('added_to_cart', listener);
		}
		expect(got[0]).toEqual([ADDED.fragments, ADDED.cart_hash, button()]);
	});

	it('a second add keeps one View cart link', async () => {
		const fetchMock = stubFetch(ADDED);
		button().click();
		await waitFor(() => expect(button().classList.contains('added')).toBe(true));
		button().click();
		expect(button().classList.contains('added')).toBe(false);
		await waitFor(() => expect(button().classList.contains('added')).toBe(true));
		expect(fetchMock).toHaveBeenCalledTimes(2);
		expect(document.querySelectorAll('a.added_to_cart')).toHaveLength(1);
	});

	it('announces data-success_message in the cart live region after 1 s', async () => {
		vi.useFakeTimers();
		stubFetch(ADDED);
		button().click();
		await vi.advanceTimersByTimeAsync(0);
		expect(button().classList.contains('added')).toBe(true);
		const region = document.querySelector('.widget_shopping_cart_live_region')!;
		expect(region.textContent).toBe('');
		await vi.advanceTimersByTimeAsync(1000);
		expect(region.getAttribute('aria-relevant')).toBe('all');
		await vi.advanceTimersByTimeAsync(100);
		expect(region.textContent).toBe('“Mug” has been added to your cart');
	});

	it('{error:true, product_url} sends the reader to the same-origin product page', async () => {
		stubFetch({ error: true, product_url: '/product/x/' });
		const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
		const added = vi.fn();
		document.body.addEventListener('wc:added_to_cart', added);
		try {
			button().click();
			await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
		} finally {
			document.body.removeEventListener('wc:added_to_cart', added);
		}
		expect(assign).toHaveBeenCalledWith(new URL('/product/x/', location.href).href);
		expect(added).not.toHaveBeenCalled();
	});

	it('a veto through preventDefault on wc:should_send_ajax_request.adding_to_cart sends nothing and clears loading', async () => {
		const fetchMock = stubFetch(ADDED);
		const order: string[] = [];
		const veto = (event: Event) => {
			expect((event as CustomEvent).detail).toEqual([button()]);
			event.preventDefault();
		};
		const notSent = (event: Event) => order.push(`not_sent:${JSON.stringify((event as CustomEvent).detail.slice(0, 2))}`);
		const updated = () => order.push('button_updated');
		document.body.addEventListener('wc:should_send_ajax_request.adding_to_cart', veto);
		document.body.addEventListener('wc:ajax_request_not_sent.adding_to_cart', notSent);
		document.body.addEventListener('wc:wc_cart_button_updated', updated);
		try {
			button().click();
			await new Promise((resolve) => setTimeout(resolve, 10));
		} finally {
			document.body.removeEventListener('wc:should_send_ajax_request.adding_to_cart', veto);
			document.body.removeEventListener('wc:ajax_request_not_sent.adding_to_cart', notSent);
			document.body.removeEventListener('wc:wc_cart_button_updated', updated);
		}
		expect(fetchMock).not.toHaveBeenCalled();
		expect(clicks).toEqual([true]); // contract §9.3: no navigation after a veto
		expect(button().classList.contains('loading')).toBe(false);
		expect(order).toEqual(['not_sent:[false,false]', 'button_updated']);
	});
});
