/**
 * The product gallery, differential, on the staged Test Jacket (a 1200 px featured image, two
 * gallery images, variations with images of their own; Storefront's slider, zoom and lightbox on):
 * flexslider, jQuery Zoom and PhotoSwipe with single-product.js, or the product-gallery island.
 */
import { describe, expect } from 'vitest';
import { product } from '../../../scripts/e2e/wordpress/catalog';
import { differential, type Journey } from '../../../scripts/e2e/wordpress/differential';
import { type ShopPage, useShop } from '../../../scripts/e2e/wordpress/shop-session';
import { GALLERY, SLIDES, THUMBS, TRIGGER } from '../../../scripts/e2e/wordpress/product-gallery';

const openShopPage = useShop();
/** Either viewer, while open: PhotoSwipe's, or the islands' dialog. */
const VIEWER = '.pswp--open, dialog.islands-lightbox[open]';
const FORM = 'form.variations_form';
const WATCH = [SLIDES, THUMBS, TRIGGER, `${SLIDES} img.wp-post-image`, VIEWER];

const slide: Journey = {
	name: 'slide the gallery by thumbnail and by arrow keys',
	watch: { elements: WATCH },
	async run(shop) {
		const { page } = shop;
		await shop.goto(product.jacket.path);
		await expect.poll(() => page.locator(GALLERY).evaluate((gallery) => getComputedStyle(gallery).opacity)).toBe('1');
		await page.locator(THUMBS).nth(1).click();
		await page.keyboard.press('ArrowRight');
		await expect.poll(() => page.locator(`${SLIDES}.flex-active-slide`).count()).toBe(1);
	},
};

const clickImage: Journey = {
	name: 'click the main image (with the slider and zoom on)',
	watch: { elements: WATCH },
	async run(shop) {
		const { page } = shop;
		await shop.goto(product.jacket.path);
		// Forced: jQuery Zoom's large image lies over the link, and a shopper's click lands on it all the same.
		await page.locator(`${SLIDES} a`).first().click({ force: true });
	},
};

/**
 * The shopper looks at the viewer's `n`th image: either viewer's counter says so, the image is
 * loaded, and a moment passes (what a viewer says of an image is said once it is shown, not by a
 * key pressed faster than anyone reads).
 */
async function lookAtTheImage({ page }: ShopPage, n: number): Promise<void> {
	await expect.poll(() => page.locator('.islands-lightbox__counter, .pswp__counter').first().innerText()).toMatch(new RegExp(`^${n}\\s*/\\s*3$`));
	await expect
		.poll(() =>
			page.evaluate(() => {
				// PhotoSwipe shows its preloader until the current image is in.
				if (document.querySelector('.pswp--open')) return !document.querySelector('.pswp__preloader--active');
				const shown = document.querySelector<HTMLImageElement>('dialog.islands-lightbox[open] img');
				return Boolean(shown?.complete && shown.naturalWidth > 0);
			}),
		)
		.toBe(true);
	await page.waitForTimeout(500);
}

const viewer: Journey = {
	name: 'open the full-screen viewer from its trigger, go to the next image, close it with Escape',
	watch: { elements: WATCH },
	async run(shop) {
		const { page } = shop;
		await shop.goto(product.jacket.path);
		await page.click(TRIGGER);
		await expect.poll(() => page.locator(VIEWER).count()).toBe(1);
		await lookAtTheImage(shop, 1);
		await page.keyboard.press('ArrowRight');
		await lookAtTheImage(shop, 2);
		await page.keyboard.press('Escape');
		await expect.poll(() => page.locator(VIEWER).count()).toBe(0);
	},
};

const variationImage: Journey = {
	name: 'choose a variation with its own image, then Clear',
	watch: { elements: WATCH },
	async run(shop) {
		const { page } = shop;
		await shop.goto(product.jacket.path);
		for (const [attribute, value] of [['color', 'Blue'], ['size', 'L'], ['fabric', 'Cotton']]) await page.selectOption(`${FORM} select[name="attribute_${attribute}"]`, value);
		await expect.poll(() => page.locator(`${SLIDES} img.wp-post-image`).first().getAttribute('src')).toMatch(/jacket-blue/);
		await page.click(`${FORM} a.reset_variations`);
		await expect.poll(() => page.locator(`${SLIDES} img.wp-post-image`).first().getAttribute('src')).toMatch(/jacket-front/);
	},
};

describe('the product gallery', () => {
	differential(slide, openShopPage);
	differential(clickImage, openShopPage);
	differential(viewer, openShopPage);
	differential(variationImage, openShopPage);
});
