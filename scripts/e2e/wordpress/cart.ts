/**
 * The shop's cart controls as a shopper reaches them, the same in both modes: the loop's add
 * buttons, Storefront's header cart and its mini-cart, a product page's form.
 */
import { expect } from 'vitest';
import type { ShopPage } from './shop-session';
import type { ShopSettings } from './shop-settings';

/** The loop's add button of a product (AJAX or not, whichever the settings print). */
export const addButton = (productId: number) => `a.add_to_cart_button[data-product_id="${productId}"]`;

/** Storefront's header cart link (the `a.cart-contents` fragment) and its count ("1 item"). */
export const HEADER_CART = '#site-header-cart a.cart-contents';
export const headerCount = (page: ShopPage) => page.page.locator(`${HEADER_CART} .count`).innerText();

/** The header's mini-cart (the `div.widget_shopping_cart_content` fragment). */
export const MINI_CART = '#site-header-cart .widget_shopping_cart_content';

/** The page a shopper lands on after an add that leaves the page: the cart, or the page itself with a notice. */
export const cartPath = (settings: ShopSettings) => (settings.classicCart ? '/cart-classic/' : '/cart/');

/**
 * Adds a product with its loop button on the page the browser is on, and waits for what the
 * settings make of it: the button `added` (AJAX), the page loaded again with a notice (no AJAX),
 * or the cart (redirect after add).
 */
export async function addFromLoop(shop: ShopPage, productId: number): Promise<void> {
	const { page } = shop;
	const options = shop.settings.options ?? {};
	const leaves = options.woocommerce_enable_ajax_add_to_cart === 'no' || options.woocommerce_cart_redirect_after_add === 'yes';
	if (leaves) {
		const from = page.url();
		await Promise.all([page.waitForURL((url) => url.href !== from, { waitUntil: 'load' }), page.click(addButton(productId))]);
		await shop.settle();
		return;
	}
	await page.click(addButton(productId));
	await expect.poll(() => page.locator(addButton(productId)).getAttribute('class')).toMatch(/\badded\b/);
	// As a shopper who heard it: the button's success message in WooCommerce's cart live region.
	const said = await page.locator(addButton(productId)).getAttribute('data-success_message');
	if (said) await expect.poll(() => page.locator('.widget_shopping_cart_live_region').first().textContent()).toContain(said);
	await shop.settle();
}

/** Submits a product page's form (simple, grouped or variable) and waits for the page it lands on. */
export async function submitProductForm(shop: ShopPage, button = 'form.cart button[type="submit"]'): Promise<void> {
	const { page } = shop;
	await Promise.all([page.waitForEvent('load'), page.click(button)]);
	await shop.settle();
}
