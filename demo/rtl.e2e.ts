/**
 * The demo as a right-to-left site prints it (the `direction` site setting: `<html dir="rtl">`, the
 * globals built from `is_rtl()`, the themes' RTL stylesheet, demo/server/http/rtl.ts). Everything
 * that moves goes the way the reader reads: ArrowLeft and a swipe to the right go on, the next
 * control sits on the left; menus, dialogs and bubbles sit where an RTL theme puts them; axe stays
 * clean.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allowedViolations } from '../scripts/e2e/axe';
import { type DemoPage, useBrowser } from '../scripts/e2e/session';
import { touchSwipe } from '../scripts/e2e/touch';

const openPage = useBrowser();

async function openRtl(path: string, options: { width?: number } = {}): Promise<DemoPage> {
	const demo = await openPage();
	await demo.context.addCookies([{ name: 'demo_direction', value: 'rtl', url: demo.url('/') }]);
	await demo.page.setViewportSize({ width: options.width ?? 1280, height: 800 });
	await demo.goto(path);
	expect(await demo.page.evaluate(() => [document.documentElement.dir, getComputedStyle(document.body).direction])).toEqual(['rtl', 'rtl']);
	return demo;
}

const box = async (locator: Locator) => (await locator.boundingBox())!;
const centreX = async (locator: Locator) => {
	const { x, width } = await box(locator);
	return x + width / 2;
};

describe('right to left: the post carousel', () => {
	const CAROUSEL = '.jeg_carousel_post';
	const leading = (page: Page) => page.$$eval(`${CAROUSEL} > article`, (slides) => slides.findIndex((slide) => slide.classList.contains('tns-slide-active')));

	it('starts at the right, has next on the left, and goes on with ArrowLeft, a drag to the right and the next button', async () => {
		const demo = await openRtl('/news/');
		const { page } = demo;
		await page.locator(CAROUSEL).scrollIntoViewIfNeeded();
		await expect.poll(() => page.locator(CAROUSEL).getAttribute('class')).toContain('jeg_tns_active');
		const carousel = await box(page.locator(CAROUSEL));
		const first = await box(page.locator(`${CAROUSEL} > article`).first());
		expect(Math.abs(first.x + first.width - (carousel.x + carousel.width))).toBeLessThan(40);
		const next = page.locator(`${CAROUSEL} + .tns-controls .tns-next`);
		const previous = page.locator(`${CAROUSEL} + .tns-controls .tns-prev`);
		expect(await centreX(next)).toBeLessThan(await centreX(previous));

		await page.locator(CAROUSEL).focus();
		await page.keyboard.press('ArrowLeft');
		expect(await leading(page)).toBe(1);
		// The second post moved to where the first was: the track moves the way the reader reads.
		await expect.poll(async () => Math.round((await box(page.locator(`${CAROUSEL} > article`).nth(1))).x)).toBe(Math.round(first.x));
		await page.keyboard.press('ArrowRight');
		expect(await leading(page)).toBe(0);

		const y = carousel.y + carousel.height / 2;
		await page.mouse.move(carousel.x + 40, y);
		await page.mouse.down();
		await page.mouse.move(carousel.x + 240, y, { steps: 5 });
		await page.mouse.up();
		expect(await leading(page)).toBe(1);
		await next.click();
		expect(await leading(page)).toBe(2);
		await previous.click();
		expect(await leading(page)).toBe(1);
		expect(await allowedViolations(page)).toEqual([]);
		expect(demo.errors).toEqual([]);
	});
});

describe('right to left: the product gallery and its viewer', () => {
	const GALLERY = '.woocommerce-product-gallery';
	const SLIDE = `${GALLERY} .woocommerce-product-gallery__wrapper > .woocommerce-product-gallery__image`;
	const THUMB = `${GALLERY} ol.flex-control-thumbs li img`;
	const DIALOG = 'dialog.islands-lightbox[open]';
	const activeSlide = (page: Page) => page.evaluate((selector) => [...document.querySelectorAll(selector)].findIndex((slide) => slide.classList.contains('flex-active-slide')), SLIDE);

	async function openHoodie(): Promise<DemoPage> {
		const demo = await openRtl('/product/hoodie/');
		await expect.poll(() => demo.page.locator(GALLERY).evaluate((gallery) => getComputedStyle(gallery).opacity)).toBe('1');
		return demo;
	}

	it('lays the thumbnails from the right, the trigger at the top left, and pages with ArrowLeft and a swipe to the right', async () => {
		const demo = await openHoodie();
		const { page } = demo;
		const gallery = await box(page.locator(GALLERY));
		expect(await centreX(page.locator(THUMB).nth(0))).toBeGreaterThan(await centreX(page.locator(THUMB).nth(1)));
		const trigger = await box(page.locator(`${GALLERY} .woocommerce-product-gallery__trigger`));
		expect(trigger.x - gallery.x).toBeLessThan(gallery.width / 4);

		await page.locator(THUMB).nth(0).click();
		await page.locator(THUMB).nth(0).focus();
		await page.keyboard.press('ArrowLeft');
		await expect.poll(() => activeSlide(page)).toBe(1);
		await page.keyboard.press('ArrowRight');
		await expect.poll(() => activeSlide(page)).toBe(0);

		const track = page.locator(`${GALLERY} .woocommerce-product-gallery__wrapper`);
		await track.evaluate((element) => element.scrollIntoView({ block: 'start' }));
		const shown = await box(track);
		await touchSwipe(page, { x: shown.x + shown.width * 0.2, y: shown.y + 50 }, 150);
		await expect.poll(() => activeSlide(page)).toBe(1);
		// The slide shown fills the track where it is, not a slide's width beside it.
		await expect.poll(async () => Math.round((await box(page.locator(SLIDE).nth(1))).x)).toBe(Math.round(shown.x));
		await touchSwipe(page, { x: shown.x + shown.width * 0.8, y: shown.y + 50 }, -150);
		await expect.poll(() => activeSlide(page)).toBe(0);
		expect(await page.locator(DIALOG).count()).toBe(0);
		// The header cart's closed panel waits off-screen on the right: nothing widens the page sideways.
		expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
		expect(await allowedViolations(page)).toEqual([]);
		expect(demo.errors).toEqual([]);
	});

	it('opens the viewer with next on the left and the close button at the left end; ArrowLeft and a swipe to the right go on', async () => {
		const demo = await openHoodie();
		const { page } = demo;
		await page.locator(`${GALLERY} .woocommerce-product-gallery__trigger`).focus();
		await page.keyboard.press('Enter');
		const dialog = page.locator(DIALOG);
		await expect.poll(() => dialog.count()).toBe(1);
		const counter = () => dialog.locator('.islands-lightbox__counter').innerText();
		expect(await counter()).toBe('1/5');
		expect(await centreX(dialog.locator('.islands-lightbox__next'))).toBeLessThan(await centreX(dialog.locator('.islands-lightbox__prev')));
		const close = await box(dialog.locator('.islands-dialog__close'));
		const dialogBox = await box(dialog);
		expect(close.x - dialogBox.x).toBeLessThan(dialogBox.width / 4);

		await page.keyboard.press('ArrowLeft');
		await expect.poll(counter).toBe('2/5');
		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('ArrowRight');
		await expect.poll(counter).toBe('5/5');
		const stage = dialog.locator('.islands-lightbox__stage');
		await stage.dispatchEvent('pointerdown', { pointerType: 'touch', clientX: 380, clientY: 300 });
		await stage.dispatchEvent('pointerup', { pointerType: 'touch', clientX: 600, clientY: 300 });
		await expect.poll(counter).toBe('1/5');
		await stage.dispatchEvent('pointerdown', { pointerType: 'touch', clientX: 600, clientY: 300 });
		await stage.dispatchEvent('pointerup', { pointerType: 'touch', clientX: 380, clientY: 300 });
		await expect.poll(counter).toBe('5/5');
		expect(await allowedViolations(page)).toEqual([]);
		await page.keyboard.press('Escape');
		await expect.poll(() => dialog.count()).toBe(0);
		expect(demo.errors).toEqual([]);
	});
});

describe('right to left: the lightbox', () => {
	it('pages a prettyPhoto set with ArrowLeft, a swipe to the right and the next button on the left', async () => {
		const demo = await openRtl('/demo/gallery/');
		const { page } = demo;
		await page.waitForFunction(() => 'islandsLightbox' in window);
		await page.click('a[rel="prettyPhoto[photos]"][href$="photo-1.svg"]');
		const dialog = page.locator('dialog.islands-lightbox[open]');
		const counter = () => dialog.locator('.islands-lightbox__counter').textContent();
		await expect.poll(counter).toMatch(/^1\/\d$/);
		const next = dialog.locator('.islands-lightbox__next');
		expect(await centreX(next)).toBeLessThan(await centreX(dialog.locator('.islands-lightbox__prev')));
		await page.keyboard.press('ArrowLeft');
		await expect.poll(counter).toMatch(/^2\//);
		await page.keyboard.press('ArrowRight');
		await expect.poll(counter).toMatch(/^1\//);
		const stage = dialog.locator('.islands-lightbox__stage');
		await stage.dispatchEvent('pointerdown', { pointerType: 'touch', clientX: 380, clientY: 300 });
		await stage.dispatchEvent('pointerup', { pointerType: 'touch', clientX: 600, clientY: 310 });
		await expect.poll(counter).toMatch(/^2\//);
		await next.click();
		await expect.poll(counter).toMatch(/^3\//);
		expect(await allowedViolations(page)).toEqual([]);
		expect(demo.errors).toEqual([]);
	});
});

describe('right to left: keys between tabs and swatches', () => {
	it('the tabbed posts widget moves to the tab on the left with ArrowLeft', async () => {
		const demo = await openRtl('/news/city-council-approves-night-trams/');
		const { page } = demo;
		const widget = page.locator('.jeg_tabpost_widget');
		await widget.scrollIntoViewIfNeeded();
		const tab = (name: string) => widget.getByRole('tab', { name });
		await expect.poll(() => tab('Trending').getAttribute('aria-selected')).toBe('true');
		expect(await centreX(tab('Comments'))).toBeLessThan(await centreX(tab('Trending')));
		await tab('Trending').focus();
		await page.keyboard.press('ArrowLeft');
		await expect.poll(() => tab('Comments').getAttribute('aria-selected')).toBe('true');
		expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Comments');
		await page.keyboard.press('ArrowRight');
		await expect.poll(() => tab('Trending').getAttribute('aria-selected')).toBe('true');
		expect(demo.errors).toEqual([]);
	});

	it('a swatch group moves the focus to the swatch on the left with ArrowLeft', async () => {
		const demo = await openRtl('/product/hoodie/');
		const { page } = demo;
		const swatch = (value: string) => page.locator(`form.variations_form li.variable-item[data-value="${value}"]`);
		expect(await centreX(swatch('green'))).toBeLessThan(await centreX(swatch('blue')));
		await swatch('blue').focus();
		await page.keyboard.press('ArrowLeft');
		expect(await page.evaluate(() => document.activeElement?.getAttribute('data-value'))).toBe('green');
		await page.keyboard.press('ArrowRight');
		expect(await page.evaluate(() => document.activeElement?.getAttribute('data-value'))).toBe('blue');
		expect(demo.errors).toEqual([]);
	});
});

describe('right to left: dialogs, menus and bubbles', () => {
	it('a dialog puts its close button at its left end', async () => {
		const demo = await openRtl('/demo/dialog/');
		const { page } = demo;
		await page.getByRole('button', { name: 'Read the terms' }).click();
		const dialog = page.locator('dialog.islands-dialog[open]');
		await expect.poll(() => dialog.count()).toBe(1);
		const close = await box(dialog.locator('.islands-dialog__close'));
		const title = await box(dialog.locator('.islands-dialog__title'));
		expect(close.x + close.width).toBeLessThanOrEqual(title.x + 1);
		expect(await allowedViolations(page)).toEqual([]);
		expect(demo.errors).toEqual([]);
	});

	it('the header menu opens its submenu from the item’s right edge, towards the left', async () => {
		const demo = await openRtl('/news/');
		const { page } = demo;
		const item = page.locator('.jeg_header.normal .jeg_main_menu > li.menu-item-has-children').first();
		await item.locator('> a').hover();
		const submenu = item.locator('> .sub-menu');
		await expect.poll(() => submenu.isVisible()).toBe(true);
		const itemBox = await box(item);
		const menuBox = await box(submenu);
		expect(Math.abs(menuBox.x + menuBox.width - (itemBox.x + itemBox.width))).toBeLessThanOrEqual(1);
		expect(menuBox.x).toBeLessThan(itemBox.x);
		expect(demo.errors).toEqual([]);
	});

	it('the mega menu’s panel drops from the item’s right edge and fills towards the left', async () => {
		const demo = await openRtl('/');
		const { page } = demo;
		const city = page.locator('li.jeg_megamenu.category_1');
		await city.locator('> a').hover();
		await expect.poll(() => city.locator('.jeg_newsfeed_item').count()).toBeGreaterThan(0);
		const itemBox = await box(city);
		const panel = await box(city.locator('.sub-menu'));
		expect(Math.abs(panel.x + panel.width - (itemBox.x + itemBox.width))).toBeLessThanOrEqual(2);
		expect(panel.x).toBeLessThan(itemBox.x);
		expect(await allowedViolations(page)).toEqual([]);
		expect(demo.errors).toEqual([]);
	});

	it('the selection-share bubble sits centred above a selection in the right-to-left article', async () => {
		const demo = await openRtl('/news/city-council-approves-night-trams/');
		const { page } = demo;
		await page.waitForSelector('.selectShare-inner[role=toolbar]', { state: 'attached' });
		const paragraph = page.locator('.content-inner p').first();
		const text = await box(paragraph);
		// A word near the paragraph's right end, where a right-to-left line starts.
		await paragraph.dblclick({ position: { x: text.width - 10, y: 8 } });
		const bubble = page.locator('.selectShare-inner');
		await expect.poll(() => bubble.evaluate((menu) => (menu as HTMLElement).style.display)).toBe('block');
		const selection = await page.evaluate(() => {
			const rect = document.getSelection()!.getRangeAt(0).getBoundingClientRect();
			return { centre: rect.left + rect.width / 2, top: rect.top };
		});
		const shown = await box(bubble);
		expect(Math.abs(shown.x + shown.width / 2 - selection.centre)).toBeLessThanOrEqual(1);
		expect(shown.y + shown.height).toBeLessThanOrEqual(selection.top);
		expect(demo.errors).toEqual([]);
	});

	it('the mobile menu slides in from the right edge', async () => {
		const demo = await openRtl('/news/', { width: 400 });
		const { page } = demo;
		await page.locator('.jeg_mobile_toggle').click();
		await expect.poll(() => page.evaluate(() => document.body.classList.contains('jeg_show_menu'))).toBe(true);
		const panel = page.locator('#jeg_off_canvas .jeg_mobile_wrapper');
		await expect.poll(async () => Math.round((await box(panel)).x + (await box(panel)).width)).toBe(400);
		expect(await allowedViolations(page)).toEqual([]);
		expect(demo.errors).toEqual([]);
	});

	it('the sticky bar still spans the window once stuck', async () => {
		const demo = await openRtl('/news/city-council-approves-night-trams/');
		const { page } = demo;
		await page.evaluate(async () => {
			for (let y = 0; y <= 800; y += 40) {
				window.scrollTo(0, y);
				await new Promise((resolve) => requestAnimationFrame(resolve));
			}
			window.scrollTo(0, 700);
			await new Promise((resolve) => requestAnimationFrame(resolve));
		});
		const bar = page.locator('.jeg_stickybar');
		await expect.poll(async () => (await box(bar)).y).toBeGreaterThanOrEqual(-1);
		const shown = await box(bar);
		expect([Math.round(shown.x), Math.round(shown.width)]).toEqual([0, await page.evaluate(() => document.documentElement.clientWidth)]);
		// No part of the page (a closed panel parked off-screen) widens it sideways.
		expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
		expect(demo.errors).toEqual([]);
	});
});
