import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();

describe('wp.apiFetch for other scripts', () => {
	it('is lent on pages with wpApiSettings, with the nonce and the nonce refresh', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.logIn('reader', '/shop/');
		await expect.poll(() => page.evaluate(() => typeof (window as { wp?: { apiFetch?: unknown } }).wp?.apiFetch)).toBe('function');
		expect((await demo.context.request.post(demo.url('/demo/api/expire-nonces'))).ok()).toBe(true);
		const me = await page.evaluate(() =>
			(window as unknown as { wp: { apiFetch(options: object): Promise<{ id: number; slug: string }> } }).wp.apiFetch({
				path: '/wp/v2/users/me',
			}),
		);
		expect(me).toMatchObject({ id: 2, slug: 'reader' });
		expect(demo.ajax.map((call) => call.endpoint)).toEqual([
			'rest:/wp-json/wp/v2/users/me',
			'admin-ajax:rest-nonce',
			'rest:/wp-json/wp/v2/users/me',
		]);
	});

	it('is not lent on pages without wpApiSettings', async () => {
		const demo = await openPage();
		await demo.goto('/shop/');
		expect(await demo.page.evaluate(() => typeof (window as { wp?: { apiFetch?: unknown } }).wp?.apiFetch)).toBe('undefined');
		expect(demo.chunks.some((chunk) => chunk.startsWith('rest-api-'))).toBe(false);
	});
});
