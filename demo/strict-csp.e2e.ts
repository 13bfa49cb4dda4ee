/**
 * Every island under a strict Content-Security-Policy (`?csp=strict`,
 * demo/server/http/strict-csp.ts): `script-src 'self' 'nonce-…'` (the nonce
 * only on the page's printed inline scripts: localized globals, as WordPress
 * prints them), `object-src 'none'`, `base-uri 'none'`, and `style-src-elem`
 * without `'unsafe-inline'`. Each test opens one page the QA page links
 * to, uses its islands as a reader would, and asserts that the browser
 * reported no policy violation and no console error: no eval, no inline
 * script or handler, no injected `<style>` (the dialog, lightbox and viewer
 * styles are constructable sheets).
 */
import { describe, expect, it } from 'vitest';
import { type DemoPage, useBrowser } from '../scripts/e2e/session';

const openPage = useBrowser();

// Registered before any page script (init scripts are not subject to the page's policy).
const VIOLATION_PROBE = `window.__cspViolations = [];
document.addEventListener('securitypolicyviolation', (event) => window.__cspViolations.push(
	[event.effectiveDirective, event.blockedURI, event.sourceFile + ':' + event.lineNumber, event.sample].join(' | ')));`;

const violations = (demo: DemoPage) => demo.page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

/** Opens `path` with the strict policy (a page the QA page links to), and checks the policy arrived. */
async function openStrict(path: string): Promise<DemoPage> {
	const demo = await openPage();
	await demo.context.addInitScript(VIOLATION_PROBE);
	const strictPath = `${path}${path.includes('?') ? '&' : '?'}csp=strict`;
	const qa = await demo.context.request.get(demo.url('/demo/'));
	expect(await qa.text()).toContain(`<a href="${strictPath}">`);
	const response = await demo.page.goto(strictPath);
	const policy = response?.headers()['content-security-policy'] ?? '';
	expect(policy).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'; object-src 'none'; base-uri 'none'; style-src 'self' 'nonce-/);
	expect(policy).toContain("style-src-elem 'self' 'nonce-");
	await demo.settle();
	return demo;
}

async function expectClean(demo: DemoPage): Promise<void> {
	expect(await violations(demo)).toEqual([]);
	expect(demo.errors).toEqual([]);
}

