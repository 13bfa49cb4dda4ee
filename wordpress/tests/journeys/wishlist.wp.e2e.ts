import { describe, expect, it } from 'vitest';
import { product } from '../../../scripts/e2e/wordpress/catalog';
import { withOption } from '../../../scripts/e2e/wordpress/server';
import { type ShopPage, useShop } from '../../../scripts/e2e/wordpress/shop-session';

const openShopPage = useShop();
const block = (productId: number) => `.yith-wcwl-add-to-wishlist.add-to-wishlist-${productId}`;
const rows = 'table.wishlist_table tbody tr[data-row-id]';
const rowIds = (shop: ShopPage) => shop.page.locator(rows).evaluateAll((found) => found.map((row) => Number(row.getAttribute('data-row-id'))));
const calls = (shop: ShopPage, action: string) => shop.ajax.filter((call) => call.endpoint === `admin-ajax:${action}`);

/**
 * Presses "Add to wishlist" and waits for what replaces it. The page must stay where it is: a
 * reload to `?add_to_wishlist=` would mean no island handled the click.
 */
async function addToWishlist(shop: ShopPage, productId: number, replacedBy: string) {
	const at = shop.page.url();
	await shop.page.click(`${block(productId)} a.add_to_wishlist`);
	await expect.poll(() => shop.page.locator(`${block(productId)} ${replacedBy}`).count()).toBe(1);
	expect(shop.page.url(), 'the link was followed: no island handled the click').toBe(at);
	expect(await shop.page.locator(`${block(productId)} a.add_to_wishlist`).count()).toBe(0);
}

describe('the wishlist, in the plugin’s php-templates markup', () => {
	it('adds from /shop/ and from the product page, then removes from /wishlist/', async () => {
		const shop = await openShopPage();
		const { page } = shop;
		const mug = product.mug.id();
		const poster = product.poster.id();

		await shop.goto('/shop/');
		await addToWishlist(shop, mug, '.yith-wcwl-wishlistaddedbrowse');
		expect(await page.locator(`${block(mug)} .yith-wcwl-wishlistaddedbrowse .feedback`).innerText()).toContain('Product added!');
		expect(await page.locator(`${block(mug)} .yith-wcwl-wishlistaddedbrowse a`).getAttribute('href')).toBe(shop.url('/wishlist/'));

		await shop.goto(product.poster.path);
		await addToWishlist(shop, poster, '.yith-wcwl-wishlistaddedbrowse');
		expect(calls(shop, 'add_to_wishlist').map((call) => call.body.get('add_to_wishlist'))).toEqual([String(mug), String(poster)]);

		await shop.goto('/wishlist/');
		expect((await rowIds(shop)).sort()).toEqual([mug, poster].sort());
		await page.click(`${rows}[data-row-id="${mug}"] td.product-remove a.remove_from_wishlist`);
		await expect.poll(() => rowIds(shop)).toEqual([poster]);
		expect(page.url()).toBe(shop.url('/wishlist/'));
		expect(calls(shop, 'remove_from_wishlist')).toHaveLength(1);
		// What the server kept.
		await shop.reload();
		expect(await rowIds(shop)).toEqual([poster]);
	});

	it('with "remove" after adding: the add block turns into a remove link, on /shop/ and on the product page', async () => {
		await withOption('yith_wcwl_after_add_to_wishlist_behaviour', 'remove', async () => {
			const shop = await openShopPage();
			const { page } = shop;
			for (const [path, productId] of [
				['/shop/', product.notebook.id()],
				[product.tShirt.path, product.tShirt.id()],
			] as const) {
				await shop.goto(path);
				await addToWishlist(shop, productId, 'a.delete_item');
				await page.click(`${block(productId)} a.delete_item`);
				await expect.poll(() => page.locator(`${block(productId)} a.add_to_wishlist`).count()).toBe(1);
				expect(page.url()).toBe(shop.url(path));
			}
			expect(calls(shop, 'delete_item')).toHaveLength(2);
			await shop.goto('/wishlist/');
			expect(await page.locator(rows).count()).toBe(0);
		});
	});
});
