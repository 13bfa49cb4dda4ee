/**
 * The wishlist plugin's add block on the real shop, as the journeys press it (on the tier's shop
 * and behind each page cache).
 */
import type { Response } from 'playwright-core';
import { expect } from 'vitest';
import { domQuiet } from './end-state';
import type { ShopPage } from './shop-session';

/** The add block of one product, wherever the plugin prints it. */
export const wishlistBlock = (productId: number) => `.yith-wcwl-add-to-wishlist.add-to-wishlist-${productId}`;

export const wishlistReply = (action: string) => (response: Response) =>
	response.url().includes('/admin-ajax.php') && new URLSearchParams(response.request().postData() ?? '').get('action') === action;

/** Presses (or, with `key`, focuses and presses Enter on) a block's action link and waits for the plugin's answer. */
export async function press(shop: ShopPage, link: string, action: string, key = false): Promise<void> {
	const { page } = shop;
	const answered = page.waitForResponse(wishlistReply(action));
	if (key) {
		await page.focus(link);
		await page.keyboard.press('Enter');
	} else await page.click(link);
	await answered;
	// The page's scripts act on the reply after it arrives: the plugin's blockUI overlay, or the islands' busy state, ends with them.
	await expect.poll(() => page.locator('.blockUI, [aria-busy="true"]').count()).toBe(0);
	await domQuiet(shop, 300);
	await shop.settle();
}

