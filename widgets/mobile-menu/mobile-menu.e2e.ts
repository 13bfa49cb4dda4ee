import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();

describe('mobile menu', () => {
	it('opens by keyboard, keeps Tab inside, opens a submenu, and Escape returns focus to the toggle', async () => {
		const demo = await openPage();
		const { page } = demo;
		await page.setViewportSize({ width: 400, height: 800 });
		await demo.goto('/news/');
		const toggle = page.locator('.jeg_mobile_toggle');
		expect(await toggle.getAttribute('aria-expanded')).toBe('false');
		await toggle.focus();
		await page.keyboard.press('Enter');
		await expect.poll(() => page.evaluate(() => document.body.classList.contains('jeg_show_menu'))).toBe(true);
		expect(await toggle.getAttribute('aria-expanded')).toBe('true');
		await expect.poll(() => page.evaluate(() => document.activeElement?.closest('#jeg_off_canvas') !== null)).toBe(true);

		const submenu = page.getByRole('button', { name: 'Stories submenu' });
		expect(await submenu.getAttribute('aria-expanded')).toBe('false');
		expect(await page.locator('.jeg_mobile_menu .sub-menu').isVisible()).toBe(false);
		await submenu.focus();
		await page.keyboard.press('Enter');
		expect(await submenu.getAttribute('aria-expanded')).toBe('true');
		expect(await page.locator('.jeg_mobile_menu .sub-menu').isVisible()).toBe(true);

		for (let i = 0; i < 12; i++) {
			await page.keyboard.press('Tab');
			expect(await page.evaluate(() => document.activeElement?.closest('#jeg_off_canvas') !== null)).toBe(true);
		}
		await page.keyboard.press('Escape');
		await expect.poll(() => page.evaluate(() => document.body.classList.contains('jeg_show_menu'))).toBe(false);
		expect(await page.evaluate(() => document.activeElement?.classList.contains('jeg_mobile_toggle'))).toBe(true);
		expect(page.url()).not.toContain('#');
	});
});
