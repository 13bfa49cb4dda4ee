/**
 * A product page's tabs and review form, differential (single-product.js or the product-tabs
 * island). The Test Hoodie has no review yet: its tabs are Additional information and Reviews (0).
 */
import { describe, expect } from 'vitest';
import { product } from '../../../scripts/e2e/wordpress/catalog';
import { differential, type Journey } from '../../../scripts/e2e/wordpress/differential';
import { useShop } from '../../../scripts/e2e/wordpress/shop-session';
import { SETTINGS, type ShopSettings } from '../../../scripts/e2e/wordpress/shop-settings';

const openShopPage = useShop();
const TABS = ['.wc-tabs li', '.woocommerce-tabs .wc-tab'];
const REVIEW_FORM = ['#rating', 'p.stars', 'p.stars a', '.comment-form-rating [role="alert"]:not(:empty)', '.woocommerce-review__awaiting-approval', '.woocommerce-Reviews-title'];

const tabs: Journey = {
	name: 'open the tabs by click and by keys, and the reviews from a review address',
	watch: { elements: TABS },
	async run(shop) {
		const { page } = shop;
		await shop.goto(product.hoodie.path);
		await page.click('#tab-title-reviews a');
		await page.focus('#tab-title-reviews a');
		await page.keyboard.press('Home');
		await page.keyboard.press('Enter');
		// A new load of the page at a review's address (a link from an email, say).
		await shop.goto(`${product.hoodie.path}?from=email#comment-1`);
	},
};

const keys: Journey = {
	name: 'move between the tabs with the arrow keys',
	watch: { elements: TABS },
	async run(shop) {
		const { page } = shop;
		await shop.goto(product.hoodie.path);
		await page.focus('#tab-title-additional_information a');
		await page.keyboard.press('ArrowRight');
	},
};

const review = (settings: ShopSettings): Journey => ({
	name: 'send a review without a rating, then with four stars',
	settings,
	watch: { elements: REVIEW_FORM },
	async run(shop) {
		const { page } = shop;
		await shop.goto(`${product.hoodie.path}#tab-reviews`);
		// WordPress refuses a review it has seen before: each side, each run, says something of its own.
		await page.fill('#comment', `Warm and soft (${shop.mode}, ${Date.now()}).`);
		await page.fill('#author', 'Tester');
		await page.fill('#email', 'tester@example.com');
		const rated = settings.options?.woocommerce_review_rating_required !== 'no';
		if (rated) {
			// Refused in the page (an alert, or the islands' notice): the page stays.
			await page.click('#submit');
			await shop.settle();
			expect(new URL(page.url()).pathname).toBe(product.hoodie.path);
		}
		await page.click('p.stars a.star-4');
		await Promise.all([page.waitForEvent('load'), page.click('#submit')]);
		await shop.settle();
		expect(await page.locator('.woocommerce-review__awaiting-approval').count()).toBe(1);
	},
});

describe('the product page', () => {
	differential(tabs, openShopPage);
	differential(keys, openShopPage);
	for (const settings of [SETTINGS.ratingRequired, SETTINGS.ratingOptional]) differential(review(settings), openShopPage);
});
