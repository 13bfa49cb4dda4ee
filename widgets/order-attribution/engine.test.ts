import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTrackingCookies, cookieDomain, rawCookies, runEngine, serializeTrackingCookie } from './engine';
import { TRACKING_COOKIES } from './traffic-source';

const happyDOM = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;
const SETTINGS = { lifetimeMonths: 0.00001, sessionMinutes: 30, base64: false };

/** Contract §6.3 vectors: first visit, no referrer, fixed Date and UA, in the engine's write order. */
const VECTORS = [
	'sbjs_migrations=1418474375998%3D1;domain=.shop.example; path=/',
	'sbjs_current_add=fd%3D2026-11-22%2021%3A05%3A22%7C%7C%7Cep%3Dhttps%3A%2F%2Fwww.shop.example%2Farticle%2F%3Fx%3D1%7C%7C%7Crf%3D%28none%29;domain=.shop.example; path=/',
	'sbjs_first_add=fd%3D2026-11-22%2021%3A05%3A22%7C%7C%7Cep%3Dhttps%3A%2F%2Fwww.shop.example%2Farticle%2F%3Fx%3D1%7C%7C%7Crf%3D%28none%29;domain=.shop.example; path=/',
	'sbjs_current=typ%3Dtypein%7C%7C%7Csrc%3D%28direct%29%7C%7C%7Cmdm%3D%28none%29%7C%7C%7Ccmp%3D%28none%29%7C%7C%7Ccnt%3D%28none%29%7C%7C%7Ctrm%3D%28none%29%7C%7C%7Cid%3D%28none%29%7C%7C%7Cplt%3D%28none%29%7C%7C%7Cfmt%3D%28none%29%7C%7C%7Ctct%3D%28none%29;domain=.shop.example; path=/',
	'sbjs_first=typ%3Dtypein%7C%7C%7Csrc%3D%28direct%29%7C%7C%7Cmdm%3D%28none%29%7C%7C%7Ccmp%3D%28none%29%7C%7C%7Ccnt%3D%28none%29%7C%7C%7Ctrm%3D%28none%29%7C%7C%7Cid%3D%28none%29%7C%7C%7Cplt%3D%28none%29%7C%7C%7Cfmt%3D%28none%29%7C%7C%7Ctct%3D%28none%29;domain=.shop.example; path=/',
	'sbjs_udata=vst%3D1%7C%7C%7Cuip%3D%28none%29%7C%7C%7Cuag%3DUA%2F1.0;domain=.shop.example; path=/',
	'sbjs_session=pgs%3D1%7C%7C%7Ccpg%3Dhttps%3A%2F%2Fwww.shop.example%2Farticle%2F%3Fx%3D1; expires=Sun, 22 Nov 2026 21:35:22 GMT;domain=.shop.example; path=/',
];

const trackingCookieNames = () => [...rawCookies(document.cookie).keys()].filter((name) => name.startsWith('sbjs_'));

/** Under the fixed clock: a cookie that expired in real time would come back to life at the fixed time. */
function clearAll() {
	for (const host of ['www.shop.example', 'shop.example']) {
		happyDOM.setURL(`https://${host}/`);
		for (const name of [...TRACKING_COOKIES, 'woocommerce_items_in_cart'])
			for (const domain of ['', `; domain=.${host}`, '; domain=.shop.example']) document.cookie = `${name}=; path=/; max-age=-1${domain}`;
	}
}

beforeEach(() => {
	vi.useFakeTimers({ toFake: ['Date'] });
	vi.setSystemTime(new Date('2026-11-22T21:05:22Z'));
	clearAll();
	happyDOM.setURL('https://www.shop.example/article/?x=1');
	vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('UA/1.0');
});
afterEach(() => {
	vi.useRealTimers();
	vi.restoreAllMocks();
});

// The contract's strings, plus the attributes every cookie of the bundle carries (SECURITY.md; the test page is https).
const POLICY = '; SameSite=Lax; Secure';

