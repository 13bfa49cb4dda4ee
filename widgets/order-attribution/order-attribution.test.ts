import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IslandContext, MountIsland } from '../../runtime/loader/manifest';
import { act } from '../../runtime/react/testing/island-kit';
import { rawCookies } from './engine';
import { DEFAULT_FIELDS, type WcOrderAttribution } from './params';
import { TRACKING_COOKIES } from './traffic-source';

const happyDOM = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;
const PREFIX = 'wc_order_attribution_';
const FIELDS = Object.keys(DEFAULT_FIELDS);
const CONTEXT: IslandContext = { name: 'order-attribution', idPrefix: 'island-1-' };
const scope = globalThis as Record<string, unknown>;
const GLOBALS = ['wc_order_attribution', 'wp', 'wc', 'wp_has_consent', 'wp_consent_type'];

type Global = WcOrderAttribution & { params: Record<string, unknown> };
const printGlobal = (params: Record<string, unknown> = {}, withFields = true): Global => {
	const global = {
		params: { lifetime: 1.0e-5, session: 30, base64: false, ajaxurl: '/wp-admin/admin-ajax.php', prefix: PREFIX, allowTracking: true, ...params },
		...(withFields ? { fields: { ...DEFAULT_FIELDS } } : {}),
	} as Global;
	scope.wc_order_attribution = global;
	return global;
};

const CHECKOUT = `<form name="checkout" class="checkout woocommerce-checkout">
	<wc-order-attribution-inputs></wc-order-attribution-inputs>
	<wc-order-attribution-inputs></wc-order-attribution-inputs>
</form>`;

/**
 * A fresh copy of the island, as on a new page load. Mounting an element
 * mounts it and then, as the loader does, each attribution group in it not
 * mounted yet (every group is an island of its own).
 */
async function loadIsland(): Promise<(element?: Element) => Promise<void>> {
	vi.resetModules();
	const mount = (await import('./index')).default as MountIsland;
	const mounted = new WeakSet<Element>();
	return async (element = document.body) => {
		await act(async () => {
			await mount(element as HTMLElement, CONTEXT);
			for (const group of element.querySelectorAll('wc-order-attribution-inputs')) {
				if (mounted.has(group)) continue;
				mounted.add(group);
				await mount(group as HTMLElement, CONTEXT);
			}
		});
	};
}

const trackingCookies = () => [...rawCookies(document.cookie).keys()].filter((name) => name.startsWith('sbjs_'));
const form = () => document.querySelector('form')!;
const submitted = () => Object.fromEntries([...new FormData(form()).entries()].filter(([name]) => name.startsWith(PREFIX)));
const values = () => (scope.wc_order_attribution as Global).getAttributionData!();
const blank = Object.fromEntries(FIELDS.map((field) => [PREFIX + field, '']));

/** Listeners the island adds to `document` outlive a module reset; each test removes its own. */
let listeners: Array<[string, EventListenerOrEventListenerObject]> = [];
const realAdd = document.addEventListener.bind(document);

function clearCookies() {
	for (const host of ['www.shop.example', 'shop.example']) {
		happyDOM.setURL(`https://${host}/`);
		for (const name of TRACKING_COOKIES)
			for (const domain of ['', `; domain=.${host}`, '; domain=.shop.example']) document.cookie = `${name}=; path=/; max-age=-1${domain}`;
	}
}

beforeEach(() => {
	vi.useFakeTimers({ toFake: ['Date'] });
	vi.setSystemTime(new Date('2026-11-22T21:05:22Z'));
	clearCookies();
	happyDOM.setURL('https://www.shop.example/checkout/?utm_source=news&utm_medium=email');
	vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('UA/1.0');
	vi.spyOn(document, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject, options?: unknown) => {
		listeners.push([type, listener]);
		realAdd(type, listener, options as AddEventListenerOptions);
	});
	document.body.innerHTML = CHECKOUT;
});
afterEach(() => {
	for (const [type, listener] of listeners) document.removeEventListener(type, listener);
	listeners = [];
	for (const name of GLOBALS) delete scope[name];
	vi.useRealTimers();
	vi.restoreAllMocks();
});

