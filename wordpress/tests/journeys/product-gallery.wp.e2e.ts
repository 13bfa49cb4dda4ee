/**
 * The real variable product's gallery (WooCommerce 10.9.4, Storefront) with
 * images: the journey gives the Test Hoodie a 1200 px featured image, two
 * gallery images and an image of its own to the size S variation for its run
 * (and takes them away after). The slider, the zoom
 * and the full-screen viewer run as the product-gallery island; flexslider,
 * jQuery Zoom, PhotoSwipe and single-product.js are not fetched; choosing the
 * size S (the variation with its own image) swaps the main image and the
 * viewer's, and a reset puts them back. Which scripts still bring jQuery is
 * asserted by name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { product } from '../../../scripts/e2e/wordpress/catalog';
import { wpEval, wpEvalJson } from '../../../scripts/e2e/wordpress/server';
import { useShop } from '../../../scripts/e2e/wordpress/shop-session';

const openShopPage = useShop();
const GALLERY_FILES = /\/woocommerce\/assets\/js\/(flexslider|zoom|photoswipe)\/|\/frontend\/single-product(\.min)?\.js/;
const JQUERY = /\/wp-includes\/js\/jquery\/jquery(\.min)?\.js/;
const GALLERY = '.woocommerce-product-gallery';
const SLIDE = `${GALLERY} .woocommerce-product-gallery__wrapper > .woocommerce-product-gallery__image`;
const THUMB = `${GALLERY} ol.flex-control-nav.flex-control-thumbs li img`;
const DIALOG = 'dialog.islands-lightbox[open]';
const form = 'form.variations_form';

/** Four generated PNGs as attachments, each wider than Storefront's gallery: the featured image, two gallery images, the size S variation's own image. */
const addImages = (productId: number, variationId: number) => `
require_once ABSPATH . 'wp-admin/includes/image.php';
$product = wc_get_product(${productId});
$ids = array();
foreach (array(array(1200, 1200, 0x2563eb), array(1400, 1000, 0x16a34a), array(1000, 1250, 0xdc2626), array(1100, 1100, 0x9333ea)) as $i => $spec) {
	$image = imagecreatetruecolor($spec[0], $spec[1]);
	imagefill($image, 0, 0, $spec[2]);
	ob_start(); imagepng($image); $png = ob_get_clean();
	$upload = wp_upload_bits("islands-gallery-$i.png", null, $png);
	$id = wp_insert_attachment(array('post_mime_type' => 'image/png', 'post_title' => "Gallery $i", 'post_excerpt' => $i === 1 ? 'Green side' : '', 'post_status' => 'inherit'), $upload['file']);
	wp_update_attachment_metadata($id, wp_generate_attachment_metadata($id, $upload['file']));
	$ids[] = $id;
}
$product->set_image_id($ids[0]);
$product->set_gallery_image_ids(array_slice($ids, 1, 2));
$product->save();
$small = wc_get_product(${variationId});
$small->set_image_id($ids[3]);
$small->save();
echo wp_json_encode($ids);`;

let attachments: number[] = [];

beforeAll(() => {
	attachments = wpEvalJson<number[]>(addImages(product.hoodie.id(), product.hoodieS.id()));
});

afterAll(() => {
	if (attachments.length === 0) return;
	wpEval(`$product = wc_get_product(${product.hoodie.id()}); $product->set_image_id(0); $product->set_gallery_image_ids(array()); $product->save();
$small = wc_get_product(${product.hoodieS.id()}); $small->set_image_id(0); $small->save();
foreach (array(${attachments.join(',')}) as $id) wp_delete_attachment($id, true);`);
});

const activeSlide = (page: import('playwright-core').Page) =>
	page.evaluate((selector) => [...document.querySelectorAll(selector)].findIndex((slide) => slide.classList.contains('flex-active-slide')), SLIDE);

describe('the product gallery on the real shop', () => {
	it('slides by thumbnail and keys, zooms on hover, opens the viewer, and follows the chosen variation', async () => {
		const shop = await openShopPage();
		const { page } = shop;
		await shop.goto(product.hoodie.path);
		await expect.poll(() => page.locator(GALLERY).evaluate((gallery) => getComputedStyle(gallery).opacity)).toBe('1');
		expect(shop.fetched.filter((url) => GALLERY_FILES.test(url))).toEqual([]);
		expect(await page.locator(THUMB).count()).toBe(3);

		await page.locator(THUMB).nth(1).click();
		await expect.poll(() => activeSlide(page)).toBe(1);
		await page.keyboard.press('ArrowRight');
		await expect.poll(() => activeSlide(page)).toBe(2);
		await page.keyboard.press('ArrowLeft');
		await page.keyboard.press('ArrowLeft');
		await expect.poll(() => activeSlide(page)).toBe(0);

		const box = (await page.locator(SLIDE).nth(0).boundingBox())!;
		const zoom = page.locator(`${SLIDE}.flex-active-slide img.zoomImg`);
		await expect
			.poll(async () => {
				await page.mouse.move(box.x + box.width / 2 + 1, box.y + box.height / 2);
				await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
				return (await zoom.count()) > 0 ? zoom.evaluate((image) => image.style.opacity) : '';
			})
			.toBe('1');
		await page.mouse.move(0, 0);

		await page.click(`${GALLERY} a.woocommerce-product-gallery__trigger`);
		const dialog = page.locator(DIALOG);
		await expect.poll(() => dialog.count()).toBe(1);
		expect(await dialog.locator('.islands-lightbox__counter').innerText()).toBe('1/3');
		await page.keyboard.press('ArrowRight');
		await expect.poll(() => dialog.locator('.islands-lightbox__counter').innerText()).toBe('2/3');
		expect(await dialog.locator('.islands-lightbox__description').innerText()).toBe('Green side');
		await page.keyboard.press('Escape');
		await expect.poll(() => dialog.count()).toBe(0);
		expect(await page.evaluate(() => document.activeElement?.classList.contains('woocommerce-product-gallery__trigger'))).toBe(true);

		const main = page.locator(SLIDE).nth(0).locator('img.wp-post-image');
		const original = await main.getAttribute('data-large_image');
		await page.selectOption(`${form} select[name="attribute_size"]`, 'S');
		await expect.poll(() => main.getAttribute('data-large_image')).not.toBe(original);
		const swapped = await main.getAttribute('data-large_image');
		await page.click(`${GALLERY} a.woocommerce-product-gallery__trigger`);
		await expect.poll(() => dialog.count()).toBe(1);
		expect(await dialog.locator('img.islands-lightbox__image').getAttribute('src')).toBe(swapped);
		await page.keyboard.press('Escape');
		await expect.poll(() => dialog.count()).toBe(0);
		await page.click(`${form} a.reset_variations`);
		await expect.poll(() => main.getAttribute('data-large_image')).toBe(original);

		expect(shop.fetched.filter((url) => GALLERY_FILES.test(url))).toEqual([]);
		// jQuery: whatever still loads it is named here (comment-reply, Storefront's scripts need none).
		const jqueryUsers = shop.fetched.some((url) => JQUERY.test(url)) ? await page.evaluate(() => [...document.querySelectorAll('script[src]')].map((script) => script.id)) : [];
		expect(jqueryUsers).toEqual([]);
	});
});
