import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arriveAndCheckOutMug, expectCampaignAttribution, placedOrderId } from '../../../scripts/e2e/wordpress/checkout';
import { orderMeta, setCartMode } from '../../../scripts/e2e/wordpress/server';
import { useShop } from '../../../scripts/e2e/wordpress/shop-session';

const openShopPage = useShop();

describe('the classic checkout ([woocommerce_checkout], jQuery checkout.js)', () => {
	beforeAll(() => setCartMode('classic'));
	afterAll(() => setCartMode('blocks'));

	it('places a cash-on-delivery order that stores the order attribution', async () => {
		const shop = await openShopPage();
		const { page } = shop;
		await arriveAndCheckOutMug(shop);
		expect(await page.locator('form.woocommerce-checkout').count()).toBe(1);
		await expect.poll(() => page.locator('form.woocommerce-checkout input[name="wc_order_attribution_source_type"]').inputValue()).toBe('utm');

		await page.fill('#billing_first_name', 'Ada');
		await page.fill('#billing_last_name', 'Lovelace');
		await page.fill('#billing_address_1', '1 Analytical Row');
		await page.fill('#billing_city', 'Los Angeles');
		await page.fill('#billing_postcode', '90001');
		await page.fill('#billing_phone', '5555550100');
		await page.fill('#billing_email', 'ada@example.com');
		await page.check('#payment_method_cod');
		await page.click('#place_order');
		const orderId = await placedOrderId(shop);

		const meta = orderMeta(orderId);
		expectCampaignAttribution(meta);
		expect(shop.ajax.filter((call) => call.endpoint === 'checkout')).toHaveLength(1);
	});
});
