import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();

describe('back to top', () => {
	it('appears past 400 px and takes the reader (and the keyboard focus) back to the top', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/news/city-council-approves-night-trams/');
		const shown = () => page.locator('.jscroll-to-top').evaluate((element) => element.classList.contains('show'));
		expect(await shown()).toBe(false);
		await page.evaluate(() => window.scrollTo(0, 390));
		await page.waitForTimeout(50);
		expect(await shown()).toBe(false);
		await page.evaluate(() => window.scrollTo(0, 410));
		await expect.poll(shown).toBe(true);
		expect(await page.locator('.jscroll-to-top_link').getAttribute('aria-label')).toBe('Back to top');
		await page.locator('.jscroll-to-top_link').focus();
		await page.keyboard.press('Enter');
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
		await expect.poll(shown).toBe(false);
		expect(page.url()).not.toContain('#back-to-top');
		expect(await page.evaluate(() => document.activeElement !== document.querySelector('.jscroll-to-top_link'))).toBe(true);
	});
});
