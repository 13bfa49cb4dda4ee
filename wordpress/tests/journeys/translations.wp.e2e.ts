/**
 * The real shop as a German site for one browser (the test helper's `shop_islands_locale` cookie:
 * `locale` and `determine_locale` de_DE). The test compiles a German .mo of the shop-islands text
 * domain with GNU gettext's msgfmt into wp-content/languages/plugins, as a language pack installs
 * one: the plugin loads it, prints the translated strings as `shopIslandsL10n` before the loader,
 * and the islands say their own words in German. WooCommerce's words come from its own localized
 * global, as ever (the helper translates its "View cart" as WooCommerce's language pack would).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { addButton } from '../../../scripts/e2e/wordpress/cart';
import { product } from '../../../scripts/e2e/wordpress/catalog';
import { shopEnv } from '../../../scripts/e2e/wordpress/shop';
import { type ShopPage, useShop } from '../../../scripts/e2e/wordpress/shop-session';
import { wishlistBlock } from '../../../scripts/e2e/wordpress/wishlist';

const openShopPage = useShop();
const MO_FILE = path.join(shopEnv.WP_DIR, 'site/wp-content/languages/plugins/shop-islands-de_DE.mo');

const GERMAN: Record<string, string> = {
	Close: 'Schließen',
	'Still adding… the shop is slow to answer.': 'Wird noch hinzugefügt … der Shop antwortet langsam.',
	'Could not add to cart. %s': 'Konnte nicht in den Warenkorb legen. %s',
	'An unknown error occurred.': 'Ein unbekannter Fehler ist aufgetreten.',
	'The product was not added to your wishlist. %s': 'Das Produkt wurde nicht zur Wunschliste hinzugefügt. %s',
	'Product images': 'Produktbilder',
};

const poString = (text: string) => JSON.stringify(text);
const po = [
	'msgid ""',
	'msgstr ""',
	'"Content-Type: text/plain; charset=UTF-8\\n"',
	'"Language: de_DE\\n"',
	'"Plural-Forms: nplurals=2; plural=(n != 1);\\n"',
	'',
	...Object.entries(GERMAN).flatMap(([english, german]) => [`msgid ${poString(english)}`, `msgstr ${poString(german)}`, '']),
].join('\n');

beforeAll(() => {
	const dir = mkdtempSync(path.join(tmpdir(), 'shop-islands-de-'));
	writeFileSync(path.join(dir, 'de_DE.po'), po);
	mkdirSync(path.dirname(MO_FILE), { recursive: true });
	execFileSync('msgfmt', ['--check-format', '-o', MO_FILE, path.join(dir, 'de_DE.po')]);
	rmSync(dir, { recursive: true });
});
afterAll(() => rmSync(MO_FILE, { force: true }));

async function openGerman(urlPath: string): Promise<ShopPage> {
	const shop = await openShopPage();
	await shop.context.addCookies([{ name: 'shop_islands_locale', value: 'de_DE', url: inject('baseUrl') }]);
	await shop.goto(urlPath);
	return shop;
}

const polite = (shop: ShopPage) => shop.page.locator('#a11y-speak-polite').innerText();
const assertive = (shop: ShopPage) => shop.page.locator('#a11y-speak-assertive').innerText();

describe('the shop in German', () => {
	it('prints only the translated words before the loader; an English browser gets none', async () => {
		const shop = await openGerman('/shop/');
		expect(await shop.page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
		expect(await shop.page.evaluate(() => (window as { shopIslandsL10n?: unknown }).shopIslandsL10n)).toEqual(GERMAN);
		const english = await openShopPage();
		await english.goto('/shop/');
		expect(await english.page.evaluate(() => 'shopIslandsL10n' in window)).toBe(false);
	});

	it('the slow-add notice, WooCommerce’s own “View cart”, a failure sentence, a wishlist failure and the wishlist plugin’s own words', async () => {
		const shop = await openGerman('/shop/');
		const { page } = shop;
		await page.route(/[?&]wc-ajax=add_to_cart\b/, async (route) => {
			await new Promise((resolve) => setTimeout(resolve, 6000));
			await route.continue();
		});
		await page.click(addButton(product.mug.id()));
		const slow = 'Wird noch hinzugefügt … der Shop antwortet langsam.';
		await expect.poll(() => page.locator(`${addButton(product.mug.id())} + .islands-cart-slow`).innerText(), { timeout: 6000 }).toBe(slow);
		await expect.poll(() => polite(shop)).toBe(slow);
		await expect.poll(() => page.locator(`${addButton(product.mug.id())} ~ a.added_to_cart`).innerText(), { timeout: 8000 }).toBe('Warenkorb anzeigen');

		await page.unroute(/[?&]wc-ajax=add_to_cart\b/);
		await page.route(/[?&]wc-ajax=add_to_cart\b/, (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '' }));
		await page.click(addButton(product.poster.id()));
		await expect.poll(() => assertive(shop)).toBe('Konnte nicht in den Warenkorb legen. Ein unbekannter Fehler ist aufgetreten.');

		let failWishlist = true;
		await page.route(/\/admin-ajax\.php\b/, (route) => {
			const action = new URLSearchParams(route.request().postData() ?? '').get('action');
			return failWishlist && action === 'add_to_wishlist' ? route.fulfill({ status: 500, contentType: 'text/html', body: '' }) : route.continue();
		});
		const addToWishlist = `li.product ${wishlistBlock(product.notebook.id())} a.add_to_wishlist`;
		await page.click(addToWishlist);
		await expect.poll(() => assertive(shop)).toBe('Das Produkt wurde nicht zur Wunschliste hinzugefügt. Ein unbekannter Fehler ist aufgetreten.');
		// The wishlist plugin's own words still come from its reply, in the language its own translations give.
		failWishlist = false;
		await page.click(addToWishlist);
		await expect.poll(() => polite(shop)).toBe('Product added!');
	});

	it('the gallery’s name and the viewer’s close button; a word the .mo lacks stays English', async () => {
		const shop = await openGerman(product.jacket.path);
		const { page } = shop;
		const gallery = page.locator('.woocommerce-product-gallery');
		await expect.poll(() => gallery.getAttribute('aria-label')).toBe('Produktbilder');
		await page.locator('.woocommerce-product-gallery a.woocommerce-product-gallery__trigger').click();
		const dialog = page.locator('dialog.islands-lightbox[open]');
		await expect.poll(() => dialog.count()).toBe(1);
		expect(await dialog.locator('.islands-dialog__close').getAttribute('aria-label')).toBe('Schließen');
		expect(await dialog.locator('.islands-lightbox__next').innerText()).toBe('Next ›');
	});
});
