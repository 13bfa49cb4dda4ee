import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();

describe('GIF play overlay', () => {
	it('shows the first frame and toggles between still and animated, by pointer and keyboard', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/news/city-council-approves-night-trams/');
		const control = page.getByRole('button', { name: 'Play GIF' });
		await control.scrollIntoViewIfNeeded();
		await expect.poll(() => page.locator('canvas.ff-canvas').evaluate((canvas) => canvas.classList.contains('ff-canvas-ready'))).toBe(true);
		expect(await page.locator('canvas.ff-canvas').evaluate((canvas) => [(canvas as HTMLCanvasElement).width, (canvas as HTMLCanvasElement).height])).toEqual([160, 90]);
		expect(await control.getAttribute('aria-pressed')).toBe('false');
		await control.click();
		expect(await control.getAttribute('aria-pressed')).toBe('true');
		expect(await page.locator('.ff-container').evaluate((container) => container.classList.contains('ff-container-active'))).toBe(true);
		expect(await page.locator('canvas.ff-canvas').isVisible()).toBe(false);
		await control.focus();
		await page.keyboard.press('Space');
		expect(await control.getAttribute('aria-pressed')).toBe('false');
		expect(await page.locator('canvas.ff-canvas').isVisible()).toBe(true);
		// The printed image is still the article's image, now inside the theme's container.
		expect(await page.locator('.ff-container > img.ff-image').getAttribute('src')).toBe('/news/media/breaking.gif');
		expect(demo.errors).toEqual([]);
	});
});
