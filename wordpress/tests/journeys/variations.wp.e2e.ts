/**
 * Variable products, differential: the kit's Test Hoodie (one attribute) and the staged Test
 * Jacket (Color, Size, and Fabric, "any" in some variations; variations with their own image,
 * weight, dimensions and stock, one out of stock).
 */
import { describe, expect } from 'vitest';
import { HEADER_CART, submitProductForm } from '../../../scripts/e2e/wordpress/cart';
import { product } from '../../../scripts/e2e/wordpress/catalog';
import { differential, type Journey, withNeighbours } from '../../../scripts/e2e/wordpress/differential';
import { type ShopPage, useShop } from '../../../scripts/e2e/wordpress/shop-session';
import { DEFAULTS, SETTINGS, type ShopSettings } from '../../../scripts/e2e/wordpress/shop-settings';

const openShopPage = useShop();
const FORM = 'form.variations_form';
const THE_FORM = [
	`${FORM} .variations select`,
	`${FORM} input.variation_id`,
	`${FORM} .single_variation`,
	`${FORM} .single_add_to_cart_button`,
	`${FORM} .woocommerce-variation-add-to-cart`,
	`${FORM} a.reset_variations`,
	`${FORM} .reset_variations_alert`,
	'.product_meta .sku',
	'.woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value',
	'.woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value',
	'.woocommerce-product-gallery__image img.wp-post-image',
	'.woocommerce-notices-wrapper',
];

/**
 * Chooses every attribute in turn, as a shopper does, and waits until the form shows the variation
 * (WooCommerce's script enables the button only once its slide-down has ended; a choice made
 * before that can leave its button disabled, a race of its own that journeys do not test).
 */
async function choose(shop: ShopPage, choices: Record<string, string>): Promise<void> {
	for (const [attribute, value] of Object.entries(choices)) await shop.page.selectOption(`${FORM} select[name="attribute_${attribute}"]`, value);
	await expect.poll(() => shop.page.locator(`${FORM} .single_add_to_cart_button`).getAttribute('class')).not.toMatch(/wc-variation-selection-needed/);
	await shop.settle();
}

const hoodie = (settings: ShopSettings): Journey => ({
	name: 'choose a size of the hoodie and add it',
	settings,
	watch: { server: ['cart'], elements: [...THE_FORM, HEADER_CART] },
	async run(shop) {
		await shop.goto(product.hoodie.path);
		await choose(shop, { size: 'S' });
		await choose(shop, { size: 'M' });
		await submitProductForm(shop, `${FORM} .single_add_to_cart_button`);
	},
});

const jacket: Journey = {
	name: 'choose color, size and an "any" fabric of the jacket, see its weight, dimensions, stock and image, and add it',
	watch: { server: ['cart'], elements: [...THE_FORM, HEADER_CART] },
	async run(shop) {
		await shop.goto(product.jacket.path);
		await choose(shop, { color: 'Blue', size: 'L', fabric: 'Wool' });
		await submitProductForm(shop, `${FORM} .single_add_to_cart_button`);
	},
};

const jacketShown: Journey = {
	name: 'choose the jacket’s Blue L in wool: weight, dimensions, stock and image shown',
	watch: { elements: THE_FORM },
	async run(shop) {
		await shop.goto(product.jacket.path);
		await choose(shop, { color: 'Blue', size: 'L', fabric: 'Wool' });
	},
};

const clear: Journey = {
	name: 'choose the jacket’s Red S in cotton, then Clear',
	watch: { elements: THE_FORM },
	async run(shop) {
		await shop.goto(product.jacket.path);
		await choose(shop, { color: 'Red', size: 'S', fabric: 'Cotton' });
		await shop.page.click(`${FORM} a.reset_variations`);
		await shop.settle();
	},
};

const unavailable: Journey = {
	name: 'choose the jacket’s sold-out Blue S in wool and press Add to cart',
	watch: { server: ['cart'], elements: THE_FORM },
	async run(shop) {
		await shop.goto(product.jacket.path);
		await choose(shop, { color: 'Blue', size: 'S', fabric: 'Wool' });
		// Forced: the islands mark the button aria-disabled, which Playwright waits on; a shopper can still press it.
		await shop.page.click(`${FORM} .single_add_to_cart_button`, { force: true });
		await shop.settle();
	},
};

/**
 * A shopper faster than the network: the form's script (WooCommerce's add-to-cart-variation.js, or
 * the variations island's chunk) is held back by the page's routing while the shopper chooses a
 * size and presses Add to cart; it arrives after the press. The press comes once the page has
 * asked for that script: before it, the islands' loader has not run either (it is deferred, as
 * WooCommerce's script is), and both sides are the plain form alike.
 */
const beforeTheScript: Journey = {
	name: 'choose a size of the hoodie and press Add to cart before the form’s script is there',
	watch: { server: ['cart'], elements: [HEADER_CART, '.woocommerce-message, .woocommerce-error'] },
	async run(shop) {
		const { page } = shop;
		let deliver = () => {};
		const delivered = new Promise<void>((resolve) => (deliver = resolve));
		const formScript = /\/add-to-cart-variation(\.min)?\.js|\/chunks\/variations-[\w]+\.js/;
		await page.route(formScript, async (route) => {
			await delivered;
			await route.continue().catch(() => undefined);
		});
		const asked = page.waitForRequest(formScript);
		await page.goto(product.hoodie.path, { waitUntil: 'commit' });
		await page.selectOption(`${FORM} select[name="attribute_size"]`, 'M');
		await asked;
		// The page the form's post brings: once the post is out, the next document to commit.
		const answered = page.waitForRequest((request) => request.method() === 'POST' && request.isNavigationRequest()).then(() => page.waitForEvent('framenavigated'));
		await page.click(`${FORM} .single_add_to_cart_button`, { noWaitAfter: true });
		deliver();
		await answered;
		await page.waitForLoadState('load');
		await shop.settle();
		// The shop's answer, whichever it is: the intended differences say which each side gets.
		await expect.poll(() => page.locator('.woocommerce-message, .woocommerce-error').count()).toBe(1);
	},
};

describe('variable products', () => {
	differential(beforeTheScript, openShopPage);
	for (const settings of [DEFAULTS, SETTINGS.pricesWithTax, SETTINGS.redirectToCart]) differential(hoodie(settings), openShopPage);
	differential(jacket, openShopPage);
	differential(jacketShown, openShopPage);
	differential(clear, openShopPage);
	differential(unavailable, openShopPage);
});

describe('variable products, with the neighbour plugin listening', () => {
	differential(withNeighbours(hoodie(DEFAULTS)), openShopPage);
});
