import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../../scripts/e2e/axe';
import { type DemoPage, useBrowser } from '../../scripts/e2e/session';
import { touchSwipe as swipe } from '../../scripts/e2e/touch';

const openPage = useBrowser();

const GALLERY = '.woocommerce-product-gallery';
const SLIDE = `${GALLERY} .woocommerce-product-gallery__wrapper > .woocommerce-product-gallery__image`;
const THUMB = `${GALLERY} ol.flex-control-nav.flex-control-thumbs li img`;
const TRIGGER = `${GALLERY} a.woocommerce-product-gallery__trigger`;
const DIALOG = 'dialog.islands-lightbox[open]';

const activeSlide = (page: Page) => page.evaluate((selector) => [...document.querySelectorAll(selector)].findIndex((slide) => slide.classList.contains('flex-active-slide')), SLIDE);
const activeThumb = (page: Page) => page.evaluate((selector) => [...document.querySelectorAll(selector)].findIndex((thumb) => thumb.classList.contains('flex-active')), THUMB);
const noViolations = async (page: Page, selector?: string) => expect(describeViolations(await axeViolations(page, selector))).toEqual([]);

async function openHoodie(query = ''): Promise<DemoPage> {
	const demo = await openPage();
	await demo.goto(`/product/hoodie/${query}`);
	await expect.poll(() => demo.page.locator(GALLERY).evaluate((gallery) => getComputedStyle(gallery).opacity)).toBe('1');
	return demo;
}

describe('product gallery: the slider', () => {
	it('is shown, builds flexslider’s thumbnail strip and moves by thumbnail, keys and swipe; its height follows the image', async () => {
		const demo = await openHoodie();
		const { page } = demo;
		expect(demo.chunks.some((chunk) => chunk.startsWith('product-gallery-'))).toBe(true);
		expect(await page.locator(THUMB).count()).toBe(5);
		expect(await activeSlide(page)).toBe(0);
		expect(await activeThumb(page)).toBe(0);
		await noViolations(page, GALLERY);

		await page.locator(THUMB).nth(2).click();
		await expect.poll(() => activeSlide(page)).toBe(2);
		expect(await activeThumb(page)).toBe(2);
		expect(await page.locator(SLIDE).nth(0).getAttribute('aria-hidden')).toBe('true');
		// hoodie-3 is 2000×1000: the window is half as tall as it is wide.
		await expect
			.poll(() => page.locator(`${GALLERY} .woocommerce-product-gallery__wrapper`).evaluate((track) => Math.round((track.getBoundingClientRect().height / track.getBoundingClientRect().width) * 10) / 10))
			.toBe(0.5);
		const box = await page.locator(SLIDE).nth(2).boundingBox();
		expect(box && Math.round(box.x)).toBe(Math.round((await page.locator(`${GALLERY} .woocommerce-product-gallery__wrapper`).boundingBox())!.x));
		await noViolations(page, GALLERY);

		await page.locator(THUMB).nth(2).focus();
		await page.keyboard.press('ArrowRight');
		await expect.poll(() => activeSlide(page)).toBe(3);
		expect(await page.evaluate(() => document.activeElement?.classList.contains('flex-active'))).toBe(true);
		await page.keyboard.press('ArrowLeft');
		await page.keyboard.press('ArrowLeft');
		await expect.poll(() => activeSlide(page)).toBe(1);
		await page.keyboard.press('Enter');
		expect(await activeSlide(page)).toBe(1);

		await page.locator(`${GALLERY} .woocommerce-product-gallery__wrapper`).evaluate((track) => track.scrollIntoView({ block: 'start' }));
		const track = (await page.locator(`${GALLERY} .woocommerce-product-gallery__wrapper`).boundingBox())!;
		await swipe(page, { x: track.x + track.width * 0.8, y: track.y + 50 }, -150);
		await expect.poll(() => activeSlide(page)).toBe(2);
		await swipe(page, { x: track.x + track.width * 0.2, y: track.y + 50 }, 150);
		await expect.poll(() => activeSlide(page)).toBe(1);
		// A swipe is not a click on the image's link: no viewer opened.
		expect(await page.locator(DIALOG).count()).toBe(0);
		expect(demo.errors).toEqual([]);
	});
});

