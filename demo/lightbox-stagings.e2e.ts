/**
 * The lightbox's stagings on the QA page (issue 17): a product page whose
 * gallery is printed with prettyPhoto links (WooCommerce 2.x's `a.zoom` +
 * `data-rel`, an old theme's `rel`), and the gallery's Flash and QuickTime
 * items, which prettyPhoto played and the lightbox must not (contract §2).
 * Each test follows the QA page's link and checks what the reader sees.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { followFromQa } from '../scripts/e2e/qa-settings';
import { type DemoPage, useBrowser } from '../scripts/e2e/session';

const openPage = useBrowser();

/** Messages of window alerts the page raises (each dismissed): the lightbox must raise none. */
function windowAlerts(page: Page): string[] {
	const alerts: string[] = [];
	page.on('dialog', (dialog) => {
		alerts.push(dialog.message());
		void dialog.dismiss();
	});
	return alerts;
}

const dialog = (demo: DemoPage) => demo.page.locator('dialog[open]');
const counter = (demo: DemoPage) => dialog(demo).locator('.islands-lightbox__counter').textContent();
const shownImage = (demo: DemoPage) => dialog(demo).locator('img.islands-lightbox__image').getAttribute('src');

describe('product gallery with prettyPhoto links, linked from /demo/', () => {
	it('WooCommerce 2.x markup (a.zoom, data-rel): a thumbnail opens the lightbox on the whole product set', async () => {
		const demo = await openPage();
		const alerts = windowAlerts(demo.page);
		await followFromQa(demo, '/product/hoodie/?gallery=prettyphoto');
		const { page } = demo;
		expect(await page.locator('.woocommerce-product-gallery').count()).toBe(0);
		await page.locator('.thumbnails a.zoom[href$="hoodie-2.svg"]').click();
		await expect.poll(() => counter(demo)).toBe('2/5');
		await expect.poll(() => shownImage(demo)).toMatch(/\/demo\/img\/hoodie-2\.svg$/);
		// The link's title is the description, the picture's alt the title.
		expect(await dialog(demo).locator('.islands-lightbox__description').textContent()).toBe('The masthead, embroidered');
		expect(await dialog(demo).getByRole('heading').textContent()).toBe('Hoodie - Image 2');
		await dialog(demo).getByRole('button', { name: /Previous/ }).first().click();
		await page.keyboard.press('ArrowLeft');
		await expect.poll(() => counter(demo)).toBe('5/5');
		await page.keyboard.press('Escape');
		await expect.poll(() => dialog(demo).count()).toBe(0);
		expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toMatch(/hoodie-2\.svg$/);
		expect(alerts).toEqual([]);
		expect(demo.errors).toEqual([]);
	});

	it('an old theme\'s rel="prettyPhoto[product-gallery]": the main picture opens first of five', async () => {
		const demo = await openPage();
		await followFromQa(demo, '/product/hoodie/?gallery=rel');
		const { page } = demo;
		expect(await page.locator('a.zoom').count()).toBe(0);
		await page.locator('a.woocommerce-main-image[rel="prettyPhoto[product-gallery]"]').click();
		await expect.poll(() => counter(demo)).toBe('1/5');
		await expect.poll(() => shownImage(demo)).toMatch(/\/demo\/img\/hoodie-1\.svg$/);
		expect(await dialog(demo).getByRole('heading').textContent()).toBe('Hoodie');
		await page.keyboard.press('ArrowRight');
		await expect.poll(() => counter(demo)).toBe('2/5');
		expect(demo.errors).toEqual([]);
	});
});

describe('Flash and QuickTime items, linked from /demo/', () => {
	it('are never played: the dialog says so and links to the file, with no player and no alert', async () => {
		const demo = await openPage();
		const alerts = windowAlerts(demo.page);
		await followFromQa(demo, '/demo/gallery/#legacy');
		const { page } = demo;
		await page.getByRole('link', { name: 'Flash movie (.swf)' }).click();
		await expect.poll(() => counter(demo)).toBe('1/2');
		const stage = dialog(demo).locator('.islands-lightbox__stage');
		expect(await stage.locator('p').first().textContent()).toBe('Flash content cannot be played here. Open the file instead:');
		const flash = stage.getByRole('link', { name: 'The 2009 intro, a Flash movie' });
		expect(new URL((await flash.getAttribute('href'))!).pathname).toBe('/demo/lightbox/intro.swf');
		await page.keyboard.press('ArrowRight');
		await expect.poll(() => counter(demo)).toBe('2/2');
		expect(await stage.locator('p').first().textContent()).toBe('This QuickTime video cannot be played here. Open the file instead:');
		expect(new URL((await stage.getByRole('link', { name: 'The interview, a QuickTime video' }).getAttribute('href'))!).pathname).toBe('/demo/lightbox/interview.mov');
		expect(await dialog(demo).locator('object, embed, video, iframe').count()).toBe(0);
		// The file behind the link is served as what it claims to be, as a download.
		const file = await demo.context.request.get(demo.url('/demo/lightbox/interview.mov'));
		expect([file.status(), file.headers()['content-type'], file.headers()['content-disposition']]).toEqual([200, 'video/quicktime', 'attachment']);
		expect(alerts).toEqual([]);
		expect(demo.errors).toEqual([]);
	});
});
