import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();
const SLIDER = '.jeg_overlay_slider';

describe('overlay slider', () => {
	it('a thumbnail preloads its background, then swaps the active background and caption', async () => {
		const { page, goto, errors } = await openPage();
		await goto('/news/');
		const backgrounds = page.locator(`${SLIDER} .jeg_overlay_slider_bg`);
		expect(await backgrounds.nth(2).getAttribute('class')).toBe('jeg_overlay_slider_bg');
		await page.locator(`${SLIDER} .jeg_overlay_slider_item`).nth(2).click();
		expect(new URL(page.url()).pathname).toBe('/news/');
		await expect.poll(() => backgrounds.nth(2).getAttribute('class')).toBe('jeg_overlay_slider_bg loaded active jeg_slider_fadein');
		expect(await backgrounds.nth(2).evaluate((node) => (node as HTMLElement).style.backgroundImage)).toContain('/demo/img/');
		expect(await backgrounds.nth(0).getAttribute('class')).toBe('jeg_overlay_slider_bg loaded jeg_slider_fadeout');
		expect(await page.locator(`${SLIDER} .jeg_overlay_caption_container.active h2`).textContent()).toBe(
			await page.locator(`${SLIDER} .jeg_overlay_slider_item_title`).nth(2).textContent(),
		);
		expect(await page.locator(`${SLIDER} .jeg_overlay_slider_item_wrapper.active`).getAttribute('data-id')).toBe('2');
		expect(await page.locator(`${SLIDER} .jeg_overlay_slider_loader`).getAttribute('class')).toContain('jeg_slider_fadeout');
		expect(errors).toEqual([]);
	});

	it.each([
		[800, 800],
		[1000, 450],
	])('below 768 px, in a window %s px tall, the wrapper is %s px: 45 % of the window only when that is taller than 414 px', async (windowHeight, wrapper) => {
		const { page, goto } = await openPage();
		await page.setViewportSize({ width: 600, height: windowHeight });
		await goto('/news/');
		await expect.poll(() => page.$eval(`${SLIDER} .jeg_overlay_slider_wrapper`, (node) => (node as HTMLElement).style.height)).toBe(`${wrapper}px`);
		const header = await page.$eval('.jeg_navbar_mobile_wrapper', (node) => (node as HTMLElement).offsetHeight);
		expect(await page.$eval(SLIDER, (node) => (node as HTMLElement).offsetHeight)).toBe(wrapper - header);
		expect(await page.locator(`${SLIDER} .jeg_overlay_slider_item_wrapper.tns-slide-active`).count()).toBe(2);
	});
});