describe('a strict Content-Security-Policy on the demo', () => {
	it('the shop: add to cart, the mini-cart remove and the wishlist add all work', async () => {
		const demo = await openStrict('/shop/');
		const { page } = demo;
		// The localized globals arrived through their nonce.
		expect(await page.evaluate(() => typeof (window as { wc_add_to_cart_params?: unknown }).wc_add_to_cart_params)).toBe('object');

		await page.click('a.ajax_add_to_cart[data-product_id="11"]');
		await expect.poll(() => page.locator('.widget_shopping_cart_live_region').innerText()).toBe('“Mug” has been added to your cart');
		expect(await page.locator('a.ajax_add_to_cart[data-product_id="11"] ~ a.added_to_cart').count()).toBe(1);
		const rows = page.locator('.widget_shopping_cart_content li.mini_cart_item');
		await expect.poll(() => rows.count()).toBe(1);

		await page.hover('a.cart-contents');
		await page.locator('.widget_shopping_cart_content .remove_from_cart_button').click();
		await expect.poll(() => rows.count()).toBe(0);
		await expect.poll(() => page.locator('.widget_shopping_cart_live_region').innerText()).toBe('“Mug” has been removed from your cart');

		const wishlist = 'li.product .add-to-wishlist-12';
		// The block hydrates on intent; a click before that is held and run once it has.
		await page.click(`${wishlist} a.add_to_wishlist`);
		await expect.poll(() => page.locator(`${wishlist} .yith-wcwl-wishlistaddedbrowse .feedback`).innerText().then((text) => text.trim())).toBe('Product added!');
		await expectClean(demo);
	});

	it('a product page: the variation swatches choose a variation, and the gallery viewer opens styled and closes', async () => {
		const demo = await openStrict('/product/hoodie/');
		const { page } = demo;
		const form = 'form.variations_form';
		await page.click(`${form} li.variable-item[data-value="blue"]`);
		await page.click(`${form} li.variable-item[data-value="m"]`);
		await expect.poll(() => page.locator(`${form} input.variation_id`).inputValue()).toBe('17');
		expect(await page.locator(`${form} .single_variation .woocommerce-variation-availability`).innerText()).toBe('10 in stock');

		await page.locator('.woocommerce-product-gallery a.woocommerce-product-gallery__trigger').click();
		const viewer = page.locator('dialog.islands-lightbox[open]');
		await expect.poll(() => viewer.count()).toBe(1);
		// The viewer's own rule, from its constructable sheet.
		expect(await viewer.locator('.islands-lightbox__stage').evaluate((stage) => getComputedStyle(stage).touchAction)).toBe('pan-y pinch-zoom');
		await page.keyboard.press('Escape');
		await expect.poll(() => viewer.count()).toBe(0);
		await expectClean(demo);
	});

	it('the lightbox: a photo opens in the styled dialog and closes; the hostile ajax page is refused its handler', async () => {
		const demo = await openStrict('/demo/gallery/');
		const { page } = demo;
		await page.click('a[rel="prettyPhoto[photos]"][href$="photo-2.svg"]');
		const dialog = page.getByRole('dialog', { name: 'Market street' });
		await expect.poll(() => dialog.isVisible()).toBe(true);
		// The dialog and lightbox sheets apply: the dialog's radius, the lightbox's stage layout.
		expect(await dialog.evaluate((element) => getComputedStyle(element).borderTopLeftRadius)).toBe('4px');
		expect(await dialog.locator('.islands-lightbox__stage').evaluate((stage) => getComputedStyle(stage).display)).toBe('flex');
		await page.locator('dialog[open] .islands-lightbox__next').click();
		await expect.poll(() => page.locator('dialog[open] .islands-lightbox__counter').textContent()).toBe('3/5');
		await page.keyboard.press('Escape');
		await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);

		await expectClean(demo);

		// The demo's ajax page is hostile on purpose: a script and an `onerror` handler. The lightbox drops both; Chromium
		// still reports the handler as refused when it parses the reply (it checks inline handlers at parse time, even
		// in an inert document), so the one report is that refusal, and nothing ran.
		await page.click('a[href="/demo/lightbox/fragment.html?ajax=true"]');
		await expect.poll(() => page.locator('dialog[open] .lightbox-fragment h3').textContent()).toBe('Loaded by ajax');
		expect(await page.locator('dialog[open] .lightbox-fragment script, dialog[open] [onerror]').count()).toBe(0);
		await page.keyboard.press('Escape');
		await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
		expect(await violations(demo)).toEqual([expect.stringMatching(/^script-src-attr \| inline \| .*\/dist\/chunks\/runtime-/)]);
		expect(await page.evaluate(() => Object.keys(window).filter((key) => key.startsWith('__fragment')))).toEqual([]);
		// Chromium logs the same refusal, and the fixture's image is missing on purpose.
		expect(demo.errors).toEqual([expect.stringContaining('Executing inline event handler violates'), expect.stringContaining('404 (Not Found)')]);

		// The probe is live: a <style> element made by script is refused and reported.
		await page.evaluate(() => document.head.append(Object.assign(document.createElement('style'), { textContent: 'body{outline:1px solid red}' })));
		await expect.poll(async () => (await violations(demo)).at(-1)).toMatch(/^style-src-elem \| inline \| /);
	});

	it('an article: the theme module pagination and the side feed (a post loaded in place, its page parsed inert)', async () => {
		const demo = await openStrict('/article/council-budget-232/');
		const { page } = demo;
		const related = '[data-unique$="_0_6a1f"]';
		const titles = () => page.locator(`${related} .jeg_post_title`).allTextContents();
		const before = (await titles()).join();
		await page.locator(`${related} a.next`).click();
		await expect.poll(async () => (await titles()).join()).not.toBe(before);
		expect(await page.locator(related).getAttribute('class')).toContain('loaded next');

		await page.locator('#jeg_sidecontent').scrollIntoViewIfNeeded();
		await expect.poll(() => page.locator('.jeg_sidefeed .jeg_post.active').count()).toBe(1);
		const target = page.locator('.jeg_sidefeed .jeg_post:not(.active)').first();
		const title = (await target.locator('.jeg_post_title a').textContent())!;
		await target.locator('.jeg_post_title a').click();
		await expect.poll(() => page.locator('.post-wrap h1').textContent()).toBe(title);
		await expectClean(demo);
	});

	it('a news post: the dark-mode switch writes its cookie (SameSite=Lax) and repaints, the GIF plays', async () => {
		const demo = await openStrict('/news/city-council-approves-night-trams/');
		const { page } = demo;
		await page.locator('.jeg_header.normal input.jeg_dark_mode_toggle').check();
		await expect.poll(() => page.evaluate(() => document.body.classList.contains('jnews-dark-mode'))).toBe(true);
		expect((await demo.context.cookies()).find((cookie) => cookie.name === 'darkmode')).toMatchObject({ value: 'true', sameSite: 'Lax' });
		const gif = page.getByRole('button', { name: 'Play GIF' });
		await gif.scrollIntoViewIfNeeded();
		await gif.click();
		await expect.poll(() => gif.getAttribute('aria-pressed')).toBe('true');
		await expectClean(demo);
	});
});
