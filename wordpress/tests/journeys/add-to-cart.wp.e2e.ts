import { describe, expect, it } from 'vitest';
import { addButton, headerCount, serverCart } from '../../../scripts/e2e/wordpress/cart';
import { product } from '../../../scripts/e2e/wordpress/catalog';
import { useShop } from '../../../scripts/e2e/wordpress/shop-session';

const openShopPage = useShop();

describe('AJAX add to cart from /shop/', () => {
	it('the button goes loading then added, View cart follows it, the header count and the server cart hold the product', async () => {
		const shop = await openShopPage();
		const { page } = shop;
		await shop.goto('/shop/');
		const mug = addButton(product.mug.id());
		expect(await headerCount(shop)).toBe('0 items');
		// Every class the button wears, from before the click on.
		await page.locator(mug).evaluate((button) => {
			const seen: string[] = [];
			(window as unknown as { buttonClasses: string[] }).buttonClasses = seen;
			new MutationObserver(() => seen.push(button.className)).observe(button, { attributeFilter: ['class'] });
		});
		await page.click(mug);
		await expect.poll(() => page.locator(mug).getAttribute('class')).toMatch(/\badded\b/);
		const classes = await page.evaluate(() => (window as unknown as { buttonClasses: string[] }).buttonClasses);
		const loadingAt = classes.findIndex((value) => /\bloading\b/.test(value));
		const addedAt = classes.findIndex((value) => /\badded\b/.test(value));
		expect(loadingAt, `class history: ${classes.join(' | ')}`).toBeGreaterThanOrEqual(0);
		expect(addedAt).toBeGreaterThan(loadingAt);
		expect(await page.locator(mug).getAttribute('class')).not.toMatch(/\bloading\b/);

		const viewCart = page.locator(`${mug} + a.added_to_cart.wc-forward`);
		expect(await viewCart.innerText()).toBe('View cart');
		expect(await viewCart.getAttribute('href')).toBe(shop.url('/cart/'));
		await expect.poll(() => headerCount(shop)).toBe('1 item');
		// One implementation on the page: one request, however many scripts listen.
		expect(shop.ajax.filter((call) => call.endpoint === 'add_to_cart')).toHaveLength(1);
		expect(page.url()).toBe(shop.url('/shop/'));
		expect((await serverCart(shop)).map(({ id, quantity }) => ({ id, quantity }))).toEqual([{ id: product.mug.id(), quantity: 1 }]);
	});
});
