/**
 * The shop's side of things, read the way a browser in the test's context would: the cart through
 * WooCommerce's Store API (same session cookie), and the shop page's own controls.
 */
import { expect } from 'vitest';
import type { DemoPage } from '../session';

export interface StoreCartItem {
	id: number;
	quantity: number;
	name: string;
	variation: { attribute: string; value: string }[];
	prices: { price: string };
}

/** The server's cart for this browser's session. */
export async function serverCart(page: DemoPage): Promise<StoreCartItem[]> {
	const response = await page.context.request.get(page.url('/wp-json/wc/store/v1/cart'));
	expect(response.status()).toBe(200);
	return ((await response.json()) as { items: StoreCartItem[] }).items;
}

/** The loop's AJAX add button of a product. */
export const addButton = (productId: number) => `a.ajax_add_to_cart[data-product_id="${productId}"]`;

/** Storefront's header cart count ("1 item", "2 items"), the `a.cart-contents` fragment. */
export const headerCount = (page: DemoPage) => page.page.locator('#site-header-cart a.cart-contents .count').innerText();

/** Adds a product with its loop button on the page the browser is on, and waits until the button says so. */
export async function addFromLoop(page: DemoPage, productId: number): Promise<void> {
	await page.page.click(addButton(productId));
	await expect.poll(() => page.page.locator(addButton(productId)).getAttribute('class')).toMatch(/\badded\b/);
}
