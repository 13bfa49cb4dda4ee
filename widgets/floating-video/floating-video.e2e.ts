import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();

describe('floating featured video', () => {
	it('floats once the reader is below it, returns on the way up, and stops for good when closed', async () => {
		const demo = await openPage();
		const { page } = demo;
		await page.setViewportSize({ width: 1280, height: 700 });
		await demo.goto('/news/the-quiet-return-of-the-bookshop/');
		const video = page.locator('.featured_video');
		const floating = () => video.evaluate((element) => element.classList.contains('floating'));
		const below = await video.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY + 10);
		await page.evaluate((y) => window.scrollTo(0, y), below);
		await expect.poll(floating).toBe(true);
		expect(await page.locator('.featured_video .jeg_featured_video_wrapper').evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
		await page.evaluate(() => window.scrollTo(0, 0));
		await expect.poll(floating).toBe(false);
		await page.evaluate((y) => window.scrollTo(0, y), below);
		await expect.poll(floating).toBe(true);
		const close = page.getByRole('button', { name: 'Close floating video' });
		await close.focus();
		await page.keyboard.press('Enter');
		await expect.poll(floating).toBe(false);
		await page.evaluate(() => window.scrollTo(0, 0));
		await page.evaluate((y) => window.scrollTo(0, y), below);
		await page.waitForTimeout(100);
		expect(await floating()).toBe(false);
	});
});
