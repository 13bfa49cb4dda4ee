import { describe, expect, it } from 'vitest';
import { withOption } from '../../../scripts/e2e/wordpress/server';
import { useShop } from '../../../scripts/e2e/wordpress/shop-session';

const openShopPage = useShop();
const notice = '.woocommerce-store-notice';

describe('the store notice', () => {
	it('shows, hides when dismissed, and a cookie keeps it hidden after a reload', async () => {
		await withOption('woocommerce_demo_store', 'yes', async () => {
			const shop = await openShopPage();
			const { page } = shop;
			await shop.goto('/shop/');
			await expect.poll(() => page.locator(notice).isVisible()).toBe(true);
			const id = await page.locator(notice).getAttribute('data-notice-id');
			expect(id).toMatch(/^[0-9a-f]{32}$/);
			await page.click(`${notice} .woocommerce-store-notice__dismiss-link`);
			await expect.poll(() => page.locator(notice).isVisible()).toBe(false);
			expect((await shop.context.cookies()).find((cookie) => cookie.name === `store_notice${id}`)).toMatchObject({ value: 'hidden', path: '/' });
			expect(page.url()).toBe(shop.url('/shop/'));

			await shop.reload();
			expect(await page.locator(notice).count()).toBe(1);
			expect(await page.locator(notice).isVisible()).toBe(false);
		});
	});
});