describe('product gallery: zoom', () => {
	it('follows the mouse over an image wider than the gallery, loads on the first hover, and stays off for a small image', async () => {
		const demo = await openHoodie();
		const { page } = demo;
		expect(demo.chunks.some((chunk) => chunk.startsWith('product-gallery-zoom-layer-'))).toBe(false);
		const first = (await page.locator(SLIDE).nth(0).boundingBox())!;
		await page.mouse.move(first.x + 20, first.y + 20);
		await page.mouse.move(first.x + 40, first.y + 40);
		await expect.poll(() => demo.chunks.some((chunk) => chunk.startsWith('product-gallery-zoom-layer-'))).toBe(true);
		const zoom = page.locator(`${SLIDE}.flex-active-slide img.zoomImg`);
		// The layer listens once it has mounted: keep moving until it follows.
		await expect
			.poll(async () => {
				await page.mouse.move(first.x + first.width / 2 + 1, first.y + first.height / 2);
				await page.mouse.move(first.x + first.width / 2, first.y + first.height / 2);
				return zoom.evaluate((image) => image.style.opacity);
			})
			.toBe('1');
		expect(await zoom.getAttribute('src')).toBe(await page.locator(SLIDE).nth(0).locator('img').first().getAttribute('data-large_image'));
		// The centre of the gallery's box is the centre of the 1600 px image.
		const left = await zoom.evaluate((image) => parseFloat(image.style.left));
		expect(Math.round(left)).toBe(Math.round(-(1600 - first.width) / 2));
		await noViolations(page, GALLERY);
		await page.mouse.move(first.x + first.width + 200, first.y);
		await expect.poll(() => zoom.evaluate((image) => image.style.opacity)).toBe('0');

		// hoodie-4 is 400 px wide, smaller than the gallery: no zoom.
		await page.locator(THUMB).nth(3).click();
		const small = (await page.locator(SLIDE).nth(3).boundingBox())!;
		await page.mouse.move(small.x + 10, small.y + 10);
		await page.mouse.move(small.x + 30, small.y + 30);
		const smallZoom = page.locator(`${SLIDE}.flex-active-slide img.zoomImg`);
		await expect.poll(() => smallZoom.count()).toBe(1);
		expect(await smallZoom.evaluate((image) => image.style.opacity || '0')).toBe('0');
		expect(demo.errors).toEqual([]);
	});

	it('never zooms on touch', async () => {
		const demo = await openHoodie();
		const { page } = demo;
		const first = (await page.locator(SLIDE).nth(0).boundingBox())!;
		await swipe(page, { x: first.x + 100, y: first.y + 100 }, 10);
		await page.waitForTimeout(300);
		expect(demo.chunks.some((chunk) => chunk.startsWith('product-gallery-zoom-layer-'))).toBe(false);
		expect(await page.locator(`${GALLERY} img.zoomImg`).count()).toBe(0);
		expect(demo.errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
	});
});

describe('product gallery: the full-screen viewer', () => {
	it('opens from the trigger on the shown image, pages, closes with Escape and gives focus back', async () => {
		const demo = await openHoodie();
		const { page } = demo;
		const trigger = page.locator(TRIGGER);
		expect(await trigger.getAttribute('aria-label')).toBe('View full-screen image gallery');
		expect(await trigger.getAttribute('role')).toBe('button');
		await page.locator(THUMB).nth(1).click();
		await expect.poll(() => activeSlide(page)).toBe(1);

		await trigger.focus();
		await page.keyboard.press('Enter');
		const dialog = page.locator(DIALOG);
		await expect.poll(() => dialog.count()).toBe(1);
		expect(demo.chunks.some((chunk) => chunk.startsWith('product-gallery-viewer-'))).toBe(true);
		const image = dialog.locator('img.islands-lightbox__image');
		expect(await image.getAttribute('src')).toBe(demo.url((await page.locator(SLIDE).nth(1).locator('img').first().getAttribute('data-large_image'))!));
		// Sized from data-large_image_width/_height (1200×1500), fitted into the window.
		const ratio = await image.evaluate((element) => Number(element.getAttribute('width')) / Number(element.getAttribute('height')));
		expect(Math.round(ratio * 100) / 100).toBe(0.8);
		expect(await dialog.locator('.islands-lightbox__description').innerText()).toBe('The masthead, embroidered');
		expect(await dialog.locator('.islands-lightbox__counter').innerText()).toBe('2/5');
		await noViolations(page);

		await page.keyboard.press('ArrowRight');
		await expect.poll(() => dialog.locator('.islands-lightbox__counter').innerText()).toBe('3/5');
		await dialog.locator('.islands-lightbox__prev').click();
		await dialog.locator('.islands-lightbox__prev').click();
		await expect.poll(() => dialog.locator('.islands-lightbox__counter').innerText()).toBe('1/5');

		await page.keyboard.press('Escape');
		await expect.poll(() => dialog.count()).toBe(0);
		expect(await page.evaluate(() => document.activeElement?.classList.contains('woocommerce-product-gallery__trigger'))).toBe(true);
		expect(demo.errors).toEqual([]);
	});

	it('with the slider and zoom on, a click on the image opens nothing: the trigger does (WooCommerce 10.9)', async () => {
		const demo = await openHoodie();
		const { page } = demo;
		await page.locator(`${SLIDE}.flex-active-slide a`).click();
		await page.waitForTimeout(300);
		expect(await page.locator(DIALOG).count()).toBe(0);
		expect(page.url()).toMatch(/\/product\/hoodie\/$/);
		expect(await page.locator('.pswp').count()).toBe(0);
		expect(demo.errors).toEqual([]);
	});

	it('without zoom, a click on the image opens the viewer on that image', async () => {
		const demo = await openHoodie('?zoom=off');
		const { page } = demo;
		expect(await page.locator(TRIGGER).count()).toBe(0);
		await page.locator(THUMB).nth(4).click();
		await expect.poll(() => activeSlide(page)).toBe(4);
		await page.locator(`${SLIDE}.flex-active-slide a`).click();
		const dialog = page.locator(DIALOG);
		await expect.poll(() => dialog.count()).toBe(1);
		expect(await dialog.locator('.islands-lightbox__counter').innerText()).toBe('5/5');
		expect(page.url()).toMatch(/\/product\/hoodie\/\?zoom=off$/);
		await page.keyboard.press('Escape');
		await expect.poll(() => dialog.count()).toBe(0);
		expect(await page.evaluate(() => document.activeElement?.closest('.flex-active-slide') !== null)).toBe(true);
		expect(demo.errors).toEqual([]);
	});

	it('zooms a shrunk image to its own size and drags it around; goes full screen and back, as PhotoSwipe’s toolbar did', async () => {
		const demo = await openHoodie();
		const { page } = demo;
		await page.setViewportSize({ width: 1000, height: 700 });
		await page.click(TRIGGER);
		const dialog = page.locator(DIALOG);
		await expect.poll(() => dialog.count()).toBe(1);
		const image = dialog.locator('img.islands-lightbox__image');
		const zoom = dialog.getByRole('button', { name: 'Zoom in/out' });
		expect(await zoom.getAttribute('aria-pressed')).toBe('false');
		const fitted = (await image.boundingBox())!.width;
		await zoom.click();
		expect(await zoom.getAttribute('aria-pressed')).toBe('true');
		await expect.poll(async () => (await image.boundingBox())!.width).toBeGreaterThan(fitted);
		const stage = dialog.locator('.islands-lightbox__stage');
		const box = (await stage.boundingBox())!;
		await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
		await page.mouse.down();
		await page.mouse.move(box.x + box.width / 2 - 80, box.y + box.height / 2 - 60, { steps: 4 });
		await page.mouse.up();
		await expect.poll(() => stage.evaluate((element) => [element.scrollLeft > 0, element.scrollTop > 0])).toEqual([true, true]);
		await zoom.click();
		await expect.poll(async () => (await image.boundingBox())!.width).toBe(fitted);

		const fullscreen = dialog.getByRole('button', { name: 'Full screen' });
		await fullscreen.click();
		await expect.poll(() => page.evaluate(() => document.fullscreenElement?.matches('dialog.islands-lightbox .islands-dialog__inner') ?? false)).toBe(true);
		await expect.poll(() => fullscreen.getAttribute('aria-pressed')).toBe('true');
		await fullscreen.click();
		await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
		await expect.poll(() => fullscreen.getAttribute('aria-pressed')).toBe('false');
		await noViolations(page);
		expect(demo.errors).toEqual([]);
	});
});

describe('product gallery: variations', () => {
	it('a chosen variation swaps the main image and the viewer’s, and a reset restores them', async () => {
		const demo = await openHoodie();
		const { page } = demo;
		const main = page.locator(SLIDE).nth(0).locator('img.wp-post-image');
		const original = await main.getAttribute('data-large_image');

		await page.click('form.variations_form li.variable-item[data-value="blue"]');
		await page.click('form.variations_form li.variable-item[data-value="m"]');
		await expect.poll(() => main.getAttribute('data-large_image')).not.toBe(original);
		const swapped = await main.getAttribute('data-large_image');
		expect(await main.getAttribute('src')).toBe(swapped);
		expect(await main.getAttribute('data-o_data-large_image')).toBe(original);
		expect(await page.locator(THUMB).nth(0).getAttribute('src')).toBe(swapped);
		expect(await activeSlide(page)).toBe(0);
		await noViolations(page, GALLERY);

		await page.locator(TRIGGER).click();
		const dialog = page.locator(DIALOG);
		await expect.poll(() => dialog.count()).toBe(1);
		expect(await dialog.locator('img.islands-lightbox__image').getAttribute('src')).toBe(demo.url(swapped!));
		await page.keyboard.press('Escape');
		await expect.poll(() => dialog.count()).toBe(0);

		await page.click('form.variations_form a.reset_variations');
		await expect.poll(() => main.getAttribute('data-large_image')).toBe(original);
		expect(await page.locator(THUMB).nth(0).getAttribute('src')).toBe(await page.locator(SLIDE).nth(0).getAttribute('data-thumb'));
		await page.locator(TRIGGER).click();
		await expect.poll(() => dialog.count()).toBe(1);
		expect(await dialog.locator('img.islands-lightbox__image').getAttribute('src')).toBe(demo.url(original!));
		expect(demo.errors).toEqual([]);
	});
});
