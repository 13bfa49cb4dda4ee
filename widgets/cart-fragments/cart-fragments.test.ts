/**
 * The fragment cache end to end (contract §4.5, §4.6). Each test boots a fresh
 * module graph; listeners of earlier boots stay on the shared document, so
 * every boot gets its own endpoint URL and storage keys, and requests are
 * counted per boot.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WcCartFragmentsParams } from '../../contracts/woocommerce';
import { act } from '../../runtime/react/testing/island-kit';

const MINI = 'div.widget_shopping_cart_content';
const SERVER_MINI = '<div class="widget_shopping_cart_content"><p>server-rendered</p></div>';
const FRESH = {
	fragments: { [MINI]: '<div class="widget_shopping_cart_content"><p>fresh</p></div>' },
	cart_hash: 'fresh-hash',
};
const STORED = { [MINI]: '<div class="widget_shopping_cart_content"><p>stored</p></div>' };

let instance = 0;
let respond: (url: string) => Promise<Response>;
const fetchMock = vi.fn((url: string, _init: RequestInit) => respond(url));

const waitFor = (check: () => void) => vi.waitFor(check, { interval: 2, timeout: 1000 });
const settle = () => new Promise((resolve) => setTimeout(resolve, 15));
const miniText = () => document.querySelector(MINI)!.textContent;

/** Boots the island with its own URL and keys; `requests()` are this boot's requests only. */
async function boot(overrides: Partial<WcCartFragmentsParams> = {}, prepare: (p: WcCartFragmentsParams) => void = () => {}) {
	instance++;
	const params: WcCartFragmentsParams = {
		ajax_url: '/wp-admin/admin-ajax.php',
		wc_ajax_url: `/?wc-ajax=%%endpoint%%&boot=${instance}`,
		cart_hash_key: `wc_cart_hash_${instance}`,
		fragment_name: `wc_fragments_${instance}`,
		request_timeout: '5000',
		...overrides,
	};
	prepare(params);
	vi.resetModules();
	const { startCartFragments } = await import('./cart-fragments');
	startCartFragments(params);
	const url = `/?wc-ajax=get_refreshed_fragments&boot=${instance}`;
	return { params, requests: () => fetchMock.mock.calls.filter(([called]) => called === url) };
}

/** Stores a cart the way the original script does. */
const storeCart = (p: WcCartFragmentsParams, hash: string, created = Date.now() - 60_000) => {
	sessionStorage.setItem(p.fragment_name, JSON.stringify(STORED));
	sessionStorage.setItem(p.cart_hash_key, hash);
	localStorage.setItem(p.cart_hash_key, hash);
	sessionStorage.setItem('wc_cart_created', String(created));
};

function countWc(name: string) {
	const listener = vi.fn();
	document.body.addEventListener(`wc:${name}`, listener);
	cleanups.push(() => document.body.removeEventListener(`wc:${name}`, listener));
	return listener;
}

const cleanups: Array<() => void> = [];
beforeEach(() => {
	respond = async () => new Response(JSON.stringify(FRESH));
	vi.stubGlobal('fetch', fetchMock);
	document.body.innerHTML = `<section class="widget_shopping_cart"><div class="hide_cart_widget_if_empty">${SERVER_MINI}</div></section>`;
	// The plugin's mark: this page was printed for an empty cart.
	document.documentElement.setAttribute('data-islands-cart', '');
	sessionStorage.clear();
	localStorage.clear();
});
afterEach(() => {
	for (const cleanup of cleanups.splice(0)) cleanup();
	for (const name of ['woocommerce_cart_hash', 'woocommerce_items_in_cart']) document.cookie = `${name}=; max-age=-1; path=/`;
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
	fetchMock.mockClear();
});

