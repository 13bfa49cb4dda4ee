/**
 * What the checkout journeys share: a shopper who lands from a campaign link, browses, adds the
 * mug and reaches the checkout, the attribution WooCommerce must store for that order, and the
 * block checkout's journey (run on the tier's shop and behind each page cache).
 */
import { expect } from 'vitest';
import { addFromLoop, HEADER_CART } from './cart';
import { product } from './catalog';
import type { Journey } from './differential';
import { orderMeta } from './server';
import type { ShopPage } from './shop-session';
import type { ShopSettings } from './shop-settings';

export const CAMPAIGN = { utm_source: 'wp-tier', utm_medium: 'email', utm_campaign: 'journeys' };
const landing = `/?${new URLSearchParams(CAMPAIGN)}`;

/** The checkout page of the settings a journey runs under: the blocks' or the classic one. */
export const checkoutPath = (shop: ShopPage) => (shop.settings.classicCart ? '/checkout-classic/' : '/checkout/');

/** Lands from the campaign link, adds the mug on /shop/, and opens the checkout: three pages. */
export async function arriveAndCheckOutMug(shop: ShopPage): Promise<void> {
	await shop.goto(landing);
	await shop.goto('/shop/');
	await addFromLoop(shop, product.mug.id());
	await shop.goto(checkoutPath(shop));
}

/** The `_wc_order_attribution_*` meta that visit must leave on its order. */
export function expectCampaignAttribution(meta: Record<string, string>): void {
	expect(meta).toMatchObject({
		_wc_order_attribution_source_type: 'utm',
		_wc_order_attribution_utm_source: CAMPAIGN.utm_source,
		_wc_order_attribution_utm_medium: CAMPAIGN.utm_medium,
		_wc_order_attribution_utm_campaign: CAMPAIGN.utm_campaign,
		_wc_order_attribution_session_pages: '3',
		_wc_order_attribution_session_count: '1',
		_wc_order_attribution_device_type: 'Desktop',
	});
	expect(meta._wc_order_attribution_session_entry).toContain(landing);
	expect(meta._wc_order_attribution_user_agent).toMatch(/Chrome/);
}

/** Waits for the order-received page and returns the order's id from its URL. */
export async function placedOrderId(shop: ShopPage): Promise<number> {
	await shop.page.waitForURL('**/order-received/**', { timeout: 30_000 });
	const id = Number(/\/order-received\/(\d+)\//.exec(shop.page.url())?.[1]);
	expect(id).toBeGreaterThan(0);
	return id;
}

/** Lands from the campaign, adds the mug and places a cash-on-delivery order at the block checkout (the kit's default). */
export const blockCheckout = (settings: ShopSettings): Journey => ({
	name: 'land from a campaign, add the mug, place an order at the block checkout',
	settings,
	// Two orders at once would race for the mug's held stock.
	oneAtATime: true,
	unsteady: { announced: ['"Test Mug" was removed from your cart.'] },
	watch: { server: ['cart'], elements: [HEADER_CART] },
	async run(shop) {
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
		const order = await placedOrderId(shop);
		const sent = checkoutPost.postDataJSON() as { extensions?: Record<string, Record<string, string>> };
		expect(sent.extensions?.['woocommerce/order-attribution']).toMatchObject({ source_type: 'utm', utm_source: CAMPAIGN.utm_source, session_pages: '3' });
		expectCampaignAttribution(orderMeta(order));
		return { order };
	},
});
