import { describe, expect, it } from 'vitest';
import { addFromLoop, headerCount, serverCart } from '../../../scripts/e2e/wordpress/cart';
import { product } from '../../../scripts/e2e/wordpress/catalog';
import { useShop } from '../../../scripts/e2e/wordpress/shop-session';

const openShopPage = useShop();
const miniCart = '#site-header-cart .widget_shopping_cart';
const rows = `${miniCart} li.woocommerce-mini-cart-item`;

describe("the header mini-cart's remove", () => {
	it('takes the item out of the mini-cart, the header count and the server cart', async () => {
		const shop = await openShopPage();
		const { page } = shop;
		await shop.goto('/shop/');
		await addFromLoop(shop, product.mug.id());
		await addFromLoop(shop, product.poster.id());
		await expect.poll(() => headerCount(shop)).toBe('2 items');

		// A new page: the mini-cart comes from the server's fragments, not from this page's replies.
		await shop.goto('/product/test-notebook/');
		await page.hover('#site-header-cart a.cart-contents');
		await expect.poll(() => page.locator(miniCart).isVisible()).toBe(true);
		await expect.poll(() => page.locator(rows).allInnerTexts()).toEqual([
			expect.stringContaining(product.mug.name),
			expect.stringContaining(product.poster.name),
		]);
		await page.click(`${miniCart} a.remove_from_cart_button[data-product_id="${product.mug.id()}"]`);

		await expect.poll(() => page.locator(rows).allInnerTexts()).toEqual([expect.stringContaining(product.poster.name)]);
		await expect.poll(() => headerCount(shop)).toBe('1 item');
		expect(shop.ajax.filter((call) => call.endpoint === 'remove_from_cart')).toHaveLength(1);
		expect(page.url()).toBe(shop.url('/product/test-notebook/'));
		expect((await serverCart(shop)).map(({ id }) => id)).toEqual([product.poster.id()]);
	});
});
