/**
 * Both checkouts, differential: a shopper lands from a campaign link, adds the mug, and places a
 * cash-on-delivery order; the order must store the same attribution either way. The block
 * checkout (the kit's default) takes it as the checkout's extension data; the classic one
 * (`[woocommerce_checkout]`, WooCommerce's jQuery checkout.js) from the hidden inputs.
 */
import { describe, expect } from 'vitest';
import { HEADER_CART } from '../../../scripts/e2e/wordpress/cart';
import { arriveAndCheckOutMug, blockCheckout, expectCampaignAttribution, placedOrderId } from '../../../scripts/e2e/wordpress/checkout';
import { differential } from '../../../scripts/e2e/wordpress/differential';
import { orderMeta } from '../../../scripts/e2e/wordpress/server';
import { useShop } from '../../../scripts/e2e/wordpress/shop-session';
import { DEFAULTS, SETTINGS } from '../../../scripts/e2e/wordpress/shop-settings';

const openShopPage = useShop();

describe('the checkouts', () => {
	differential(blockCheckout(DEFAULTS), openShopPage);

	differential(
		{
			name: 'land from a campaign, add the mug, place an order at the classic checkout',
			settings: SETTINGS.classicCart,
			oneAtATime: true,
			watch: { server: ['cart'], elements: [HEADER_CART, 'form.woocommerce-checkout input[name^="wc_order_attribution_"]'] },
			async run(shop) {
				const { page } = shop;
				await arriveAndCheckOutMug(shop);
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
				const order = await placedOrderId(shop);
				expectCampaignAttribution(orderMeta(order));
				expect(shop.ajax.filter((call) => call.endpoint === 'checkout')).toHaveLength(1);
				return { order };
			},
		},
		openShopPage,
	);
});
