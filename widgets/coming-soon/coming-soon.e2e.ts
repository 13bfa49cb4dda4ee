import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();
const banner = '#coming-soon-footer-banner';

describe('coming-soon banner', () => {
	it('dismisses with an expired nonce after one refresh, and stays dismissed', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.logIn('admin', '/shop/');
		await expect.poll(() => page.locator(banner).isVisible()).toBe(true);
		expect((await demo.context.request.post(demo.url('/demo/api/expire-nonces'))).ok()).toBe(true);

		const answers: Array<[string, number]> = [];
		page.on('response', (response) => {
			const url = new URL(response.url());
			if (url.pathname.includes('/wp-json/') || url.pathname.endsWith('admin-ajax.php'))
				answers.push([`${response.request().method()} ${url.pathname}${url.searchParams.get('action') ? `?action=${url.searchParams.get('action')}` : ''}`, response.status()]);
		});
		await page.locator(`${banner} a.coming-soon-footer-banner-dismiss`).click();
		await expect.poll(() => answers.length).toBe(3);
		expect(answers).toEqual([
			['POST /wp-json/wp/v2/users/1', 403],
			['GET /wp-admin/admin-ajax.php?action=rest-nonce', 200],
			['POST /wp-json/wp/v2/users/1', 200],
		]);
		const sent = demo.ajax.filter((call) => call.endpoint.startsWith('rest:'));
		expect(sent.at(-1)?.body.get('woocommerce_meta[coming_soon_banner_dismissed]')).toBe('yes');
		await expect.poll(() => page.locator(banner).count()).toBe(0);
		await demo.reload();
		expect(await page.locator(banner).count()).toBe(0);
	});

	it('comes back with the reason when the server keeps failing', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.logIn('admin', '/shop/');
		await demo.context.addCookies([
			{ name: 'demo_fault', value: '500', url: demo.url('/') },
			{ name: 'demo_fault_endpoint', value: '/wp/v2/users/1', url: demo.url('/') },
		]);
		const link = page.locator(`${banner} a.coming-soon-footer-banner-dismiss`);
		await link.focus();
		await page.keyboard.press('Enter');
		await expect.poll(() => page.locator(`${banner} .coming-soon-footer-banner__error`).innerText()).toContain(
			'The banner could not be dismissed',
		);
		expect(await page.locator(banner).isVisible()).toBe(true);
		await expect.poll(() => page.locator('#a11y-speak-assertive').innerText()).toContain('could not be dismissed');
	});
});
