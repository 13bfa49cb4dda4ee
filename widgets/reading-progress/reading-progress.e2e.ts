import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();

describe('reading progress', () => {
	it('is a progressbar that goes from 0 to 100 % through the article', async () => {
		const demo = await openPage();
		const { page } = demo;
		await page.setViewportSize({ width: 1000, height: 600 });
		await demo.goto('/news/city-council-approves-night-trams/');
		const bar = page.locator('.progress-bar');
		const value = async () => Number(await bar.getAttribute('aria-valuenow'));
		await expect.poll(() => bar.getAttribute('role')).toBe('progressbar');
		expect(await value()).toBe(0);
		const end = await page.evaluate(() => {
			const content = document.querySelector('.entry-content')!.getBoundingClientRect();
			return content.top + window.scrollY + content.height - 0.85 * window.innerHeight;
		});
		await page.evaluate((y) => window.scrollTo(0, y / 2), end);
		await expect.poll(value).toBeGreaterThan(30);
		expect(await value()).toBeLessThan(80);
		await page.evaluate((y) => window.scrollTo(0, y + 5), end);
		await expect.poll(value).toBe(100);
		expect(await bar.evaluate((element) => (element as HTMLElement).style.width)).toBe('100%');
	});
});
