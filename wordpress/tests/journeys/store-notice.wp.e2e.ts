import { describe, expect } from 'vitest';
import { differential } from '../../../scripts/e2e/wordpress/differential';
import { useShop } from '../../../scripts/e2e/wordpress/shop-session';
import { SETTINGS } from '../../../scripts/e2e/wordpress/shop-settings';

const openShopPage = useShop();
const NOTICE = '.woocommerce-store-notice';

describe('the store notice', () => {
	differential(
		{
			name: 'dismiss the store notice, then reload',
			settings: SETTINGS.storeNotice,
			watch: { elements: [NOTICE] },
			async run(shop) {
				const { page } = shop;
				await shop.goto('/shop/');
				await expect.poll(() => page.locator(NOTICE).isVisible()).toBe(true);
				const id = await page.locator(NOTICE).getAttribute('data-notice-id');
				expect(id).toMatch(/^[0-9a-f]{32}$/);
				await page.click(`${NOTICE} .woocommerce-store-notice__dismiss-link`);
				await expect.poll(() => page.locator(NOTICE).isVisible()).toBe(false);
				expect((await shop.context.cookies()).find((cookie) => cookie.name === `store_notice${id}`)).toMatchObject({ value: 'hidden', path: '/' });
				await shop.reload();
				expect(await page.locator(NOTICE).count()).toBe(1);
			},
		},
		openShopPage,
	);
});
