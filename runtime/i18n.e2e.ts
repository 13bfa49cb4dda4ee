import { describe, expect, it } from 'vitest';
import { setFault, useBrowser } from '../scripts/e2e/session';

/** `?lang=de` prints a few German words as the plugin prints a translated site's `shopIslandsL10n`. */
const openPage = useBrowser();
const addToCart = (id: number) => `a.ajax_add_to_cart[data-product_id="${id}"]`;
const GALLERY = '.woocommerce-product-gallery';

describe('the islands speak the language the page printed (demo ?lang=de)', () => {
	it('the slow-add notice, then a failure sentence inside a translated sentence', async () => {
		const demo = await openPage();
		const { page } = demo;
		await setFault(demo.context, 'latency', { demo_latency: '6000', demo_fault_endpoint: 'add_to_cart' });
		await demo.goto('/shop/?lang=de');
		await page.click(addToCart(11));
		const slow = 'Wird noch hinzugefügt … der Shop antwortet langsam.';
		await expect.poll(() => page.locator(`${addToCart(11)} + .islands-cart-slow`).innerText(), { timeout: 6000 }).toBe(slow);
		await expect.poll(() => page.locator('#a11y-speak-polite').innerText()).toBe(slow);

		await setFault(demo.context, '500');
		await page.click(addToCart(12));
		const failed = 'Konnte nicht in den Warenkorb legen. Ein unbekannter Fehler ist aufgetreten.';
		await expect.poll(() => page.locator('#a11y-speak-assertive').innerText(), { timeout: 8000 }).toBe(failed);
		expect(await page.locator('.islands-cart-failure').allInnerTexts()).toContain(failed);
	});

	it('the viewer’s close button and the gallery’s names; an untranslated word stays English', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/product/hoodie/?lang=de');
		await expect.poll(() => page.locator(GALLERY).getAttribute('aria-label')).toBe('Produktbilder');
		await page.locator(`${GALLERY} a.woocommerce-product-gallery__trigger`).click();
		const dialog = page.locator('dialog[open]');
		await expect.poll(() => dialog.count()).toBe(1);
		expect(await dialog.locator('.islands-dialog__close').getAttribute('aria-label')).toBe('Schließen');
		expect(await dialog.locator('.islands-lightbox__next').innerText()).toBe('Next ›');
		expect(demo.errors).toEqual([]);
	});

	it('a wishlist announcement', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/shop/?lang=de');
		await page.click('li.product .add-to-wishlist-11 a.add_to_wishlist');
		await expect.poll(() => page.locator('#a11y-speak-polite').innerText()).toBe('Produkt zur Wunschliste hinzugefügt.');
		expect(demo.errors).toEqual([]);
	});

	it('English pages print no translations', async () => {
		const demo = await openPage();
		await demo.goto('/shop/');
		expect(await demo.page.evaluate(() => 'shopIslandsL10n' in window)).toBe(false);
		expect(await demo.page.getAttribute('html', 'lang')).toBe('en');
	});
});
