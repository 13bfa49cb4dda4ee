import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();
const CAROUSEL = '.jeg_carousel_post';
/** Index of the first slide in view. */
const leading = (page: Page) =>
	page.$$eval(`${CAROUSEL} > article`, (slides) => slides.findIndex((slide) => slide.classList.contains('tns-slide-active')));
const CONTROLS = `${CAROUSEL} + .tns-controls`;
/** The carousel sits below the fold; its island wakes when it is scrolled into view. */
async function showCarousel(page: Page) {
	await page.locator(CAROUSEL).scrollIntoViewIfNeeded();
	await expect.poll(() => page.locator(CAROUSEL).getAttribute('class')).toContain('jeg_tns_active');
}
const transition = (page: Page) => page.$eval(`${CAROUSEL} > article`, (slide) => getComputedStyle(slide).transitionDuration);

describe('post carousel', () => {
	it('is hydrated with the theme classes and labelled controls, three posts at 1280 px', async () => {
		const { page, goto, errors } = await openPage();
		await goto('/news/');
		await showCarousel(page);
		expect(await page.locator(`${CAROUSEL} > article.tns-slide-active`).count()).toBe(3);
		expect(await page.locator(CONTROLS).getByRole('button', { name: 'prev', exact: true }).count()).toBe(1);
		expect(await page.locator(CONTROLS).getByRole('button', { name: 'next', exact: true }).count()).toBe(1);
		expect(errors).toEqual([]);
	});

	it('moves by a pointer swipe and by the arrow keys and buttons', async () => {
		const { page, goto } = await openPage();
		await goto('/news/');
		await showCarousel(page);
		const box = (await page.locator(CAROUSEL).boundingBox())!;
		const y = box.y + box.height / 2;
		await page.mouse.move(box.x + box.width - 40, y);
		await page.mouse.down();
		await page.mouse.move(box.x + box.width - 240, y, { steps: 5 });
		await page.mouse.up();
		expect(await leading(page)).toBe(1);
		// The swipe that ended on a link did not follow it.
		expect(new URL(page.url()).pathname).toBe('/news/');

		await page.locator(CAROUSEL).focus();
		await page.keyboard.press('ArrowRight');
		expect(await leading(page)).toBe(2);
		await page.keyboard.press('ArrowLeft');
		await page.keyboard.press('ArrowLeft');
		expect(await leading(page)).toBe(0);
		await page.locator(`${CAROUSEL} + .tns-controls .tns-next`).click();
		expect(await leading(page)).toBe(1);
		// Slides out of view cannot take focus.
		expect(await page.locator(`${CAROUSEL} > article:not(.tns-slide-active)`).first().evaluate((slide) => (slide as HTMLElement).inert)).toBe(true);
	});

	it('autoplays every 3 s, pauses while hovered, and the pause button stops it', async () => {
		const { page, goto } = await openPage({ reducedMotion: 'no-preference' });
		await page.clock.install();
		await goto('/news/');
		await showCarousel(page);
		expect(await transition(page)).toBe('0.3s');
		expect(await leading(page)).toBe(0);
		await page.clock.runFor(3100);
		expect(await leading(page)).toBe(1);
		await page.locator(CAROUSEL).hover();
		await page.clock.runFor(10_000);
		expect(await leading(page)).toBe(1);
		await page.mouse.move(0, 0);
		await page.clock.runFor(3100);
		expect(await leading(page)).toBe(2);
		await page.locator(`${CONTROLS} .tns-pause`).click();
		await page.mouse.move(0, 0);
		await page.locator('body').focus();
		await page.clock.runFor(10_000);
		expect(await leading(page)).toBe(2);
	});

	it('under reduced motion has no transition and waits for the reader to press Play', async () => {
		const { page, goto } = await openPage({ reducedMotion: 'reduce' });
		await page.clock.install();
		await goto('/news/');
		await showCarousel(page);
		expect(await transition(page)).toBe('0s');
		await page.clock.runFor(10_000);
		expect(await leading(page)).toBe(0);
		const play = page.locator(`${CONTROLS} .tns-pause`);
		expect(await play.textContent()).toBe('Play');
		await play.click();
		await page.mouse.move(0, 0);
		await page.locator('body').focus();
		await page.clock.runFor(3100);
		expect(await leading(page)).toBe(1);
	});
});

describe('hero block', () => {
	it('takes its 10 px gap back on the wrapper above 667 px and caps it at 5 on the scroller below', async () => {
		const { page, goto } = await openPage();
		await goto('/news/');
		const hero = '.jeg_heroblock_1';
		await page.locator(hero).scrollIntoViewIfNeeded();
		await expect.poll(() => page.$eval(`${hero} .jeg_heroblock_wrapper`, (node) => (node as HTMLElement).style.marginLeft)).toBe('-10px');
		expect(await page.$eval(`${hero} .jeg_post`, (node) => (node as HTMLElement).style.padding)).toBe('0px 0px 10px 10px');
		await page.setViewportSize({ width: 600, height: 800 });
		await expect.poll(() => page.$eval(`${hero} .jeg_heroblock_scroller`, (node) => (node as HTMLElement).style.marginLeft)).toBe('-5px');
		expect(await page.$eval(`${hero} .jeg_heroblock_wrapper`, (node) => (node as HTMLElement).style.marginLeft)).toBe('0px');
	});
});