describe('refresh triggers after boot', () => {
	it('a bfcache pageshow empties the mini-cart, then refreshes once', async () => {
		let answer!: (response: Response) => void;
		respond = () => new Promise((resolve) => (answer = resolve));
		const { requests } = await boot();
		expect(requests()).toHaveLength(0); // nothing stored, no cookies: keep the server cart

		window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
		await settle();
		expect(requests()).toHaveLength(0);

		window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
		expect(miniText()).toBe('');
		await waitFor(() => expect(requests()).toHaveLength(1));
		answer(new Response(JSON.stringify(FRESH)));
		await waitFor(() => expect(miniText()).toBe('fresh'));
		await settle();
		expect(requests()).toHaveLength(1);
	});

	it.each(['wc_fragment_refresh', 'updated_wc_div'])('%s from a third party refreshes exactly once', async (name) => {
		const { requests } = await boot();
		document.body.dispatchEvent(new CustomEvent(name, { bubbles: true }));
		await waitFor(() => expect(requests()).toHaveLength(1));
		await settle();
		expect(requests()).toHaveLength(1);
		expect(miniText()).toBe('fresh');
	});

	it('a storage event for cart_hash_key refreshes once, only when the tabs disagree', async () => {
		const { params, requests } = await boot();
		sessionStorage.setItem(params.cart_hash_key, 'mine');
		localStorage.setItem(params.cart_hash_key, 'mine');
		window.dispatchEvent(new StorageEvent('storage', { key: params.cart_hash_key }));
		window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
		await settle();
		expect(requests()).toHaveLength(0);

		localStorage.setItem(params.cart_hash_key, 'other tab');
		window.dispatchEvent(new StorageEvent('storage', { key: params.cart_hash_key }));
		await waitFor(() => expect(requests()).toHaveLength(1));
		await settle();
		expect(requests()).toHaveLength(1);
	});

	it('added_to_cart stores the map and hash under the original keys, with no request', async () => {
		const { params, requests } = await boot();
		const before = Date.now();
		document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true, detail: [FRESH.fragments, 'h-added'] }));
		await settle();
		expect(requests()).toHaveLength(0);
		expect(miniText()).toBe('fresh');
		expect(JSON.parse(sessionStorage.getItem(params.fragment_name)!)).toEqual(FRESH.fragments);
		expect(sessionStorage.getItem(params.cart_hash_key)).toBe('h-added');
		expect(localStorage.getItem(params.cart_hash_key)).toBe('h-added');
		expect(Number(sessionStorage.getItem('wc_cart_created'))).toBeGreaterThanOrEqual(before);
	});
});

