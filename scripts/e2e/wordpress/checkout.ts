/**
 * What both checkout journeys share: a shopper who lands from a campaign link, browses, adds the
 * mug and reaches the checkout, and the attribution WooCommerce must store for that order.
 */
import { expect } from 'vitest';
import { addFromLoop } from './cart';
import { product } from './catalog';
import type { ShopPage } from './shop-session';

export const CAMPAIGN = { utm_source: 'wp-tier', utm_medium: 'email', utm_campaign: 'journeys' };
const landing = `/?${new URLSearchParams(CAMPAIGN)}`;

/** Lands from the campaign link, adds the mug on /shop/, and opens /checkout/: three pages. */
export async function arriveAndCheckOutMug(shop: ShopPage): Promise<void> {
	await shop.goto(landing);
	await shop.goto('/shop/');
	await addFromLoop(shop, product.mug.id());
	await shop.goto('/checkout/');
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
	await shop.page.waitForURL('**/checkout/order-received/**', { timeout: 30_000 });
	const id = Number(/\/order-received\/(\d+)\//.exec(shop.page.url())?.[1]);
	expect(id).toBeGreaterThan(0);
	return id;
}
