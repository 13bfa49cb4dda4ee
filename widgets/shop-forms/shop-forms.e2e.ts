import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();

describe('shop forms', () => {
	it('raises a quantity printed below its minimum', async () => {
		const demo = await openPage();
		await demo.goto('/product/notebook/');
		const quantity = demo.page.locator('form.cart input.qty');
		expect(await quantity.getAttribute('min')).toBe('2');
		await expect.poll(() => quantity.inputValue()).toBe('2');
	});

	it('shows and hides a password from the keyboard', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/my-account/');
		const field = page.locator('form.woocommerce-form-login input[name="password"]');
		await field.fill('s3cret');
		const toggle = page.locator('form.woocommerce-form-login button.show-password-input');
		expect(await toggle.getAttribute('aria-label')).toBe('Show password');
		await toggle.focus();
		await page.keyboard.press('Enter');
		expect(await field.getAttribute('type')).toBe('text');
		expect(await toggle.getAttribute('aria-label')).toBe('Hide password');
		expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
	});

	it('focuses the error notice the server sent', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/shop/');
		await page.click('a.ajax_add_to_cart[data-product_id="14"]');
		await expect.poll(() => page.locator('.widget_shopping_cart_content li.mini_cart_item').count()).toBe(1);
		await page.click('a.ajax_add_to_cart[data-product_id="14"]');
		await page.waitForURL('**/product/e-book/');
		await expect
			.poll(() => page.evaluate(() => document.activeElement?.classList.contains('woocommerce-error') ?? false))
			.toBe(true);
	});

	it('never submits an account form printed with onsubmit="false"', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.logIn('reader', '/my-account/edit-account/?blocked=1');
		const before = page.url();
		let posted = false;
		page.on('request', (request) => {
			if (request.method() === 'POST') posted = true;
		});
		await page.locator('.jeg_account_right form button[type="submit"]').click();
		await page.waitForTimeout(300);
		expect(posted).toBe(false);
		expect(page.url()).toBe(before);
		expect(await page.evaluate(() => window.scrollY)).toBe(0);
	});
});
