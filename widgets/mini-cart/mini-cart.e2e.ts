import { describe, expect, it } from 'vitest';
import { setFault, useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();
const rows = '.widget_shopping_cart_content li.mini_cart_item';
const removeLink = '.widget_shopping_cart_content .remove_from_cart_button';

async function pageWithMug(openPage: ReturnType<typeof useBrowser>) {
	const demo = await openPage();
	await demo.goto('/shop/');
	await demo.page.click('a.ajax_add_to_cart[data-product_id="11"]');
	await expect.poll(() => demo.page.locator(rows).count()).toBe(1);
	return demo;
}

describe('mini-cart remove', () => {
	it('blocks the row with "Please wait...", removes it by cart_item_key and says so', async () => {
		const demo = await pageWithMug(openPage);
		const { page } = demo;
		await setFault(demo.context, 'latency', { demo_latency: '600' });
		await page.evaluate(() => {
			(window as any).removed = 0;
			document.body.addEventListener('wc:removed_from_cart', () => (window as any).removed++);
		});
		const key = await page.locator(removeLink).getAttribute('data-cart_item_key');
		await page.hover('a.cart-contents');
		await page.locator(removeLink).click();
		await expect.poll(() => page.locator(`${rows} .blockUI.blockMsg`).innerText()).toBe('Please wait...');
		expect(await page.locator(`${rows}[aria-busy="true"] .blockUI.blockOverlay`).count()).toBe(1);

		await expect.poll(() => page.locator(rows).count(), { timeout: 5000 }).toBe(0);
		expect(await page.locator('.woocommerce-mini-cart__empty-message').first().innerText()).toBe('No products in the cart.');
		expect(demo.ajax.filter((call) => call.endpoint === 'remove_from_cart').map((call) => call.body.get('cart_item_key'))).toEqual([key]);
		expect(await page.evaluate(() => (window as any).removed)).toBe(1);
		await expect.poll(() => page.locator('.widget_shopping_cart_live_region').innerText()).toBe('“Mug” has been removed from your cart');
		expect(page.url()).toMatch(/\/shop\/$/);
	});

	it('follows the remove link when the request fails, and the server removes the item', async () => {
		const demo = await pageWithMug(openPage);
		const { page } = demo;
		await setFault(demo.context, '500', { demo_fault_endpoint: 'remove_from_cart' });
		await page.hover('a.cart-contents');
		await page.locator(removeLink).click();
		await page.waitForURL('**/cart/');
		expect(await page.locator('.woocommerce-message').innerText()).toContain('“Mug” removed.');
		expect(await page.locator(rows).count()).toBe(0);
	});

	it('follows the remove link when the answer carries no fragments', async () => {
		const demo = await pageWithMug(openPage);
		const { page } = demo;
		// Removed behind the page's back (no storage event): the server answers {"success":false}.
		const href = await page.locator(removeLink).getAttribute('href');
		expect((await demo.context.request.get(demo.url(href!))).ok()).toBe(true);
		await page.hover('a.cart-contents');
		await page.locator(removeLink).click();
		await page.waitForURL('**/cart/**');
		expect(await page.locator('table.shop_table.cart').count()).toBe(0);
	});

	it('keeps the page when offline and unblocks the row', async () => {
		const demo = await pageWithMug(openPage);
		const { page } = demo;
		await demo.context.setOffline(true);
		await page.hover('a.cart-contents');
		await page.locator(removeLink).click();
		await expect.poll(() => page.locator('#a11y-speak-assertive').innerText()).toContain('You are probably offline.');
		expect(await page.locator(`${rows} .blockUI`).count()).toBe(0);
		expect(page.url()).toMatch(/\/shop\/$/);
		await demo.context.setOffline(false);
	});

	it('works by keyboard: Space on the focused remove link', async () => {
		const demo = await pageWithMug(openPage);
		const { page } = demo;
		await page.locator(removeLink).focus();
		await page.keyboard.press('Space');
		await expect.poll(() => page.locator(rows).count()).toBe(0);
	});

	it('keeps keyboard focus in the cart: Enter moves it to the next row, Space on the last row to the cart link', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/shop/');
		await page.click('a.ajax_add_to_cart[data-product_id="11"]');
		await page.click('a.ajax_add_to_cart[data-product_id="12"]');
		await expect.poll(() => page.locator(rows).count()).toBe(2);
		const [mug, tote] = await page.locator(removeLink).evaluateAll((links) => links.map((link) => link.getAttribute('data-cart_item_key')));
		const focused = () =>
			page.evaluate(() => {
				const active = document.activeElement!;
				return active.getAttribute('data-cart_item_key') ?? (active.matches('a.cart-contents') ? 'cart link' : active.tagName);
			});

		await page.locator(removeLink).first().focus();
		await page.keyboard.press('Enter');
		await expect.poll(() => page.locator(rows).count()).toBe(1);
		await expect.poll(focused).toBe(tote);
		expect(await page.locator(`${removeLink}[data-cart_item_key="${tote}"]`).isVisible()).toBe(true);
		await expect.poll(() => page.locator('.widget_shopping_cart_live_region').innerText()).toBe('“Mug” has been removed from your cart');
		expect(mug).not.toBe(tote);

		await page.keyboard.press('Space');
		await expect.poll(() => page.locator(rows).count()).toBe(0);
		await expect.poll(focused).toBe('cart link');
		await expect.poll(() => page.locator('.widget_shopping_cart_live_region').innerText()).toBe('“Tote bag” has been removed from your cart');
		expect(page.url()).toMatch(/\/shop\/$/);
		expect(demo.errors).toEqual([]);
	});
});
