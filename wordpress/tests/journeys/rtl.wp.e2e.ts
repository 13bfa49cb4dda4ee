/**
 * The real shop as a right-to-left (Hebrew) site for one browser (the test helper's
 * `shop_islands_rtl` cookie: `locale` he_IL, and 'ltr' in the 'text direction' context translated
 * 'rtl', as the Hebrew translation does, so `is_rtl()` is true). WordPress, WooCommerce and
 * Storefront then print what such a site gets: `dir="rtl"`, Storefront's `style-rtl.css`,
 * `flexslider.rtl`. The islands must still work, and the gallery must move the way the reader reads:
 * ArrowLeft and a swipe to the right go on, the viewer's next button sits on the left.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it, inject } from 'vitest';
import { addFromLoop, headerCount } from '../../../scripts/e2e/wordpress/cart';
import { product } from '../../../scripts/e2e/wordpress/catalog';
import { type ShopPage, useShop } from '../../../scripts/e2e/wordpress/shop-session';
import { GALLERY, SLIDES, THUMBS, TRIGGER } from '../../../scripts/e2e/wordpress/product-gallery';
import { touchSwipe } from '../../../scripts/e2e/touch';

const openShopPage = useShop();
const DIALOG = 'dialog.islands-lightbox[open]';

async function openRtl(path: string): Promise<ShopPage> {
	const shop = await openShopPage();
	await shop.context.addCookies([{ name: 'shop_islands_rtl', value: '1', url: inject('baseUrl') }]);
	await shop.page.setViewportSize({ width: 1280, height: 900 });
	await shop.goto(path);
	return shop;
}

const activeSlide = (shop: ShopPage) =>
	shop.page.evaluate((selector) => [...document.querySelectorAll(selector)].findIndex((slide) => slide.classList.contains('flex-active-slide')), SLIDES);
const centreX = async (locator: Locator) => {
	const { x, width } = (await locator.boundingBox())!;
	return x + width / 2;
};

describe('the shop in a right-to-left language', () => {
	it('prints dir="rtl" and Storefront’s RTL stylesheet, and the loop’s Add to cart still adds', async () => {
		const shop = await openRtl('/shop/');
		const { page } = shop;
		expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang, document.body.classList.contains('rtl')])).toEqual(['rtl', 'he-IL', true]);
		// `wp_style_add_data( …, 'rtl', 'replace' )`: the RTL files in place of the theme's and its WooCommerce styles.
		expect(await page.locator('link#storefront-style-rtl-css').getAttribute('href')).toMatch(/\/themes\/storefront\/style-rtl\.css\b/);
		expect(await page.locator('link#storefront-woocommerce-style-rtl-css').getAttribute('href')).toMatch(/\/woocommerce-rtl\.css\b/);
		expect(await page.locator('link#storefront-style-css').count()).toBe(0);
		expect(await headerCount(shop)).toBe('0 items');
		await addFromLoop(shop, product.mug.id());
		await expect.poll(() => headerCount(shop)).toBe('1 item');
	});

	it('the product gallery pages with ArrowLeft and a swipe to the right; the viewer’s next button is on the left', async () => {
		const shop = await openRtl(product.jacket.path);
		const { page } = shop;
		expect(await page.evaluate(() => (window as unknown as { wc_single_product_params: { flexslider: { rtl: boolean } } }).wc_single_product_params.flexslider.rtl)).toBe(true);
		await expect.poll(() => page.locator(GALLERY).evaluate((gallery) => getComputedStyle(gallery).opacity)).toBe('1');
		// Storefront's RTL stylesheet lays the thumbnails from the right.
		expect(await centreX(page.locator(THUMBS).nth(0))).toBeGreaterThan(await centreX(page.locator(THUMBS).nth(1)));

		await page.locator(THUMBS).nth(0).click();
		await page.keyboard.press('ArrowLeft');
		await expect.poll(() => activeSlide(shop)).toBe(1);
		await page.keyboard.press('ArrowRight');
		await expect.poll(() => activeSlide(shop)).toBe(0);

		const track = page.locator(`${GALLERY} .woocommerce-product-gallery__wrapper`);
		await track.evaluate((element) => element.scrollIntoView({ block: 'start' }));
		const shown = (await track.boundingBox())!;
		await touchSwipe(page, { x: shown.x + shown.width * 0.2, y: shown.y + 50 }, 150);
		await expect.poll(() => activeSlide(shop)).toBe(1);
		await expect.poll(async () => Math.round((await page.locator(SLIDES).nth(1).boundingBox())!.x)).toBe(Math.round(shown.x));

		await page.locator(TRIGGER).click();
		const dialog = page.locator(DIALOG);
		await expect.poll(() => dialog.count()).toBe(1);
		const counter = () => dialog.locator('.islands-lightbox__counter').innerText();
		await expect.poll(counter).toBe('2/3');
		expect(await centreX(dialog.locator('.islands-lightbox__next'))).toBeLessThan(await centreX(dialog.locator('.islands-lightbox__prev')));
		await page.keyboard.press('ArrowLeft');
		await expect.poll(counter).toBe('3/3');
		await page.keyboard.press('Escape');
		await expect.poll(() => dialog.count()).toBe(0);
	});
});
