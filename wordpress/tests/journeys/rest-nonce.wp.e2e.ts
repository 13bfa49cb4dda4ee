import { describe, expect, it } from 'vitest';
import { useShop } from '../../../scripts/e2e/wordpress/shop-session';

const openShopPage = useShop();
type ApiFetch = (options: object) => Promise<{ id: number; slug: string }>;
const STALE = '0badc0ffee';

describe('the REST helper as wp.apiFetch, logged in', () => {
	it('a page printed with a dead nonce: the helper fetches a fresh one from admin-ajax and the request succeeds', async () => {
		const shop = await openShopPage();
		const { page } = shop;
		await shop.logIn('admin', '/shop/');
		// The page as a cache older than the nonce's life would serve it: the printed nonce is dead.
		await page.route((url) => url.pathname === '/shop/' && url.searchParams.has('islands-test-rest'), async (route) => {
			const response = await route.fetch();
			const html = (await response.text()).replace(/(var wpApiSettings = \{.*?"nonce":")[0-9a-f]+"/, `$1${STALE}"`);
			await route.fulfill({ response, body: html });
		});
		await shop.goto('/shop/?islands-test-rest');
		expect(await page.evaluate(() => (window as unknown as { wpApiSettings: { nonce: string } }).wpApiSettings.nonce)).toBe(STALE);
		await expect.poll(() => page.evaluate(() => typeof (window as { wp?: { apiFetch?: unknown } }).wp?.apiFetch)).toBe('function');

		const me = await page.evaluate(() => (window as unknown as { wp: { apiFetch: ApiFetch } }).wp.apiFetch({ path: '/wp/v2/users/me' }));
		expect(me).toMatchObject({ id: 1, slug: 'admin' });
		const restCalls = shop.ajax.filter((call) => call.endpoint.startsWith('rest:') || call.endpoint === 'admin-ajax:rest-nonce');
		expect(restCalls.map((call) => call.endpoint)).toEqual(['rest:/wp-json/wp/v2/users/me', 'admin-ajax:rest-nonce', 'rest:/wp-json/wp/v2/users/me']);
		const [stale, , retried] = restCalls;
		expect(stale.headers['x-wp-nonce']).toBe(STALE);
		expect(retried.headers['x-wp-nonce']).toMatch(/^[0-9a-f]{10}$/);
		expect(retried.headers['x-wp-nonce']).not.toBe(STALE);
	});
});
