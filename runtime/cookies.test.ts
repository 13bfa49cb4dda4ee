import { afterEach, describe, expect, it } from 'vitest';
import { getCookie, readCookies, removeCookie, serializeCookie, setCookie } from './cookies';

afterEach(() => {
	for (const name of readCookies().keys()) removeCookie(name);
});

describe('readCookies', () => {
	it('decodes names and values', () => {
		const cookies = readCookies('woocommerce_items_in_cart=1; woocommerce_cart_hash=abc%20def; sp%20ace=x');
		expect(cookies.get('woocommerce_items_in_cart')).toBe('1');
		expect(cookies.get('woocommerce_cart_hash')).toBe('abc def');
		expect(cookies.get('sp ace')).toBe('x');
	});

	it('returns a value with corrupt percent-encoding raw instead of throwing', () => {
		const cookies = readCookies('a=%E0%A4%A; b=ok');
		expect(cookies.get('a')).toBe('%E0%A4%A');
		expect(cookies.get('b')).toBe('ok');
	});

	it('keeps the first of duplicate names', () => {
		expect(readCookies('x=first; x=second').get('x')).toBe('first');
	});

	it('keeps everything after the first = in the value, and skips pairs without =', () => {
		const cookies = readCookies('sbjs=typ=utm|||src=google; flag; e=');
		expect(cookies.get('sbjs')).toBe('typ=utm|||src=google');
		expect(cookies.has('flag')).toBe(false);
		expect(cookies.get('e')).toBe('');
	});

	it('is empty for an empty string', () => {
		expect(readCookies('').size).toBe(0);
	});
});

describe('serializeCookie', () => {
	it('defaults to path=/ and percent-encodes the value', () => {
		expect(serializeCookie('store_notice1a2b', 'hidden')).toBe('store_notice1a2b=hidden; path=/');
		expect(serializeCookie('n', 'a b;c')).toBe('n=a%20b%3Bc; path=/');
	});

	it('writes every attribute in a fixed order', () => {
		expect(
			serializeCookie('n', 'v', {
				expires: new Date(Date.UTC(2030, 0, 2, 3, 4, 5)),
				maxAge: 60,
				domain: '.shop.example',
				path: '/shop',
				sameSite: 'Lax',
				secure: true,
			}),
		).toBe('n=v; expires=Wed, 02 Jan 2030 03:04:05 GMT; max-age=60; domain=.shop.example; path=/shop; samesite=Lax; secure');
	});

	it('writes max-age=0 (an explicit zero is not dropped)', () => {
		expect(serializeCookie('n', 'v', { maxAge: 0 })).toBe('n=v; max-age=0; path=/');
	});
});

describe('document.cookie round trip', () => {
	it('set, get and remove', () => {
		setCookie('islands_test', 'a value;=');
		expect(getCookie('islands_test')).toBe('a value;=');
		expect(document.cookie).toContain('islands_test=');
		removeCookie('islands_test');
		expect(getCookie('islands_test')).toBeUndefined();
	});

	it('getCookie is undefined for a missing cookie', () => {
		expect(getCookie('never_set')).toBeUndefined();
	});
});
