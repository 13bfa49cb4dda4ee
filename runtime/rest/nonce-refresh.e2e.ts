import { describe, expect, it } from 'vitest';
import { callApiFetch } from '../../scripts/e2e/api-fetch';
import { type DemoPage, useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();


const restCalls = (demo: DemoPage) => demo.ajax.map((call) => call.endpoint);

describe('REST nonce refresh against the demo (contract rest-helper §6)', () => {
	it('logged in: an expired nonce is refreshed once, the call succeeds, and the fresh nonce is kept', async () => {
		const demo = await openPage();
		await demo.logIn('reader', '/shop/');
		expect((await demo.context.request.post(demo.url('/demo/api/expire-nonces'))).ok()).toBe(true);

		expect(await callApiFetch(demo, { path: '/wp/v2/users/me' })).toMatchObject({ value: { id: 2, slug: 'reader' } });
		expect(await callApiFetch(demo, { path: '/wp/v2/users/me' })).toMatchObject({ value: { id: 2 } });
		expect(restCalls(demo)).toEqual([
			'rest:/wp-json/wp/v2/users/me',
			'admin-ajax:rest-nonce',
			'rest:/wp-json/wp/v2/users/me',
			'rest:/wp-json/wp/v2/users/me',
		]);
	});

	it('logged out in another tab: the refresh answers 400 "0", so the call rejects with the original error and sends nothing more', async () => {
		const demo = await openPage();
		await demo.logIn('reader', '/shop/');
		const otherTab = await demo.context.newPage();
		await otherTab.goto('/shop/');
		await otherTab.getByRole('link', { name: /^Log out/ }).click();
		await expect.poll(() => otherTab.getByRole('link', { name: 'Log in' }).count()).toBeGreaterThan(0);
		const refreshStatuses: number[] = [];
		demo.page.on('response', (response) => {
			if (response.url().includes('action=rest-nonce')) refreshStatuses.push(response.status());
		});

		const outcome = await callApiFetch(demo, { path: '/wp/v2/users/me' });

		expect(outcome).toEqual({ error: { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } } });
		await expect.poll(() => refreshStatuses).toEqual([400]);
		const refresh = await demo.context.request.get(demo.url('/wp-admin/admin-ajax.php?action=rest-nonce'));
		expect([refresh.status(), await refresh.text()]).toEqual([400, '0']);
		await demo.page.waitForTimeout(300);
		expect(restCalls(demo)).toEqual(['rest:/wp-json/wp/v2/users/me', 'admin-ajax:rest-nonce']);
	});
});
