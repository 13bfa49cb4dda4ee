/**
 * Storefront's own shop parts, differential: its sticky add-to-cart bar on a product page and its
 * handheld footer bar on a phone. Their scripts are Storefront's and stay; the islands around them
 * (the cart's fragments, the add-to-cart buttons) must keep them as the original scripts do.
 */
import { describe, expect } from 'vitest';
import { addFromLoop, HEADER_CART } from '../../../scripts/e2e/wordpress/cart';
import { product } from '../../../scripts/e2e/wordpress/catalog';
import { differential, type Journey } from '../../../scripts/e2e/wordpress/differential';
import { useShop } from '../../../scripts/e2e/wordpress/shop-session';
import { SETTINGS } from '../../../scripts/e2e/wordpress/shop-settings';

const openShopPage = useShop();
const STICKY = 'section.storefront-sticky-add-to-cart';
const FOOTER_BAR = '.storefront-handheld-footer-bar';

const stickyBar: Journey = {
	name: 'scroll down the mug’s page and add it from the sticky bar',
	settings: SETTINGS.stickyAddToCart,
	watch: { server: ['cart'], elements: [STICKY, `${STICKY} a.button`, HEADER_CART, '.woocommerce-message'] },
	async run(shop) {
		const { page } = shop;
		await shop.goto(product.mug.path);
		await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
		await expect.poll(() => page.locator(STICKY).getAttribute('class')).toContain('storefront-sticky-add-to-cart--slideInDown');
		await Promise.all([page.waitForURL((url) => url.searchParams.get('add-to-cart') === String(product.mug.id()), { waitUntil: 'load' }), page.click(`${STICKY} a.button`)]);
		await shop.settle();
	},
};

const handheldBar: Journey = {
	name: 'on a phone, add the mug from /shop/, then open the footer bar’s search',
	settings: SETTINGS.handheld,
	watch: { server: ['cart'], elements: [`${FOOTER_BAR} li`, `${FOOTER_BAR} a.footer-cart-contents`, `${FOOTER_BAR} .site-search`] },
	async run(shop) {
		const { page } = shop;
		await shop.goto('/shop/');
		await addFromLoop(shop, product.mug.id());
		// The footer bar's cart is a fragment of its own: the add brings it with its new count.
		await expect.poll(() => page.locator(`${FOOTER_BAR} a.footer-cart-contents .count`).innerText()).toBe('1');
		await page.click(`${FOOTER_BAR} li.search > a`);
		await expect.poll(() => page.locator(`${FOOTER_BAR} li.search`).getAttribute('class')).toContain('active');
	},
};

describe('Storefront’s shop parts', () => {
	differential(stickyBar, openShopPage);
	differential(handheldBar, openShopPage);
});
