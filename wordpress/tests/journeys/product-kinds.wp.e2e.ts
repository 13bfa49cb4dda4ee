/**
 * The product pages of the other kinds, differential, on the products the tier stages: sold
 * individually, out of stock, on backorder, grouped and external (affiliate). Their forms post as
 * plain forms either way; the islands must leave them as WooCommerce does, and the quantity, tabs,
 * gallery and wishlist around them must end the same.
 */
import { describe, expect } from 'vitest';
import { HEADER_CART, submitProductForm } from '../../../scripts/e2e/wordpress/cart';
import { product } from '../../../scripts/e2e/wordpress/catalog';
import { differential, type Journey } from '../../../scripts/e2e/wordpress/differential';
import { useShop } from '../../../scripts/e2e/wordpress/shop-session';

const openShopPage = useShop();
const SUMMARY = ['.summary .price', '.summary .stock', 'form.cart', 'form.cart .quantity', 'form.cart input.qty', 'form.cart button[type="submit"]', 'form.cart a.button'];
const NOTICES = '.woocommerce-message, .woocommerce-error, .woocommerce-info';

const soldIndividually: Journey = {
	name: 'add the sold-individually print from its page, then once more',
	watch: { server: ['cart'], elements: [...SUMMARY, HEADER_CART, NOTICES] },
	async run(shop) {
		await shop.goto(product.solo.path);
		await submitProductForm(shop);
		// The second time the shop refuses: one is the most a cart holds.
		await submitProductForm(shop);
		expect(await shop.page.locator('.woocommerce-error').innerText()).toContain('You cannot add another');
	},
};

const soldOut: Journey = {
	name: 'open the sold-out cap’s page',
	watch: { elements: [...SUMMARY, '.summary .yith-wcwl-add-to-wishlist'] },
	async run(shop) {
		await shop.goto(product.soldOut.path);
		expect(await shop.page.locator('form.cart').count()).toBe(0);
	},
};

const backorder: Journey = {
	name: 'add two of the backorder lamp from its page',
	watch: { server: ['cart'], elements: [...SUMMARY, HEADER_CART, NOTICES] },
	async run(shop) {
		const { page } = shop;
		await shop.goto(product.backorder.path);
		await page.fill('form.cart input.qty', '2');
		await submitProductForm(shop);
	},
};

const grouped: Journey = {
	name: 'add two mugs and a poster from the grouped gift set',
	watch: { server: ['cart'], elements: [...SUMMARY, 'table.group_table td', HEADER_CART, NOTICES] },
	async run(shop) {
		const { page } = shop;
		await shop.goto(product.group.path);
		await page.fill(`form.cart input[name="quantity[${product.mug.id()}]"]`, '2');
		// By the keyboard, as the quantity's own control does it.
		await page.focus(`form.cart input[name="quantity[${product.poster.id()}]"]`);
		await page.keyboard.press('ArrowUp');
		await submitProductForm(shop);
	},
};

const external: Journey = {
	name: 'open the external book’s page and its partner’s button',
	watch: {},
	async run(shop) {
		const { page } = shop;
		// The partner's site is not the shop's business: the request is answered here.
		await page.route('https://example.org/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Partner</title><p>The partner’s page</p>' }));
		await shop.goto(product.external.path);
		// What the page offers, read here: the journey ends on the partner's page.
		expect(await page.locator('form.cart').getAttribute('action')).toBe('https://example.org/partner-book');
		expect(await page.locator('form.cart button[type="submit"]').innerText()).toBe('Buy from our partner');
		await Promise.all([page.waitForURL('https://example.org/partner-book**'), page.click('form.cart button[type="submit"]')]);
	},
};

describe('the product pages of other kinds', () => {
	differential(soldIndividually, openShopPage);
	differential(soldOut, openShopPage);
	differential(backorder, openShopPage);
	differential(grouped, openShopPage);
	differential(external, openShopPage);
});
