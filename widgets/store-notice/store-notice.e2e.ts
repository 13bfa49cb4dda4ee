import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();
const notice = '.woocommerce-store-notice';

describe('store notice', () => {
	it('shows, hides on dismiss, and stays hidden after a reload', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/shop/');
		await expect.poll(() => page.locator(notice).isVisible()).toBe(true);
		const id = await page.locator(notice).getAttribute('data-notice-id');
		await page.click('.woocommerce-store-notice__dismiss-link');
		await expect.poll(() => page.locator(notice).isVisible()).toBe(false);
		const cookie = (await demo.context.cookies()).find((item) => item.name === `store_notice${id}`);
		expect(cookie).toMatchObject({ value: 'hidden', path: '/' });
		expect(page.url()).not.toContain('#');
		await demo.reload();
		expect(await page.locator(notice).isVisible()).toBe(false);
	});

	it('is dismissed from the keyboard with Space', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/');
		await page.locator('.woocommerce-store-notice__dismiss-link').focus();
		expect(await page.locator('.woocommerce-store-notice__dismiss-link').getAttribute('role')).toBe('button');
		await page.keyboard.press('Space');
		await expect.poll(() => page.locator(notice).isVisible()).toBe(false);
	});
});