describe('boot (contract §6.1)', () => {
	it('classifies the visit and stamps one group of 16 inputs that the checkout form submits', async () => {
		const global = printGlobal();
		await (await loadIsland())();
		expect(document.querySelectorAll('wc-order-attribution-inputs')).toHaveLength(1);
		expect(Object.keys(submitted())).toEqual(FIELDS.map((field) => PREFIX + field));
		expect(submitted()).toMatchObject({
			[`${PREFIX}source_type`]: 'utm',
			[`${PREFIX}utm_source`]: 'news',
			[`${PREFIX}utm_medium`]: 'email',
			[`${PREFIX}utm_campaign`]: '(none)',
			[`${PREFIX}referrer`]: '(none)',
			[`${PREFIX}session_entry`]: 'https://www.shop.example/checkout/?utm_source=news&utm_medium=email',
			[`${PREFIX}session_start_time`]: '2026-11-22 21:05:22',
			[`${PREFIX}session_pages`]: '1',
			[`${PREFIX}session_count`]: '1',
			[`${PREFIX}user_agent`]: 'UA/1.0',
		});
		expect(global.getAttributionData!()).toEqual(expect.objectContaining({ source_type: 'utm', utm_source: 'news' }));
		expect(scope.wc_order_attribution).toBe(global);
		expect(trackingCookies()).toContain('sbjs_current');
	});

	it('accepts the 8.5.x shape: allowTracking "yes", no fields, plain hidden inputs', async () => {
		printGlobal({ allowTracking: 'yes' }, false);
		document.body.innerHTML = `<form class="woocommerce-checkout">${FIELDS.map((field) => `<input type="hidden" name="${PREFIX}${field}" value="">`).join('')}</form>`;
		await (await loadIsland())();
		expect(submitted()[`${PREFIX}utm_source`]).toBe('news');
		expect(Object.keys(values())).toEqual(FIELDS);
	});

	for (const allowTracking of [false, 'no', '', '1']) {
		it(`allowTracking ${JSON.stringify(allowTracking)}: no sbjs cookie is written and the inputs stay blank`, async () => {
			document.cookie = 'sbjs_current=typ%3Dutm;domain=.shop.example; path=/';
			printGlobal({ allowTracking });
			const writes = vi.spyOn(document, 'cookie', 'set');
			await (await loadIsland())();
			expect(writes.mock.calls.filter(([cookie]) => !/^sbjs_\w+=;/.test(cookie))).toEqual([]);
			expect(trackingCookies()).toEqual([]);
			expect(submitted()).toEqual(blank);
			expect(Object.values(values()).every((value) => value === null)).toBe(true);
			expect((scope.wc_order_attribution as Global).params.allowTracking).toBe(false);
		});
	}

	it('mounting again (one mount per island) does not run the engine twice; later groups are stamped', async () => {
		printGlobal();
		const mount = await loadIsland();
		await mount();
		await mount();
		expect(values().session_pages).toBe('1');
		const register = document.createElement('form');
		register.className = 'woocommerce-form-register';
		register.innerHTML = '<wc-order-attribution-inputs></wc-order-attribution-inputs><wc-order-attribution-inputs></wc-order-attribution-inputs>';
		document.body.append(register);
		await mount(register);
		expect(register.querySelectorAll('wc-order-attribution-inputs')).toHaveLength(1);
		expect(register.querySelector<HTMLInputElement>(`input[name="${PREFIX}utm_source"]`)!.value).toBe('news');
		expect(values().session_pages).toBe('1');
	});

	it('a lifetime that is not a number gives 6-month cookies', async () => {
		printGlobal({ lifetime: 'abc' });
		const writes = vi.spyOn(document, 'cookie', 'set');
		await (await loadIsland())();
		const current = writes.mock.calls.map(([cookie]) => cookie).find((cookie) => cookie.startsWith('sbjs_current='));
		expect(current).toContain('; expires=Fri, 21 May 2027 21:05:22 GMT;domain=.shop.example; path=/');
	});

	it('a corrupt global leaves the island inert with one warning; a missing one is quiet', async () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
		const mount = await loadIsland();
		await mount();
		expect(warn).not.toHaveBeenCalled();
		scope.wc_order_attribution = { params: { prefix: 7 } };
		await mount();
		await mount(form());
		expect(warn).toHaveBeenCalledTimes(1);
		expect(String(warn.mock.calls[0]?.[0])).toContain('wc_order_attribution is corrupt (params)');
		expect(trackingCookies()).toEqual([]);
		expect(form().querySelectorAll('wc-order-attribution-inputs')).toHaveLength(2);
		expect((scope.wc_order_attribution as Global).getAttributionData).toBeUndefined();
	});
});

