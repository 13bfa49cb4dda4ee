import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();
const removeLink = '.woocommerce-cart-form .product-remove > a.remove';
const rows = '.woocommerce-cart-form tr.cart_item';

describe('cart page remove links', () => {
	it('by keyboard: the removal reloads the cart with focus on the next row’s remove link, then the previous one', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/shop/');
		for (const id of [11, 12, 22]) await page.click(`a.ajax_add_to_cart[data-product_id="${id}"]`);
		await expect.poll(() => page.locator('.widget_shopping_cart_content li.mini_cart_item').count()).toBe(3);
		await demo.goto('/cart/');
		const focusedRow = () => page.evaluate(() => document.activeElement?.closest('tr')?.querySelector('.product-name')?.textContent ?? document.activeElement?.tagName);

		await page.locator(removeLink).first().focus();
		await Promise.all([page.waitForURL('**/cart/'), page.waitForEvent('load'), page.keyboard.press('Enter')]);
		await demo.settle();
		await expect.poll(() => page.locator(rows).count()).toBe(2);
		await expect.poll(focusedRow).toBe('Tote bag');
		// WooCommerce's notice focus comes 500 ms after load; the focus stays on the row and the notice is said.
		await page.waitForTimeout(1000);
		expect(await focusedRow()).toBe('Tote bag');
		await expect.poll(() => page.locator('#a11y-speak-polite').innerText()).toContain('“Mug” removed.');

		await page.locator(removeLink).last().focus();
		// As above: the removal URL redirects back to /cart/; settle on the page it lands on.
		await Promise.all([page.waitForURL('**/cart/'), page.waitForEvent('load'), page.keyboard.press('Space')]);
		await demo.settle();
		await expect.poll(() => page.locator(rows).count()).toBe(1);
		await expect.poll(focusedRow).toBe('Tote bag');
		await page.waitForTimeout(1000);
		expect(await focusedRow()).toBe('Tote bag');
		expect(demo.errors).toEqual([]);
	});

	it('a cart page load that did not come from a removal moves no focus', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/shop/');
		await page.click('a.ajax_add_to_cart[data-product_id="11"]');
		await expect.poll(() => page.locator('.widget_shopping_cart_content li.mini_cart_item').count()).toBe(1);
		await demo.goto('/cart/');
		await page.waitForTimeout(700);
		expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
	});
});
