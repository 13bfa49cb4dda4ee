import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();

describe('ordering', () => {
	it('reloads the shop in the order chosen with the keyboard, and re-announces the count', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/shop/');
		await page.locator('.woocommerce-ordering select.orderby').focus();
		await Promise.all([page.waitForURL('**/shop/?orderby=price**'), page.selectOption('.woocommerce-ordering select.orderby', 'price')]);
		const count = page.locator('.woocommerce-result-count');
		await expect.poll(() => count.getAttribute('aria-hidden')).toBe('true');
		await expect.poll(() => count.getAttribute('aria-hidden'), { timeout: 4000 }).toBe('false');
		expect(await count.innerText()).toMatch(/^Showing all \d+ results$/);
	});
});
