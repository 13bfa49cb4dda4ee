import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();
const ARTICLE = '/news/city-council-approves-night-trams/';

describe('article zoom', () => {
	it('zooms to its bounds by keyboard, reports them, resets, and keeps the level for the session', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto(ARTICLE);
		const zoomIn = page.locator('button.zoom-in');
		const zoomOut = page.locator('button.zoom-out');
		const scale = () => page.locator('.content-inner').evaluate((inner) => (inner as HTMLElement).style.transform);
		const cookie = async () => (await demo.context.cookies()).find((item) => item.name === 'zoom_position');

		expect(await zoomIn.getAttribute('aria-label')).toBe('Increase text size');
		await zoomIn.focus();
		for (let i = 0; i < 4; i++) await page.keyboard.press('Enter');
		await expect.poll(scale).toBe('scale(1.3)');
		expect(await zoomIn.getAttribute('aria-disabled')).toBe('true');
		expect(await page.locator('.zoom-bar').evaluate((bar) => (bar as HTMLElement).style.width)).toBe('100%');
		expect(await cookie()).toMatchObject({ value: '1.3', path: '/', expires: -1 });
		expect(await page.evaluate(() => document.body.classList.contains('jnews_zoom_activated'))).toBe(true);
		// The scaled article keeps its place in the flow: the entry content is as tall as what it shows.
		const heights = await page.evaluate(() => [
			document.querySelector<HTMLElement>('.entry-content')!.getBoundingClientRect().height,
			document.querySelector<HTMLElement>('.content-inner')!.getBoundingClientRect().height,
		]);
		expect(Math.abs(heights[0] - heights[1])).toBeLessThan(2);

		for (let i = 0; i < 5; i++) await zoomOut.click();
		await expect.poll(scale).toBe('scale(0.8)');
		// At the bound the button stays focusable and a further press changes nothing.
		await zoomOut.focus();
		await page.keyboard.press('Enter');
		expect(await scale()).toBe('scale(0.8)');
		expect(await zoomOut.getAttribute('aria-disabled')).toBe('true');
		expect((await cookie())?.value).toBe('0.8');

		await demo.reload();
		await expect.poll(scale).toBe('scale(0.8)');
		await page.locator('button.zoom-reset').click();
		await expect.poll(scale).toBe('');
		expect(await page.evaluate(() => document.body.classList.contains('jnews_zoom_activated'))).toBe(false);
		expect((await cookie())?.value).toBe('1');
	});

	it('goes back to 1 when the window width changes, not on a height-only change', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto(ARTICLE);
		await page.locator('button.zoom-in').click();
		await expect.poll(() => page.locator('.content-inner').evaluate((inner) => (inner as HTMLElement).style.transform)).toBe('scale(1.1)');
		const size = page.viewportSize()!;
		await page.setViewportSize({ width: size.width, height: size.height - 100 });
		await page.waitForTimeout(100);
		expect(await page.locator('.content-inner').evaluate((inner) => (inner as HTMLElement).style.transform)).toBe('scale(1.1)');
		await page.setViewportSize({ width: size.width - 200, height: size.height });
		await expect.poll(() => page.locator('.content-inner').evaluate((inner) => (inner as HTMLElement).style.transform)).toBe('');
	});
});
