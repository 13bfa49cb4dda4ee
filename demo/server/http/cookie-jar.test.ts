// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CookieJar } from './cookie-jar';

describe('CookieJar', () => {
	it('keeps what the server sets, empty values included, and sends it back', () => {
		const jar = new CookieJar();
		expect(jar.header()).toBeNull();
		jar.take(['woocommerce_items_in_cart=1; path=/', 'demo_oa_lifetime=; path=/; SameSite=Lax']);
		expect(jar.header()).toBe('woocommerce_items_in_cart=1; demo_oa_lifetime=');
	});

	it("drops a cookie the way PHP expires one: Max-Age 0 or an Expires in the past (WordPress's 'deleted' line)", () => {
		const jar = new CookieJar([
			['a', '1'],
			['b', '2'],
			['c', '3'],
		]);
		jar.take([
			'a=deleted; expires=Thu, 01 Jan 1970 00:00:01 GMT; Max-Age=0; path=/',
			'b=+; expires=Wed, 26 Nov 2025 10:00:00 GMT; path=/',
			'c=4; expires=Fri, 26 Nov 2027 10:00:00 GMT; Max-Age=31536000; path=/',
		], Date.parse('2026-11-26T12:00:00Z'));
		expect(Object.fromEntries(jar)).toEqual({ c: '4' });
	});
});