describe('setOrderTracking (contract §6.1, §6.7)', () => {
	it('off deletes the cookies on the www. and bare domains and blanks the inputs; on again starts afresh', async () => {
		const global = printGlobal();
		await (await loadIsland())();
		document.cookie = 'sbjs_udata=x; path=/';
		document.cookie = 'sbjs_first=x;domain=.www.shop.example; path=/';
		await act(async () => global.setOrderTracking!(false));
		expect(trackingCookies()).toEqual([]);
		expect(submitted()).toEqual(blank);
		expect(global.params.allowTracking).toBe(false);
		await act(async () => global.setOrderTracking!(true));
		expect(submitted()[`${PREFIX}session_pages`]).toBe('1');
		expect(trackingCookies()).toContain('sbjs_session');
	});

	it('a consent change for the category flips tracking; a grant after a run on this page counts no extra page', async () => {
		printGlobal({ consentCategory: 'marketing' });
		await (await loadIsland())();
		const change = (detail: Record<string, string>) =>
			act(async () => {
				document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail }));
			});
		await change({ marketing: 'allow' });
		expect(values().session_pages).toBe('1');
		await change({ statistics: 'deny' });
		expect(values().source_type).toBe('utm');
		await change({ marketing: 'deny' });
		expect(trackingCookies()).toEqual([]);
		expect(submitted()).toEqual(blank);
		await change({ marketing: 'allow' });
		expect(submitted()[`${PREFIX}source_type`]).toBe('utm');
		expect(values().session_pages).toBe('1');
	});

	it('a grant on a page that booted without consent counts that page', async () => {
		printGlobal({ consentCategory: 'marketing', allowTracking: false });
		await (await loadIsland())();
		expect(trackingCookies()).toEqual([]);
		scope.wp_has_consent = (category: string) => category === 'marketing';
		await act(async () => {
			document.dispatchEvent(new CustomEvent('wp_consent_type_defined'));
		});
		expect(values().session_pages).toBe('1');
		expect(submitted()[`${PREFIX}utm_source`]).toBe('news');
	});

	it('a consent type defined before the island mounted is honoured at boot', async () => {
		printGlobal({ consentCategory: 'marketing', allowTracking: false });
		scope.wp_consent_type = 'optin';
		scope.wp_has_consent = () => true;
		await (await loadIsland())();
		expect(submitted()[`${PREFIX}source_type`]).toBe('utm');
	});

	it('without a consent category, consent events are ignored', async () => {
		printGlobal({ allowTracking: false });
		await (await loadIsland())();
		document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { marketing: 'allow' } }));
		expect(trackingCookies()).toEqual([]);
	});
});

describe('blocks checkout (contract §6.6)', () => {
	function stubStore(actionName: 'setExtensionData' | '__internalSetExtensionData') {
		const action = vi.fn();
		const listeners: Array<() => void> = [];
		const subscribe = vi.fn((listener: () => void) => {
			listeners.push(listener);
			return () => listeners.splice(listeners.indexOf(listener), 1);
		});
		scope.wp = { data: { dispatch: vi.fn(() => ({ [actionName]: action })), subscribe } };
		return { action, subscribe, notify: () => [...listeners].forEach((listener) => listener()) };
	}

	it('sets the extension data at every decision and re-sends once when the store first changes', async () => {
		const store = stubStore('setExtensionData');
		const global = printGlobal();
		document.body.innerHTML = '<div class="wp-block-woocommerce-checkout"></div>';
		await (await loadIsland())();
		expect(store.action).toHaveBeenCalledWith('woocommerce/order-attribution', expect.objectContaining({ source_type: 'utm', utm_source: 'news' }), true);
		expect(store.subscribe).toHaveBeenCalledWith(expect.any(Function), 'wc/store/checkout');
		store.notify();
		store.notify();
		await Promise.resolve();
		expect(store.action).toHaveBeenCalledTimes(2);
		global.setOrderTracking!(false);
		expect(store.action).toHaveBeenLastCalledWith('woocommerce/order-attribution', Object.fromEntries(FIELDS.map((field) => [field, null])), true);
	});

	it('uses __internalSetExtensionData on older stores', async () => {
		const store = stubStore('__internalSetExtensionData');
		printGlobal();
		await (await loadIsland())();
		expect(store.action).toHaveBeenCalledWith('woocommerce/order-attribution', expect.objectContaining({ source_type: 'utm' }), true);
	});

	it('never reads wc.wcBlocksData: WooCommerce 10.9 reports every script it does not know that touches it', async () => {
		const store = stubStore('setExtensionData');
		const touched = vi.fn();
		scope.wc = Object.defineProperty({}, 'wcBlocksData', { get: touched, enumerable: true });
		printGlobal();
		await (await loadIsland())();
		expect(touched).not.toHaveBeenCalled();
		expect(store.action).toHaveBeenCalled();
	});

	it('does nothing on a page whose wp.data has no checkout store', async () => {
		const store = stubStore('setExtensionData');
		(scope.wp as { data: { dispatch: () => undefined } }).data.dispatch = () => undefined;
		printGlobal();
		await (await loadIsland())();
		expect(store.action).not.toHaveBeenCalled();
	});
});
