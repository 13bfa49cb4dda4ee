/**
 * The plugin's mark of the cart a page was printed for (`<html data-islands-cart>`), which lets the
 * cart-fragments island tell a page printed for the visitor from one a page cache printed for
 * somebody else: the hash WooCommerce's `woocommerce_cart_hash` cookie carries, "" for an empty cart.
 */
import { describe, expect, it } from 'vitest';
import { addFromLoop } from '../../../scripts/e2e/wordpress/cart';
import { product } from '../../../scripts/e2e/wordpress/catalog';
import { useShop } from '../../../scripts/e2e/wordpress/shop-session';

const openShopPage = useShop();

describe('the cart a page was printed for', () => {
	it('is "" for an empty cart and the cart-hash cookie’s value once the cart holds something; absent with the widgets off', async () => {
		const shop = await openShopPage({ mode: 'islands' });
		const mark = () => shop.page.locator('html').getAttribute('data-islands-cart');
		await shop.goto('/shop/');
		expect(await mark()).toBe('');
		await addFromLoop(shop, product.mug.id());
		await shop.goto(product.poster.path);
		const cookie = (await shop.context.cookies()).find(({ name }) => name === 'woocommerce_cart_hash')?.value;
		expect(cookie).toMatch(/^[0-9a-f]{32}$/);
		expect(await mark()).toBe(cookie);

		const original = await openShopPage({ mode: 'original' });
		await original.goto('/shop/');
		expect(await original.page.locator('html').getAttribute('data-islands-cart')).toBeNull();
	});
});
