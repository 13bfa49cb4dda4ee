/**
 * Settings → Shop islands in a browser, as the administrator of the real shop: the widgets in
 * groups with a name, a sentence and what they replace (handle and plugin); the news theme's groups
 * folded, since the kit runs no JNews; unticking a widget others depend on says which go with it
 * before saving; saving turns them off on the front end, and back on; axe finds nothing.
 * In the `plugin` project (it changes the shop's option), after plugin.wp.e2e.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, describeViolations } from '../../scripts/e2e/axe';
import { launchChromium } from '../../scripts/e2e/session';
import { debugLogSince, debugLogSize, getOption, pageSwitch, scriptFiles, setOption, setPluginActive, shopDir, shopUrl, Visitor } from './plugin-shop';

const WIDGETS_OFF = 'shop_islands_widgets_off';
const SCREEN = '/wp-admin/options-general.php?page=shop-islands';
const ADD_TO_CART_JS = /\/woocommerce\/assets\/js\/frontend\/add-to-cart(\.min)?\.js/;

const ready = Boolean(shopUrl && shopDir);

describe.skipIf(!ready)('the settings screen on a real shop', () => {
	let browser: Browser;
	let page: Page;
	let logStart = 0;

	/** A signed-in administrator's page on the screen, with or without JavaScript. */
	async function openScreen(javaScriptEnabled: boolean): Promise<Page> {
		const context = await browser.newContext({ baseURL: shopUrl, javaScriptEnabled });
		const opened = await context.newPage();
		opened.setDefaultTimeout(10_000);
		await opened.goto(`/wp-login.php?redirect_to=${encodeURIComponent(SCREEN)}`);
		await opened.fill('#user_login', 'admin');
		await opened.fill('#user_pass', 'admin');
		await Promise.all([opened.waitForURL(new URL(SCREEN, shopUrl).href), opened.click('#wp-submit')]);
		return opened;
	}

	const group = (key: string) => page.locator(`#shop-islands-group-${key}`);
	const row = (widget: string) => page.locator(`tr[data-widget="${widget}"]`);
	const frontEndOff = async () => pageSwitch(await new Visitor().html('/shop/'));

	beforeAll(async () => {
		setPluginActive(true);
		setOption(WIDGETS_OFF, undefined);
		logStart = debugLogSize();
		browser = await launchChromium();
		page = await openScreen(true);
	});

	afterAll(async () => {
		setOption(WIDGETS_OFF, undefined);
		await browser?.close();
	});

	it('groups the widgets by what they serve, each with a name, a sentence and what it replaces', async () => {
		const headings = await page.locator('.wrap h2').allTextContents();
		expect(headings).toEqual([
			'Shop',
			'Product page',
			'Wishlist',
			'Lightbox and dialogs',
			'News theme: reader features',
			'News theme: AJAX features',
			'WordPress',
			'For developers',
		]);
		// Every widget of the build is on the screen once, with a label.
		const boxes = page.locator('input[type="checkbox"][name="shop_islands_widgets_off[on][]"]');
		expect(await boxes.count()).toBe(56);
		expect(await page.locator('tr[data-widget]').count()).toBe(56);

		const addToCart = row('add-to-cart');
		await expect.poll(() => page.getByLabel('Add to cart buttons').getAttribute('value')).toBe('add-to-cart');
		expect(await addToCart.textContent()).toContain('Adds products to the cart from shop and category pages');
		expect((await addToCart.locator('td').nth(2).textContent())?.trim()).toBe('wc-add-to-cart — WooCommerce');
		expect(await group('shop').locator('tr[data-widget="add-to-cart"]').count()).toBe(1);

		// The theme's text zoom is not the product image zoom, and says so.
		expect(await group('news-reader').locator('tr[data-widget="zoom"]').count()).toBe(1);
		expect(await row('zoom').textContent()).toContain('Article text size');
		expect(await row('zoom').textContent()).toContain('not the product image zoom');
		expect(await row('zoom').locator('td').nth(2).textContent()).toContain('jnews-frontend, jnews-main — JNews theme');

		// The lightbox replaces WooCommerce's prettyPhoto and the theme's gallery popup.
		const lightbox = await row('lightbox').locator('td').nth(2).textContent();
		expect(lightbox).toContain('— WooCommerce');
		expect(lightbox).toContain('— JNews theme');

		// No "Replaces" cell is empty: a widget that replaces no script says so.
		for (const cell of await page.locator('tr[data-widget] td:nth-child(3)').allTextContents()) expect(cell.trim()).not.toBe('');
		expect(await row('cart-page-remove').locator('td').nth(2).textContent()).toContain('No script');
		expect(await row('rest-api').locator('td').nth(2).textContent()).toContain('No script');
	});

	it('folds the groups whose plugin or theme is not active, and says so on the group and its rows', async () => {
		for (const key of ['shop', 'product', 'wishlist', 'lightbox', 'wordpress']) {
			expect(await group(key).locator('details').getAttribute('open'), key).not.toBeNull();
			expect(await group(key).locator('.shop-islands-inactive').count(), key).toBe(0);
		}
		for (const key of ['news-reader', 'news-ajax']) {
			expect(await group(key).locator('details').getAttribute('open'), key).toBeNull();
			expect(await group(key).locator('.shop-islands-inactive').textContent()).toBe(
				'The JNews theme is not active on this site: these widgets have nothing to replace.',
			);
		}
		expect(await row('zoom').textContent()).toContain('Nothing to replace on this site: The JNews theme is not active.');
		expect(await row('add-to-cart').textContent()).not.toContain('Nothing to replace');
		expect(await row('lightbox').textContent()).not.toContain('Nothing to replace');
	});

	it('says which widgets go off with one before saving, saves, and turns them off on the front end and back on', async () => {
		const box = page.getByLabel('Add to cart buttons');
		const note = page.locator('#shop-islands-add-to-cart-off-with');
		await expect.poll(() => note.isVisible()).toBe(false);
		await box.uncheck();
		// Before saving: the row and the status region say it, and nothing is stored yet.
		await expect.poll(() => note.isVisible()).toBe(true);
		expect(await note.textContent()).toBe('Turning this off also turns off: Mini-cart remove links (they share the original script wc-add-to-cart).');
		expect(await page.locator('#shop-islands-live').textContent()).toBe(await note.textContent());
		expect(await box.getAttribute('aria-describedby')).toContain('shop-islands-add-to-cart-off-with');
		expect(getOption(WIDGETS_OFF)).toBeUndefined();
		// A widget that shares no script with another says nothing.
		expect(await page.locator('#shop-islands-wishlist-off-with').count()).toBe(0);

		await Promise.all([page.waitForURL(/settings-updated=true/), page.click('#submit')]);
		expect(getOption(WIDGETS_OFF)).toEqual(['add-to-cart']);
		expect(await page.locator('.notice, .settings-error').allTextContents()).toEqual(
			expect.arrayContaining([expect.stringContaining('Also off, because each shares an original script with a widget you turned off: Mini-cart remove links (with Add to cart buttons).')]),
		);
		expect(await page.getByLabel('Add to cart buttons').isChecked()).toBe(false);
		expect(await page.getByLabel('Mini-cart remove links').isChecked()).toBe(true);
		expect(await row('mini-cart').locator('td').nth(3).textContent()).toContain('Off: the original script wc-add-to-cart stays on the page');

		const shop = await new Visitor().html('/shop/');
		expect(pageSwitch(shop)).toEqual(expect.arrayContaining(['add-to-cart', 'mini-cart']));
		expect(scriptFiles(shop).some((file) => ADD_TO_CART_JS.test(file))).toBe(true);

		await page.getByLabel('Add to cart buttons').check();
		await expect.poll(() => note.isVisible()).toBe(false);
		await Promise.all([page.waitForURL(/settings-updated=true/), page.click('#submit')]);
		expect(getOption(WIDGETS_OFF)).toEqual([]);
		expect(await page.getByLabel('Add to cart buttons').isChecked()).toBe(true);
		const off = await frontEndOff();
		expect(off).not.toContain('add-to-cart');
		expect(off).not.toContain('mini-cart');
	});

	it('without JavaScript, saves the same and says afterwards which widgets went off with one', async () => {
		const plain = await openScreen(false);
		try {
			await plain.getByLabel('Shop sorting').uncheck();
			expect(await plain.locator('#shop-islands-ordering-off-with').isVisible()).toBe(false);
			await Promise.all([plain.waitForURL(/settings-updated=true/), plain.click('#submit')]);
			expect(getOption(WIDGETS_OFF)).toEqual(['ordering']);
			const notice = (await plain.locator('.notice, .settings-error').allTextContents()).join(' ');
			for (const name of ['Store notice', 'Coming-soon banner', 'Quantity fields', 'Show password buttons', 'Form field hints', 'Shop notices']) {
				expect(notice).toContain(`${name} (with Shop sorting)`);
			}
		} finally {
			setOption(WIDGETS_OFF, undefined);
			await plain.context().close();
		}
	});

	it('passes axe, folded and unfolded', async () => {
		await page.goto(SCREEN);
		expect(describeViolations(await axeViolations(page, '.wrap'))).toEqual([]);
		await page.locator('details:not([open]) > summary').evaluateAll((summaries) => summaries.forEach((summary) => (summary as HTMLElement).click()));
		expect(await page.locator('details:not([open])').count()).toBe(0);
		expect(describeViolations(await axeViolations(page, '.wrap'))).toEqual([]);
	});

	it('leaves no PHP notice, warning or error in debug.log', () => {
		const problems = debugLogSince(logStart)
			.split('\n')
			.filter((line) => /PHP (Notice|Warning|Deprecated|Fatal|Parse)/.test(line) && !/_load_textdomain_just_in_time.*<code>woocommerce<\/code>/.test(line));
		expect(problems).toEqual([]);
	});
});
