import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigateTo, sameOriginUrl } from './navigate';

afterEach(() => vi.restoreAllMocks());

describe('sameOriginUrl', () => {
	const base = 'https://shop.example/product/mug/';

	it.each([
		['/cart/', 'https://shop.example/cart/'],
		['../hoodie/', 'https://shop.example/product/hoodie/'],
		['https://shop.example/cart/?a=1', 'https://shop.example/cart/?a=1'],
		['?add-to-cart=1', 'https://shop.example/product/mug/?add-to-cart=1'],
	])('accepts %s', (url, href) => {
		expect(sameOriginUrl(url, base)?.href).toBe(href);
	});

	it.each([
		'https://evil.example/cart/',
		'http://shop.example/cart/', // another scheme is another origin
		'//evil.example/',
		'javascript:alert(1)',
		'data:text/html,<script>alert(1)</script>',
		'http://[::1',
	])('refuses %s', (url) => {
		expect(sameOriginUrl(url, base)).toBeNull();
	});
});

describe('navigateTo', () => {
	it('assigns a same-origin URL, resolved against the page', () => {
		const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
		expect(navigateTo('/product/x/')).toBe(true);
		expect(assign).toHaveBeenCalledWith(new URL('/product/x/', location.href).href);
	});

	it('refuses another origin with a warning and does not navigate', () => {
		const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
		expect(navigateTo('https://evil.example/')).toBe(false);
		expect(assign).not.toHaveBeenCalled();
		expect(warn).toHaveBeenCalledTimes(1);
	});
});
