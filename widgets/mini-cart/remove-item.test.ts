/**
 * Removing a mini-cart row (contract §4.3), through the island's default mount
 * on the mini-cart, so the delegated listener and the shared fragment handling
 * are the real ones.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADD_TO_CART_PARAMS } from '../../contracts/woocommerce.fixtures';
import { act } from '../../runtime/react/testing/island-kit';
import mount from './index';

const params = { ...ADD_TO_CART_PARAMS };
const g = globalThis as Record<string, unknown>;
const KEY = '6512bd43d9caa6e02c990b0a82652dca';
const HREF = `/cart/?remove_item=${KEY}&_wpnonce=df320f92d5`;

const MINI = `<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart cart_list product_list_widget">
	<li class="woocommerce-mini-cart-item mini_cart_item" id="row-mug">
		<a role="button" href="${HREF}" class="remove remove_from_cart_button" aria-label="Remove Mug from cart"
		   data-product_id="11" data-cart_item_key="${KEY}" data-product_sku="MUG-1"
		   data-success_message="&ldquo;Mug&rdquo; has been removed from your cart">&times;</a> Mug
	</li>
	<li class="woocommerce-mini-cart-item mini_cart_item" id="row-hoodie">Hoodie</li>
</ul></div>`;
const EMPTY_MINI =
	'<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the cart.</p></div>';

const clicks: boolean[] = [];
const holdClicks = (event: Event) => {
	clicks.push(event.defaultPrevented);
	event.preventDefault();
};
const waitFor = (check: () => void) => vi.waitFor(check, { interval: 2, timeout: 1000 });
const link = () => document.querySelector<HTMLAnchorElement>('.remove_from_cart_button')!;
const row = () => document.getElementById('row-mug')!;

let unmount: void | (() => void);
/** Mounts the island on the page's mini-cart, if it has one, as the loader would. */
const mountMiniCart = () =>
	act(async () => {
		const content = document.querySelector<HTMLElement>('.widget_shopping_cart_content');
		if (content) unmount = await mount(content, { name: 'mini-cart', idPrefix: 'island-1-' });
	});

beforeAll(() => {
	g.wc_add_to_cart_params = params;
	window.addEventListener('click', holdClicks);
});
afterAll(() => {
	delete g.wc_add_to_cart_params;
	window.removeEventListener('click', holdClicks);
});
beforeEach(async () => {
	document.body.innerHTML = `<header>${MINI}</header>`;
	clicks.length = 0;
	// Reduced motion: no fade, so unblocking is immediate.
	vi.stubGlobal('matchMedia', () => ({ matches: true }));
	await mountMiniCart();
});
afterEach(() => {
	if (unmount) act(() => (unmount as () => void)());
	unmount = undefined;
	vi.restoreAllMocks();
	vi.unstubAllGlobals();
});

