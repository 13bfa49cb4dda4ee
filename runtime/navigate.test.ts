import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpUrl, navigateTo, sameOriginUrl } from './navigate';

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

describe('httpUrl', () => {
	const base = 'https://news.example/article/one/';

	it.each([
		['/uploads/a.jpg', 'https://news.example/uploads/a.jpg'],
		['HTTP://cdn.example/a.jpg', 'http://cdn.example/a.jpg'],
		// Another origin stays a web address: images and players come from CDNs and video hosts.
		['//cdn.example/a.jpg', 'https://cdn.example/a.jpg'],
		// Percent-encoding cannot make a scheme: this is a path on the page's own site.
		['%6Aavascript:alert(1)', 'https://news.example/article/one/%6Aavascript:alert(1)'],
		['#inline', 'https://news.example/article/one/#inline'],
	])('accepts %s', (url, href) => {
		expect(httpUrl(url, base)?.href).toBe(href);
	});

	it.each([
		'javascript:alert(1)',
		'JavaScript:alert(1)',
		'jav\tascript:alert(1)',
		'java\nscript:alert(1)',
		'java\rscript:alert(1)',
		' \u0001javascript:alert(1)',
		'\u0000javascript:alert(1)',
		'data:text/html,<script>alert(1)</script>',
		'data:image/svg+xml,<svg onload=alert(1)>',
		'vbscript:msgbox(1)',
		'blob:https://news.example/1',
		'file:///etc/passwd',
		'http://[::1',
	])('refuses %j', (url) => {
		expect(httpUrl(url, base)).toBeNull();
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
