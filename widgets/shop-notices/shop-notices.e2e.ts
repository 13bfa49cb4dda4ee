import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();

describe('shop notices', () => {
	it('focuses the error notice the server sent', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/shop/');
		await page.click('a.ajax_add_to_cart[data-product_id="14"]');
		await expect.poll(() => page.locator('.widget_shopping_cart_content li.mini_cart_item').count()).toBe(1);
		await page.click('a.ajax_add_to_cart[data-product_id="14"]');
		await page.waitForURL('**/product/e-book/');
		await expect
			.poll(() => page.evaluate(() => document.activeElement?.classList.contains('woocommerce-error') ?? false))
			.toBe(true);
		expect(await page.locator('.woocommerce-error').getAttribute('tabindex')).toBe('-1');
	});
});
