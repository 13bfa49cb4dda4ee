/**
 * The real variable product's page (WooCommerce 10.9.4, Storefront): the tabs
 * and the review form's star rating run as islands, single-product.js is not
 * fetched, and nothing throws. The shop's Hoodie has no review yet: its tabs
 * are Additional information and Reviews (0).
 */
import { describe, expect, it } from 'vitest';
import { product } from '../../../scripts/e2e/wordpress/catalog';
import { type ShopPage, useShop } from '../../../scripts/e2e/wordpress/shop-session';

const openShopPage = useShop();
const SINGLE_PRODUCT_JS = /\/woocommerce\/assets\/js\/frontend\/single-product(\.min)?\.js/;

const openPanels = (shop: ShopPage) =>
	shop.page.$$eval('.woocommerce-tabs .wc-tab', (panels) => panels.filter((panel) => getComputedStyle(panel).display !== 'none').map((panel) => panel.id));
const selectedTabs = (shop: ShopPage) =>
	shop.page.$$eval('.wc-tabs a[role=tab]', (tabs) => tabs.map((tab) => [tab.getAttribute('aria-selected'), (tab as HTMLElement).tabIndex]));

describe('the product page', () => {
	it('opens the first tab, switches by click and keys, and opens the reviews for a review address', async () => {
		const shop = await openShopPage();
		const { page } = shop;
		await shop.goto(product.hoodie.path);
		expect(await openPanels(shop)).toEqual(['tab-additional_information']);
		expect(await selectedTabs(shop)).toEqual([['true', 0], ['false', -1]]);
		expect(await page.evaluate(() => typeof (window as { wc_single_product_params?: unknown }).wc_single_product_params)).toBe('object');

		await page.click('#tab-title-reviews a');
		expect(await openPanels(shop)).toEqual(['tab-reviews']);
		expect(await selectedTabs(shop)).toEqual([['false', -1], ['true', 0]]);
		await page.focus('#tab-title-reviews a');
		await page.keyboard.press('Home');
		expect(await openPanels(shop)).toEqual(['tab-additional_information']);
		expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#tab-additional_information');
		await page.keyboard.press('End');
		expect(await openPanels(shop)).toEqual(['tab-reviews']);

		await shop.goto(`${product.hoodie.path}#comment-1`);
		expect(await openPanels(shop)).toEqual(['tab-reviews']);
		expect(shop.fetched.filter((url) => SINGLE_PRODUCT_JS.test(url))).toEqual([]);
	});

	it('rates by star and refuses a review without a rating in place, sending nothing', async () => {
		const shop = await openShopPage();
		const { page } = shop;
		await shop.goto(`${product.hoodie.path}#tab-reviews`);
		expect(await page.isVisible('#rating')).toBe(false);
		expect(await page.$$eval('p.stars a[role=radio]', (stars) => stars.map((star) => star.textContent))).toEqual([
			'1 of 5 stars',
			'2 of 5 stars',
			'3 of 5 stars',
			'4 of 5 stars',
			'5 of 5 stars',
		]);
		const posts: string[] = [];
		page.on('request', (request) => {
			if (request.method() === 'POST') posts.push(request.url());
		});
		let dialogs = 0;
		page.on('dialog', (dialog) => {
			dialogs++;
			void dialog.dismiss();
		});
		await page.fill('#comment', 'Warm and soft.');
		await page.fill('#author', 'Tester');
		await page.fill('#email', 'tester@example.com');
		await page.click('#submit');
		const alert = page.locator('.comment-form-rating [role=alert]');
		await expect.poll(() => alert.textContent()).toBe('Please select a rating');
		expect(await page.evaluate(() => document.activeElement?.className)).toBe('star-1');
		expect(posts.filter((url) => url.includes('wp-comments-post.php'))).toEqual([]);
		expect(dialogs).toBe(0);

		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('ArrowRight');
		expect(await page.$eval('#rating', (select) => (select as HTMLSelectElement).value)).toBe('4');
		expect(await page.getAttribute('p.stars', 'class')).toBe('stars selected');
		expect(await alert.textContent()).toBe('');
		expect(shop.fetched.filter((url) => SINGLE_PRODUCT_JS.test(url))).toEqual([]);
	});
});
