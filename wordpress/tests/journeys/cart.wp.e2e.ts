/**
 * The cart from the shop's loop and header, differential: each journey runs with the original
 * scripts and with the islands, under the kit's defaults and under each setting that changes it.
 */
import { describe, expect } from 'vitest';
import { addButton, addFromLoop, cartPath, HEADER_CART, headerCount, MINI_CART } from '../../../scripts/e2e/wordpress/cart';
import { product } from '../../../scripts/e2e/wordpress/catalog';
import { differential, type Journey, withNeighbours } from '../../../scripts/e2e/wordpress/differential';
import { type ShopPage, useShop } from '../../../scripts/e2e/wordpress/shop-session';
import { DEFAULTS, SETTINGS, type ShopSettings } from '../../../scripts/e2e/wordpress/shop-settings';

const openShopPage = useShop();
const LOOP_TITLES = 'ul.products li.product .woocommerce-loop-product__title';
const NOTICES = '.woocommerce-notices-wrapper, .woocommerce-message, .woocommerce-error, .woocommerce-info';

const addFromShop = (settings: ShopSettings): Journey => ({
	name: 'add to cart from /shop/',
	settings,
	watch: {
		server: ['cart'],
		elements: [addButton(product.mug.id()), `${addButton(product.mug.id())} + a.added_to_cart`, HEADER_CART, MINI_CART, LOOP_TITLES, NOTICES],
	},
	async run(shop) {
		await shop.goto('/shop/');
		expect(await headerCount(shop)).toBe('0 items');
		await addFromLoop(shop, product.mug.id());
		// One implementation on the page: one request, however many scripts listen.
		expect(shop.ajax.filter((call) => call.endpoint === 'add_to_cart').length).toBeLessThanOrEqual(1);
	},
});

const removeFromMiniCart = (settings: ShopSettings): Journey => ({
	name: 'remove from the header’s mini-cart',
	settings,
	watch: { server: ['cart'], elements: [HEADER_CART, MINI_CART] },
	async run(shop) {
		const { page } = shop;
		await shop.goto('/shop/');
		await addFromLoop(shop, product.mug.id());
		await addFromLoop(shop, product.poster.id());
		await page.hover('#site-header-cart');
		const remove = `${MINI_CART} a.remove[data-product_id="${product.mug.id()}"]`;
		await page.click(remove);
		await expect.poll(() => page.locator(remove).count()).toBe(0);
		await expect.poll(() => headerCount(shop)).toBe('1 item');
	},
});

const otherKinds: Journey = {
	name: 'the loop’s buttons for other kinds of product, and a backorder added',
	watch: {
		server: ['cart'],
		elements: [product.external, product.group, product.jacket, product.soldOut, product.backorder, product.solo].map(({ id }) => `ul.products ${addButton(id())}, ul.products a.button[data-product_id="${id()}"]`),
	},
	async run(shop) {
		await shop.goto('/shop/');
		await addFromLoop(shop, product.backorder.id());
	},
};

/** Adds the mug and the poster from /shop/ and opens the cart page of the journey's settings. */
async function toCartWithMugAndPoster(shop: ShopPage): Promise<void> {
	await shop.goto('/shop/');
	await addFromLoop(shop, product.mug.id());
	await addFromLoop(shop, product.poster.id());
	await shop.goto(cartPath(shop.settings));
}

const CART_TABLE = ['.woocommerce-cart-form tr.cart_item td.product-name', '.woocommerce-cart-form input.qty', '.cart_totals .order-total', '.woocommerce-message, .woocommerce-error, .woocommerce-info'];