describe('remove from the mini-cart', () => {
	it('blocks the row while the request is pending and posts the cart_item_key', async () => {
		let answer!: (response: Response) => void;
		const fetchMock = vi.fn((_url: string, _init: RequestInit) => new Promise<Response>((resolve) => (answer = resolve)));
		vi.stubGlobal('fetch', fetchMock);
		link().click();
		expect(clicks).toEqual([true]);
		await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
		expect(fetchMock.mock.calls[0][0]).toBe('/?wc-ajax=remove_from_cart');
		expect(fetchMock.mock.calls[0][1].body).toBe(`cart_item_key=${KEY}`);
		expect(row().querySelector('.blockUI.blockOverlay')).not.toBeNull();
		expect(row().querySelector('.blockUI.blockMsg')!.textContent).toBe('Please wait...');
		expect(row().getAttribute('aria-busy')).toBe('true');
		expect(document.getElementById('row-hoodie')!.querySelector('.blockUI')).toBeNull();

		// A second click on the same row is the same intent.
		link().click();
		await new Promise((resolve) => setTimeout(resolve, 10));
		expect(fetchMock).toHaveBeenCalledTimes(1);

		const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
		answer(new Response(JSON.stringify({ success: false })));
		await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
	});

	it('success emits removed_from_cart and the fragments replace the mini-cart', async () => {
		const fragments = { 'div.widget_shopping_cart_content': EMPTY_MINI };
		vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ fragments, cart_hash: '' }))));
		const removed: unknown[][] = [];
		const loaded = vi.fn();
		const onRemoved = (event: Event) => removed.push((event as CustomEvent).detail);
		const theLink = link();
		document.body.addEventListener('wc:removed_from_cart', onRemoved);
		document.body.addEventListener('wc:wc_fragments_loaded', loaded);
		try {
			theLink.click();
			await waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
		} finally {
			document.body.removeEventListener('wc:removed_from_cart', onRemoved);
			document.body.removeEventListener('wc:wc_fragments_loaded', loaded);
		}
		expect(removed).toEqual([[fragments, '', theLink]]);
		expect(document.querySelector('.widget_shopping_cart_content')!.outerHTML).toBe(EMPTY_MINI);
		expect(document.getElementById('row-mug')).toBeNull();
		expect(document.querySelector('.blockUI')).toBeNull();
	});

	it('announces data-success_message after a success', async () => {
		vi.useFakeTimers();
		try {
			vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ fragments: {}, cart_hash: '' }))));
			link().click();
			await vi.advanceTimersByTimeAsync(100);
			const region = document.querySelector('.widget_shopping_cart_live_region')!;
			expect(region.textContent).toBe('“Mug” has been removed from your cart');
		} finally {
			vi.useRealTimers();
		}
	});

	it.each([
		['{success:false}', () => new Response(JSON.stringify({ success: false }))],
		['an empty body', () => new Response('')],
		['HTTP 500', () => new Response('', { status: 500 })],
		[
			'a network error while online',
			() => {
				throw new TypeError('Failed to fetch');
			},
		],
	])('%s → follows the link href (the non-AJAX removal)', async (_name, respond) => {
		vi.stubGlobal('fetch', vi.fn(async () => respond()));
		const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
		const removed = vi.fn();
		document.body.addEventListener('wc:removed_from_cart', removed);
		try {
			link().click();
			await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
		} finally {
			document.body.removeEventListener('wc:removed_from_cart', removed);
		}
		expect(assign).toHaveBeenCalledWith(new URL(HREF, location.href).href);
		expect(removed).not.toHaveBeenCalled();
	});

	it('offline: unblocks the row and says why instead of navigating away', async () => {
		vi.useFakeTimers();
		try {
			vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
			vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
			const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
			link().click();
			await vi.advanceTimersByTimeAsync(100);
			expect(assign).not.toHaveBeenCalled();
			expect(row().querySelector('.blockUI')).toBeNull();
			expect(row().hasAttribute('aria-busy')).toBe(false);
			expect(document.getElementById('a11y-speak-assertive')!.textContent).toBe(
				'Could not remove the product. You are probably offline.',
			);
		} finally {
			vi.useRealTimers();
		}
	});

	it('Space on the remove link acts as a click', async () => {
		const fetchMock = vi.fn(async () => new Response(JSON.stringify({ fragments: {}, cart_hash: '' })));
		vi.stubGlobal('fetch', fetchMock);
		const key = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
		link().dispatchEvent(key);
		expect(key.defaultPrevented).toBe(true);
		await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
	});

	it('ignores remove links outside a mini-cart (the cart page table belongs to cart.js)', async () => {
		document.body.innerHTML = `<table><tr><td class="product-remove"><a href="${HREF}" class="remove remove_from_cart_button" data-cart_item_key="${KEY}">×</a></td></tr></table>`;
		await mountMiniCart();
		const fetchMock = vi.fn();
		vi.stubGlobal('fetch', fetchMock);
		link().click();
		await new Promise((resolve) => setTimeout(resolve, 10));
		expect(clicks).toEqual([false]);
		expect(fetchMock).not.toHaveBeenCalled();
	});
});