describe('runEngine against document.cookie', () => {
	it('writes the contract §6.3 vectors byte for byte, in order', () => {
		const writes = vi.spyOn(document, 'cookie', 'set');
		runEngine(SETTINGS, true);
		expect(writes.mock.calls.map(([value]) => value)).toEqual(VECTORS.map((vector) => vector + POLICY));
	});

	it('writes the base64 vector', () => {
		const writes = vi.spyOn(document, 'cookie', 'set');
		runEngine({ ...SETTINGS, base64: true }, true);
		expect(writes.mock.calls[0]?.[0]).toBe(`sbjs_migrations=MTQxODQ3NDM3NTk5OCUzRDE;domain=.shop.example; path=/${POLICY}`);
	});

	it('returns the data the fields read, and the browser keeps the cookies for the next page', () => {
		const data = runEngine(SETTINGS, true);
		expect(data.current.typ).toBe('typein');
		expect(data.udata.uag).toBe('UA/1.0');
		expect(trackingCookieNames().sort()).toEqual(TRACKING_COOKIES.filter((name) => name !== 'sbjs_promo').sort());
		happyDOM.setURL('https://www.shop.example/cart/');
		expect(runEngine(SETTINGS, true).session).toEqual(expect.objectContaining({ pgs: '2', cpg: 'https://www.shop.example/cart/' }));
	});

	it('reads the referrer from the document', () => {
		Object.defineProperty(document, 'referrer', { value: 'https://www.google.fr/', configurable: true });
		try {
			expect(runEngine(SETTINGS, true).current.src).toBe('google');
		} finally {
			delete (document as { referrer?: string }).referrer;
		}
	});

	it('a lifetime gives every cookie an expiry; the session always has one', () => {
		const writes = vi.spyOn(document, 'cookie', 'set');
		runEngine({ ...SETTINGS, lifetimeMonths: Number('abc') }, true);
		expect(writes.mock.calls.every(([value]) => value.includes('; expires='))).toBe(true);
		expect(writes.mock.calls[3]?.[0]).toContain('; expires=Fri, 21 May 2027 21:05:22 GMT;domain=.shop.example; path=/');
	});
});

describe('clearTrackingCookies (opt-out)', () => {
	const plant = (host: string) => {
		happyDOM.setURL(`https://${host}/`);
		for (const name of TRACKING_COOKIES) {
			document.cookie = `${name}=x; path=/`;
			document.cookie = `${name}=x;domain=.${host}; path=/`;
			document.cookie = `${name}=x;domain=.shop.example; path=/`;
		}
		document.cookie = 'woocommerce_items_in_cart=1; path=/';
	};

	it('deletes all eight names on a www. host: host-only, .www.host and .host-without-www', () => {
		plant('www.shop.example');
		runEngine(SETTINGS, true);
		clearTrackingCookies();
		expect(trackingCookieNames()).toEqual([]);
		expect(rawCookies(document.cookie).get('woocommerce_items_in_cart')).toBe('1');
	});

	it('the original deletion alone (domain=.www.host only) would leave them on a www. host', () => {
		plant('www.shop.example');
		for (const name of TRACKING_COOKIES) document.cookie = `${name}=; path=/; max-age=-999; domain=.www.shop.example;`;
		expect(trackingCookieNames()).toHaveLength(TRACKING_COOKIES.length);
	});

	it('deletes them on a bare host', () => {
		plant('shop.example');
		clearTrackingCookies();
		expect(trackingCookieNames()).toEqual([]);
	});

	it('sends the original deletion string plus the two other domain variants', () => {
		const writes = vi.spyOn(document, 'cookie', 'set');
		clearTrackingCookies('www.shop.example');
		expect(writes.mock.calls.slice(0, 3).map(([value]) => value)).toEqual([
			`sbjs_migrations=; path=/; max-age=-999${POLICY}`,
			`sbjs_migrations=; path=/; max-age=-999; domain=.www.shop.example${POLICY}`,
			`sbjs_migrations=; path=/; max-age=-999; domain=.shop.example${POLICY}`,
		]);
		expect(writes).toHaveBeenCalledTimes(24);
	});
});

describe('helpers', () => {
	it('cookieDomain drops the first www. and is host-only for IPs and single labels', () => {
		expect(cookieDomain('www.shop.example')).toBe('shop.example');
		expect(cookieDomain('shop.example')).toBe('shop.example');
		expect(cookieDomain('www2.shop.example')).toBe('www2.shop.example');
		for (const host of ['localhost', '127.0.0.1', '[::1]']) expect(cookieDomain(host)).toBeNull();
	});

	it('serializeTrackingCookie omits the domain when there is none', () => {
		expect(serializeTrackingCookie({ name: 'sbjs_udata', value: 'v', expires: null }, null)).toBe('sbjs_udata=v; path=/');
	});

	it('rawCookies keeps values raw and the first of duplicate names', () => {
		const cookies = rawCookies('sbjs_current=a%3Db; sbjs_current=second; flag; e=');
		expect(cookies.get('sbjs_current')).toBe('a%3Db');
		expect(cookies.has('flag')).toBe(false);
		expect(cookies.get('e')).toBe('');
	});
});
