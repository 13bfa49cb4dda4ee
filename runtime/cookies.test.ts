import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCookie, removeCookie, setCookie } from './cookies';

const happyDOM = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;

const clearAll = () => {
	for (const pair of document.cookie.split('; ')) {
		const name = pair.split('=')[0];
		if (name) document.cookie = `${name}=; max-age=-1; path=/`;
	}
};
afterEach(clearAll);

describe('getCookie', () => {
	it('decodes values', () => {
		document.cookie = 'woocommerce_cart_hash=abc%20def; path=/';
		expect(getCookie('woocommerce_cart_hash')).toBe('abc def');
	});

	it('returns a value with corrupt percent-encoding raw instead of dropping the cookie', () => {
		document.cookie = 'a=%E0%A4%A; path=/';
		document.cookie = 'b=ok; path=/';
		expect(getCookie('a')).toBe('%E0%A4%A');
		expect(getCookie('b')).toBe('ok');
	});

	it('keeps everything after the first = in the value', () => {
		document.cookie = 'sbjs=typ=utm|||src=google; path=/';
		expect(getCookie('sbjs')).toBe('typ=utm|||src=google');
	});

	it('is undefined for a missing cookie', () => {
		expect(getCookie('never_set')).toBeUndefined();
	});
});

describe('setCookie and removeCookie', () => {
	it('round-trips a value with separators, on path / by default', () => {
		setCookie('islands_test', 'a value;=');
		expect(getCookie('islands_test')).toBe('a value;=');
		removeCookie('islands_test');
		expect(getCookie('islands_test')).toBeUndefined();
	});

	it('writes max-age, so a negative lifetime deletes at once', () => {
		setCookie('short', 'v', { maxAge: -1 });
		expect(getCookie('short')).toBeUndefined();
		setCookie('long', 'v', { maxAge: 60 });
		expect(getCookie('long')).toBe('v');
	});

	it('takes expires as days from now', () => {
		setCookie('days', 'v', { expires: 1 });
		expect(getCookie('days')).toBe('v');
		setCookie('days', 'v', { expires: -1 });
		expect(getCookie('days')).toBeUndefined();
	});
});

describe('the attributes every cookie carries', () => {
	const written = (write: () => void): string[] => {
		const setter = vi.spyOn(document, 'cookie', 'set');
		write();
		// Attribute names are case-insensitive; js-cookie writes them as spelled in its options (`sameSite`, `secure`).
		const texts = setter.mock.calls.map(([text]) => String(text).toLowerCase());
		setter.mockRestore();
		return texts;
	};
	afterEach(() => happyDOM.setURL('http://localhost:3000/'));

	it('on http: path /, SameSite=Lax, no Secure (the browser would refuse it)', () => {
		happyDOM.setURL('http://shop.example/product/mug/');
		const [text] = written(() => setCookie('store_notice', 'hidden'));
		expect(text).toBe('store_notice=hidden; path=/; samesite=lax');
	});

	it('on https: path /, SameSite=Lax and Secure', () => {
		happyDOM.setURL('https://shop.example/product/mug/');
		const [text] = written(() => setCookie('store_notice', 'hidden', { maxAge: 60 }));
		expect(text).toBe('store_notice=hidden; path=/; samesite=lax; secure; max-age=60');
		expect(written(() => removeCookie('store_notice'))[0]).toMatch(/; path=\/; samesite=lax; secure/);
	});

	it('keeps a path and SameSite a caller gives', () => {
		happyDOM.setURL('https://shop.example/');
		const [text] = written(() => setCookie('zoom', '2', { path: '/news/', sameSite: 'Strict' }));
		expect(text).toBe('zoom=2; path=/news/; samesite=strict; secure');
	});
});
