import { describe, expect, it } from 'vitest';
import { arriveAndCheckOutMug, CAMPAIGN, expectCampaignAttribution, placedOrderId } from '../../../scripts/e2e/wordpress/checkout';
import { orderMeta } from '../../../scripts/e2e/wordpress/server';
import { useShop } from '../../../scripts/e2e/wordpress/shop-session';

const openShopPage = useShop();

describe('the block checkout (the default)', () => {
	it('sends the attribution as the checkout’s extension data, and the order stores it', async () => {
		const shop = await openShopPage();
		const { page } = shop;
		await arriveAndCheckOutMug(shop);
		await page.waitForSelector('.wc-block-checkout__form');

		await page.fill('#email', 'grace@example.com');
		await page.fill('#billing-first_name', 'Grace');
		await page.fill('#billing-last_name', 'Hopper');
		await page.fill('#billing-address_1', '1 Compiler Way');
		await page.fill('#billing-city', 'Los Angeles');
		await page.fill('#billing-postcode', '90001');
		await page.check('#radio-control-wc-payment-method-options-cod');
		const [checkoutPost] = await Promise.all([
			page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/wc/store/v1/checkout')),
			page.click('.wc-block-components-checkout-place-order-button'),
		]);
		const orderId = await placedOrderId(shop);

		const sent = checkoutPost.postDataJSON() as { extensions?: Record<string, Record<string, string>> };
		expect(sent.extensions?.['woocommerce/order-attribution']).toMatchObject({
			source_type: 'utm',
			utm_source: CAMPAIGN.utm_source,
			utm_medium: CAMPAIGN.utm_medium,
			utm_campaign: CAMPAIGN.utm_campaign,
			session_pages: '3',
		});
		expectCampaignAttribution(orderMeta(orderId));
	});
});
