import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();

describe('lazy images', () => {
	// The distance is measured from where the image was before any scrolling, as a reader (or QA) sees the page:
	// on small screens the mobile bar sticks on the way down, and its printed blank space must keep the page from moving.
	it.each([
		[1280, 800, 500],
		[400, 800, 370],
	])('at %s×%s load only when they come within %s px of the viewport, with lazysizes’ classes', async (width, height, distance) => {
		const demo = await openPage();
		const { page } = demo;
		await page.setViewportSize({ width, height });
		const requested: string[] = [];
		page.on('request', (request) => {
			if (request.url().includes('/demo/img/')) requested.push(new URL(request.url()).pathname + new URL(request.url()).search);
		});
		await demo.goto('/news/city-council-approves-night-trams/');
		const first = page.locator('img.wp-post-image[data-src]').first();
		const src = (await first.getAttribute('data-src'))!;
		await page.waitForTimeout(300);
		expect(requested).not.toContain(src);
		expect(await first.getAttribute('class')).toContain('lazyload');

		const top = await first.evaluate((image) => image.getBoundingClientRect().top + window.scrollY);
		await page.evaluate((y) => window.scrollTo(0, y), top - height - distance - 40);
		await page.waitForTimeout(300);
		expect(requested).not.toContain(src);
		await page.evaluate((y) => window.scrollTo(0, y), top - height - distance + 40);
		await expect.poll(() => requested.includes(src)).toBe(true);
		await expect.poll(() => first.getAttribute('class')).toContain('lazyloaded');
		expect(await first.getAttribute('src')).toBe(src);
		expect(Number.parseInt((await first.getAttribute('sizes')) ?? '0', 10)).toBeGreaterThanOrEqual(40);
	});
});
