/**
 * A page script's REST call with a nonce the page printed long ago (a cache older than the
 * nonce's life), differential: WordPress's own `wp.apiFetch` (`wp-api-fetch`, its nonce middleware
 * and nonce endpoint) as the original, the islands' REST helper lent as `wp.apiFetch` (the page
 * asks for the REST API with `wpApiSettings`) as the replacement. Either fetches a fresh nonce from
 * admin-ajax and the call succeeds. The JNews theme's own helper, which the islands replace on a
 * news site, is not on this shop; WordPress's does the same.
 */
import { describe, expect } from 'vitest';
import { differential } from '../../../scripts/e2e/wordpress/differential';
import { useShop } from '../../../scripts/e2e/wordpress/shop-session';

const openShopPage = useShop();
type ApiFetch = (options: object) => Promise<{ id: number; slug: string }>;
const STALE = '0badc0ffee';

describe('the REST API from a page script, logged in', () => {
	differential(
		{
			name: 'a REST call with a dead nonce: a fresh one from admin-ajax, and the call succeeds',
			watch: {},
			oneAtATime: true,
			async run(shop) {
				const { page } = shop;
				await shop.logIn('admin', '/shop/');
				// The page as a cache older than the nonce's life would serve it: the printed nonce is dead.
				await page.route((url) => url.pathname === '/shop/' && url.searchParams.has('islands-test-rest'), async (route) => {
					const response = await route.fetch();
					const html = (await response.text())
						.replace(/(var wpApiSettings = \{.*?"nonce":")[0-9a-f]+"/, `$1${STALE}"`)
						.replace(/(createNonceMiddleware\( ")[0-9a-f]+"/, `$1${STALE}"`);
					await route.fulfill({ response, body: html });
				});
				await shop.goto('/shop/?islands-test-rest');
				await expect.poll(() => page.evaluate(() => typeof (window as { wp?: { apiFetch?: unknown } }).wp?.apiFetch)).toBe('function');
				const me = await page.evaluate(() => (window as unknown as { wp: { apiFetch: ApiFetch } }).wp.apiFetch({ path: '/wp/v2/users/me' }));
				expect(me).toMatchObject({ id: 1, slug: 'admin' });
				const calls = shop.ajax.filter((call) => call.endpoint.startsWith('rest:') || call.endpoint === 'admin-ajax:rest-nonce');
				expect(calls.map((call) => call.endpoint)).toEqual(['rest:/wp-json/wp/v2/users/me', 'admin-ajax:rest-nonce', 'rest:/wp-json/wp/v2/users/me']);
				expect(calls[0].headers['x-wp-nonce']).toBe(STALE);
				expect(calls[2].headers['x-wp-nonce']).toMatch(/^[0-9a-f]{10}$/);
			},
		},
		openShopPage,
	);
});