describe('boot', () => {
	it('restores a stored cart whose hash matches the cookie: no request, wc_fragments_loaded', async () => {
		const loaded = countWc('wc_fragments_loaded');
		document.cookie = 'woocommerce_cart_hash=abc; path=/';
		document.cookie = 'woocommerce_items_in_cart=1; path=/';
		const { requests } = await boot({}, (p) => storeCart(p, 'abc'));
		await settle();
		expect(requests()).toHaveLength(0);
		expect(miniText()).toBe('stored');
		expect(loaded).toHaveBeenCalledTimes(1);
	});

	it('refreshes once on a hash mismatch: POST time=…, fragments applied and stored, wc_fragments_refreshed', async () => {
		const refreshed = countWc('wc_fragments_refreshed');
		document.cookie = 'woocommerce_cart_hash=changed; path=/';
		const before = Date.now();
		const { params, requests } = await boot({}, (p) => storeCart(p, 'abc'));
		await waitFor(() => expect(refreshed).toHaveBeenCalledTimes(1));
		expect(requests()).toHaveLength(1);
		const init = requests()[0][1];
		expect(init.method).toBe('POST');
		expect(String(init.body)).toMatch(/^time=\d{13}$/);
		expect(miniText()).toBe('fresh');
		expect(JSON.parse(sessionStorage.getItem(params.fragment_name)!)).toEqual(FRESH.fragments);
		expect(sessionStorage.getItem(params.cart_hash_key)).toBe('fresh-hash');
		expect(localStorage.getItem(params.cart_hash_key)).toBe('fresh-hash');
		expect(Number(sessionStorage.getItem('wc_cart_created'))).toBeGreaterThanOrEqual(before);
	});

	it('refreshes when the stored cart is older than 24 h', async () => {
		document.cookie = 'woocommerce_cart_hash=abc; path=/';
		const { requests } = await boot({}, (p) => storeCart(p, 'abc', Date.now() - 86_400_001));
		await waitFor(() => expect(miniText()).toBe('fresh'));
		expect(requests()).toHaveLength(1);
	});

	it('keeps the server-rendered cart with nothing stored and no cart cookies', async () => {
		const { requests } = await boot();
		await settle();
		expect(requests()).toHaveLength(0);
		expect(document.querySelector(MINI)!.outerHTML).toBe(SERVER_MINI);
	});

	it('refreshes a new visitor when the page was printed for another cart (a cached page)', async () => {
		document.documentElement.setAttribute('data-islands-cart', '3c5a0f0e2f1d');
		let answer!: (response: Response) => void;
		respond = () => new Promise((resolve) => (answer = resolve));
		const cached = await boot();
		// The other visitor's lines are gone before the visitor's own cart arrives.
		expect(miniText()).toBe('');
		answer(new Response(JSON.stringify(FRESH)));
		await waitFor(() => expect(miniText()).toBe('fresh'));
		expect(cached.requests()).toHaveLength(1);
	});

	it.each(['', '\n\t\t<!-- mini-cart: filled by the fragments -->\n\t'])('refreshes to fill a mini-cart printed as an empty placeholder (Storefront’s header cart): %j', async (printed) => {
		document.querySelector(MINI)!.innerHTML = printed;
		const { requests } = await boot();
		await waitFor(() => expect(miniText()).toBe('fresh'));
		expect(requests()).toHaveLength(1);
	});

	it('refreshes as WooCommerce does where no plugin marked the page', async () => {
		document.documentElement.removeAttribute('data-islands-cart');
		const { requests } = await boot();
		expect(document.querySelector(MINI)!.outerHTML).toBe(SERVER_MINI);
		await waitFor(() => expect(miniText()).toBe('fresh'));
		expect(requests()).toHaveLength(1);
	});

	it('refreshes when storage does not work', async () => {
		vi.spyOn(globalThis, 'sessionStorage', 'get').mockImplementation(() => {
			throw new DOMException('denied', 'SecurityError');
		});
		const { requests } = await boot();
		await waitFor(() => expect(requests()).toHaveLength(1));
	});

	it('a failed refresh emits wc_fragments_ajax_error and changes nothing', async () => {
		const failed = countWc('wc_fragments_ajax_error');
		respond = async () => new Response('<html>error</html>', { status: 500 });
		document.cookie = 'woocommerce_items_in_cart=1; path=/';
		await boot();
		await waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
		expect(miniText()).toBe('server-rendered');
	});

	it('aborts at request_timeout and emits wc_fragments_ajax_error', async () => {
		const failed = countWc('wc_fragments_ajax_error');
		// A hung server: the request ends only when its signal aborts.
		fetchMock.mockImplementationOnce(
			(_url, init) =>
				new Promise((_resolve, reject) =>
					init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
				),
		);
		document.cookie = 'woocommerce_items_in_cart=1; path=/';
		const started = Date.now();
		await boot({ request_timeout: '30' });
		await waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
		expect(Date.now() - started).toBeLessThan(900);
	});

	it('a response without fragments changes nothing and emits nothing', async () => {
		const refreshed = countWc('wc_fragments_refreshed');
		const failed = countWc('wc_fragments_ajax_error');
		respond = async () => new Response('');
		document.cookie = 'woocommerce_items_in_cart=1; path=/';
		const { requests } = await boot();
		await waitFor(() => expect(requests()).toHaveLength(1));
		await settle();
		expect(miniText()).toBe('server-rendered');
		expect(refreshed).not.toHaveBeenCalled();
		expect(failed).not.toHaveBeenCalled();
	});
});

describe('"hide if empty" cart widgets (contract §4.6)', () => {
	const widget = () => document.querySelector<HTMLElement>('.widget_shopping_cart')!;
	const g = globalThis as Record<string, unknown>;
	let unmount: void | (() => void);
	afterEach(() => {
		if (unmount) act(() => (unmount as () => void)());
		unmount = undefined;
		delete g.wc_cart_fragments_params;
	});

	/** Boots the page through the island on the widget, as the loader does. */
	async function bootWidget() {
		instance++;
		g.wc_cart_fragments_params = {
			ajax_url: '/wp-admin/admin-ajax.php',
			wc_ajax_url: `/?wc-ajax=%%endpoint%%&boot=${instance}`,
			cart_hash_key: `wc_cart_hash_${instance}`,
			fragment_name: `wc_fragments_${instance}`,
			request_timeout: '5000',
		};
		vi.resetModules();
		const { default: mount } = await import('./index');
		await act(async () => {
			unmount = await mount(widget(), { name: 'cart-fragments', idPrefix: 'island-1-' });
		});
	}

	it('are hidden without items and shown when an add starts', async () => {
		await bootWidget();
		expect(widget().style.display).toBe('none');
		await act(async () => {
			document.body.dispatchEvent(new CustomEvent('adding_to_cart', { bubbles: true, detail: [] }));
		});
		expect(widget().style.display).toBe('');
	});

	it('are shown when the items cookie says the cart has items', async () => {
		document.cookie = 'woocommerce_items_in_cart=1; path=/';
		await bootWidget();
		expect(widget().style.display).toBe('');
	});
});
