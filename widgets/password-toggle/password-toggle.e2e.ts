import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();

describe('password toggle', () => {
	it('shows and hides a password from the keyboard', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/my-account/');
		const field = page.locator('form.woocommerce-form-login input[name="password"]');
		await field.fill('s3cret');
		const toggle = page.locator('form.woocommerce-form-login span.password-input > button.show-password-input');
		expect(await toggle.getAttribute('aria-label')).toBe('Show password');
		await toggle.focus();
		await page.keyboard.press('Enter');
		expect(await field.getAttribute('type')).toBe('text');
		expect(await field.inputValue()).toBe('s3cret');
		expect(await toggle.getAttribute('aria-label')).toBe('Hide password');
		expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
		await toggle.click();
		expect(await field.getAttribute('type')).toBe('password');
	});
});