/** The classic cart page (`[woocommerce_cart]`, WooCommerce's cart.js, which stays): change a quantity, update, remove a line. */
const classicCartPage: Journey = {
	name: 'on the cart page, change a quantity, update the cart and remove a line',
	settings: SETTINGS.classicCart,
	watch: { server: ['cart'], elements: [...CART_TABLE, HEADER_CART] },
	async run(shop) {
		const { page } = shop;
		await toCartWithMugAndPoster(shop);
		await page.fill('.woocommerce-cart-form tr.cart_item:has(a[data-product_id="' + product.mug.id() + '"]) input.qty', '3');
		await page.click('.woocommerce-cart-form button[name="update_cart"]');
		await expect.poll(() => page.locator('.woocommerce-message').innerText()).toContain('Cart updated.');
		await shop.settle();
		await page.click(`.woocommerce-cart-form a.remove[data-product_id="${product.poster.id()}"]`);
		await expect.poll(() => page.locator('.woocommerce-message').innerText()).toContain('removed');
		await shop.settle();
	},
};

/** The block cart (the kit's default cart page, WooCommerce's own React): the same, with its stepper and its remove link. */
const blockCartPage: Journey = {
	name: 'on the block cart, step a quantity up and remove a line',
	watch: { server: ['cart'], elements: ['.wc-block-cart-items .wc-block-components-product-name', '.wc-block-components-quantity-selector__input', '.wc-block-components-totals-footer-item', HEADER_CART] },
	async run(shop) {
		const { page } = shop;
		await toCartWithMugAndPoster(shop);
		await page.locator('.wc-block-cart-items__row').filter({ hasText: product.mug.name }).locator('.wc-block-components-quantity-selector__button--plus').click();
		await expect.poll(() => page.locator('.wc-block-cart-items__row').filter({ hasText: product.mug.name }).locator('input').inputValue()).toBe('2');
		// The block sends the new quantity after a pause and ignores a remove while it does: as a shopper, wait for the line's new total.
		await expect.poll(() => page.locator('.wc-block-cart-items__row').filter({ hasText: product.mug.name }).locator('.wc-block-cart-item__total').innerText()).toContain('$25.00');
		await shop.settle();
		await page.locator('.wc-block-cart-items__row').filter({ hasText: product.poster.name }).locator('.wc-block-cart-item__remove-link').click();
		await expect.poll(() => page.locator('.wc-block-cart-items__row').count()).toBe(1);
		await shop.settle();
	},
};

describe('the cart from the loop and the header', () => {
	for (const settings of [DEFAULTS, SETTINGS.ajaxAddOff, SETTINGS.redirectToCart, SETTINGS.pricesWithTax, SETTINGS.hideOutOfStock]) differential(addFromShop(settings), openShopPage);
	for (const settings of [DEFAULTS, SETTINGS.pricesWithTax]) differential(removeFromMiniCart(settings), openShopPage);
	differential(otherKinds, openShopPage);
});

describe('the cart page', () => {
	differential(classicCartPage, openShopPage);
	differential(blockCartPage, openShopPage);
});

/** A neighbour's own cart work: it asks for fresh fragments with `wc_fragment_refresh`, as its dependency taught it. */
const neighbourRefreshes: Journey = {
	name: 'add to cart from /shop/, then a neighbour asks for fresh fragments',
	neighbours: true,
	watch: { server: ['cart'], elements: [HEADER_CART, MINI_CART] },
	async run(shop) {
		const { page } = shop;
		await shop.goto('/shop/');
		await addFromLoop(shop, product.mug.id());
		const refreshed = page.waitForResponse((response) => new URL(response.url()).searchParams.get('wc-ajax') === 'get_refreshed_fragments');
		await page.evaluate(() => (window as unknown as { shopIslandsNeighbours: { refreshCart(): void } }).shopIslandsNeighbours.refreshCart());
		await refreshed;
		await shop.settle();
	},
};

describe('the cart, with the neighbour plugin listening', () => {
	differential(withNeighbours(addFromShop(DEFAULTS)), openShopPage);
	differential(withNeighbours(removeFromMiniCart(DEFAULTS)), openShopPage);
	differential(neighbourRefreshes, openShopPage);
});
