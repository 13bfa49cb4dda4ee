/**
 * Stagings the QA page offers (issue 17): the news pages, pages where a
 * localized global is missing (`?without=`), and the news pages' theme
 * options in the site settings form. Each test starts on `/demo/`, follows
 * the link or applies the form as QA does, and checks what the reader sees.
 */
import { describe, expect, it } from 'vitest';
import { chooseSettings, followFromQa } from '../scripts/e2e/qa-settings';
import { type DemoPage, useBrowser } from '../scripts/e2e/session';

const openPage = useBrowser();

const ARTICLE = '/news/city-council-approves-night-trams/';
const hasGlobal = (demo: DemoPage, name: string) => demo.page.evaluate((global) => global in window, name);

describe('news pages linked from /demo/', () => {
	it('the front page shows the ticker and its posts, and a post opens from there', async () => {
		const demo = await openPage();
		const { page } = demo;
		await followFromQa(demo, '/news/');
		expect(await page.getByRole('heading', { name: 'Latest news' }).isVisible()).toBe(true);
		expect(await page.locator('.jeg_news_ticker').isVisible()).toBe(true);
		await page.getByRole('link', { name: 'City council approves night trams' }).first().click();
		await page.waitForURL('**/news/city-council-approves-night-trams/');
		expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('City council approves night trams');
		expect(demo.errors).toEqual([]);
	});

	it('the single-post link opens a JNews post with its share bar', async () => {
		const demo = await openPage();
		const { page } = demo;
		await followFromQa(demo, '/news/city-council-approves-night-trams/');
		expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('City council approves night trams');
		expect(await page.getByRole('button', { name: 'Play GIF' }).count()).toBe(1);
		expect(demo.errors).toEqual([]);
	});
});

describe('pages without a localized global, linked from /demo/', () => {
	it('without wc_add_to_cart_params, "Add to cart" is a plain link: the shop adds the Mug without AJAX', async () => {
		const demo = await openPage();
		const { page } = demo;
		await followFromQa(demo, '/shop/?without=wc_add_to_cart_params');
		expect(await hasGlobal(demo, 'wc_add_to_cart_params')).toBe(false);
		await page.locator('a.add_to_cart_button[data-product_id="11"]').first().click();
		await expect.poll(() => page.locator('.woocommerce-message').first().innerText()).toContain('“Mug” has been added to your cart.');
		expect(demo.ajax.map((call) => call.endpoint)).not.toContain('add_to_cart');
		expect(demo.errors).toEqual([]);
	});

	it('without yith_wcwl_l10n, "Add to wishlist" stays the plugin\'s no-JS link and still adds', async () => {
		const demo = await openPage();
		const { page } = demo;
		await followFromQa(demo, '/shop/?without=yith_wcwl_l10n');
		expect(await hasGlobal(demo, 'yith_wcwl_l10n')).toBe(false);
		const add = page.locator('a.add_to_wishlist[data-product-id="11"]').first();
		expect(await add.getAttribute('href')).toMatch(/^\?add_to_wishlist=11&_wpnonce=[0-9a-f]{10}$/);
		await add.click();
		await expect.poll(() => page.locator('.woocommerce-message').first().innerText()).toContain('Product added!');
		expect(demo.ajax.filter((call) => call.endpoint.startsWith('admin-ajax:'))).toEqual([]);
		expect(demo.errors).toEqual([]);
	});

	it('without jnewsoption, the theme islands leave the markup alone and nothing throws', async () => {
		const demo = await openPage();
		const { page } = demo;
		await followFromQa(demo, '/news/city-council-approves-night-trams/?without=jnewsoption');
		expect(await hasGlobal(demo, 'jnewsoption')).toBe(false);
		const gif = page.locator('.content-inner img[src$=".gif"]');
		await gif.scrollIntoViewIfNeeded();
		await demo.settle();
		// GIF playback is a jnewsoption switch: without it the image stays as printed, with no overlay.
		expect(await page.getByRole('button', { name: 'Play GIF' }).count()).toBe(0);
		expect(await page.locator('.ff-container').count()).toBe(0);
		expect(await gif.isVisible()).toBe(true);
		expect(demo.errors).toEqual([]);
	});
});

describe('news theme options in the site settings form on /demo/', () => {
	const darkCookieAfterToggle = async (days: string) => {
		const demo = await openPage();
		await chooseSettings(demo, { 'News pages: dark-mode cookie lifetime': days });
		await demo.goto(ARTICLE);
		await demo.page.getByRole('checkbox', { name: 'Dark mode toogle' }).first().check();
		await expect.poll(() => demo.page.evaluate(() => document.body.classList.contains('jnews-dark-mode'))).toBe(true);
		expect(demo.errors).toEqual([]);
		return (await demo.context.cookies()).find((item) => item.name === 'darkmode');
	};

	it('dark-mode cookie lifetime: 1 day makes the switch\'s cookie expire in a day', async () => {
		const cookie = await darkCookieAfterToggle('1');
		expect(cookie?.value).toBe('true');
		const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
		expect(days).toBeGreaterThan(0.99);
		expect(days).toBeLessThan(1.01);
	});

	it('dark-mode cookie lifetime: 0 makes it a session cookie', async () => {
		expect(await darkCookieAfterToggle('0')).toMatchObject({ value: 'true', expires: -1 });
	});

	it('sticky mode: normal prints no sticky bar, so nothing follows the reader down', async () => {
		const demo = await openPage();
		await chooseSettings(demo, { 'News pages: sticky header mode': 'normal' });
		await demo.goto(ARTICLE);
		await demo.page.evaluate(() => window.scrollTo(0, 900));
		await demo.settle();
		expect(await demo.page.locator('.jeg_stickybar').count()).toBe(0);
		expect(await demo.page.locator('.jeg_sticky_nav').count()).toBe(0);
	});

	it('sticky mode: pinned keeps the bar on screen once the reader scrolls back up', async () => {
		const demo = await openPage();
		await chooseSettings(demo, { 'News pages: sticky header mode': 'pinned' });
		await demo.goto(ARTICLE);
		const bar = demo.page.locator('.jeg_stickybar');
		expect(await bar.getAttribute('data-mode')).toBe('pinned');
		for (const y of [400, 800, 700]) {
			await demo.page.evaluate((top) => window.scrollTo(0, top), y);
			await demo.page.waitForTimeout(100);
		}
		await expect.poll(() => bar.evaluate((element) => element.classList.contains('jeg_sticky_nav'))).toBe(true);
		expect(await bar.isVisible()).toBe(true);
	});

	it('admin bar: on shows WordPress\'s bar above the news page', async () => {
		const demo = await openPage();
		await chooseSettings(demo, { 'News pages: WordPress admin bar': '1' });
		await demo.goto(ARTICLE);
		expect(await demo.page.locator('#wpadminbar').getByRole('link', { name: 'Demo admin bar' }).isVisible()).toBe(true);
		expect(await demo.page.evaluate(() => document.body.classList.contains('admin-bar'))).toBe(true);
		expect(demo.errors).toEqual([]);
	});

	it('GIF off: the article\'s GIF stays a plain image, with no play control', async () => {
		const demo = await openPage();
		await chooseSettings(demo, { 'News pages: GIF play overlay': 'off' });
		await demo.goto(ARTICLE);
		const gif = demo.page.locator('.content-inner img[src$=".gif"]');
		await gif.scrollIntoViewIfNeeded();
		await demo.settle();
		expect(await gif.isVisible()).toBe(true);
		expect(await demo.page.getByRole('button', { name: 'Play GIF' }).count()).toBe(0);
		await chooseSettings(demo, { 'News pages: GIF play overlay': 'on' });
		await demo.goto(ARTICLE);
		await demo.page.locator('.content-inner img[src$=".gif"]').scrollIntoViewIfNeeded();
		await expect.poll(() => demo.page.getByRole('button', { name: 'Play GIF' }).count()).toBe(1);
		expect(demo.errors).toEqual([]);
	});

	it('companion version: an outdated one shows administrators the update notice', async () => {
		const demo = await openPage();
		await chooseSettings(demo, { 'News pages, administrators: JNews companion plugins version': '10.0.3' });
		await demo.logIn('admin', ARTICLE);
		await demo.page.locator('.jnews-admin-notice').waitFor({ timeout: 6000 });
		expect(await demo.page.locator('.jnews-admin-notice').isVisible()).toBe(true);
		expect(demo.errors).toEqual([]);
	});
});

describe('file faults from the form on /demo/', () => {
	/** Chooses the file fault in the QA page's form and applies it, as QA does. */
	async function chooseFileFault(demo: DemoPage, mode: string, target: 'images' | 'chunks', only = '', latency = '') {
		const { page } = demo;
		await demo.goto('/demo/');
		const form = page.locator('form[action="/demo/file-fault"]');
		await form.getByLabel(mode).check();
		await form.getByLabel('Files', { exact: true }).selectOption(target);
		await form.getByLabel('Only files starting with').fill(only);
		if (latency) await form.getByLabel('File latency (ms)').fill(latency);
		await form.getByRole('button', { name: 'Apply file fault' }).click();
		await page.waitForURL('**/demo/#file-fault');
		await demo.settle();
	}

	const recordIslandErrors = (demo: DemoPage) =>
		demo.page.addInitScript(() => {
			(window as unknown as { islandErrors: string[] }).islandErrors = [];
			document.addEventListener('islands:error', (event) =>
				(window as unknown as { islandErrors: string[] }).islandErrors.push((event as CustomEvent).detail.widget),
			);
		});
	/** The widgets reported by `islands:error` (once per element). */
	const islandErrors = (demo: DemoPage) => demo.page.evaluate(() => (window as unknown as { islandErrors: string[] }).islandErrors);
	const mugImage = (demo: DemoPage) => demo.page.locator('img[src*="/demo/img/mug"]').first();
	const imageLoaded = (demo: DemoPage) => mugImage(demo).evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0);

	it('404 on a chunk: the loader retries once, then reports islands:error, and the button still adds as a link', async () => {
		const demo = await openPage();
		const { page } = demo;
		await chooseFileFault(demo, '404 (the file is missing)', 'chunks', 'add-to-cart');
		expect(await page.locator('#file-fault + p').innerText()).toContain('404 on chunks starting with add-to-cart');
		await recordIslandErrors(demo);
		const tries: string[] = [];
		page.on('response', (response) => {
			if (/\/dist\/chunks\/add-to-cart-/.test(response.url())) tries.push(`${response.status()} ${new URL(response.url()).search}`);
		});
		await demo.goto('/shop/');
		await expect.poll(async () => [...new Set(await islandErrors(demo))]).toEqual(['add-to-cart']);
		expect(tries).toEqual(['404 ', '404 ?retry=1']);
		await page.locator('a.add_to_cart_button[data-product_id="11"]').first().click();
		await expect.poll(() => page.locator('.woocommerce-message').first().innerText()).toContain('“Mug” has been added to your cart.');
		expect(demo.ajax.map((call) => call.endpoint)).not.toContain('add_to_cart');
	});

	it('latency on chunks: the island mounts late but works', async () => {
		const demo = await openPage();
		const { page } = demo;
		await chooseFileFault(demo, 'latency (the file comes late)', 'chunks', 'add-to-cart', '1200');
		const started = Date.now();
		const chunk = page.waitForResponse((response) => /\/dist\/chunks\/add-to-cart-/.test(response.url()));
		await demo.goto('/shop/');
		const response = await chunk;
		expect(response.headers()['x-demo-fault-applied']).toBe('file-latency');
		expect(Date.now() - started).toBeGreaterThanOrEqual(1200);
		await page.getByRole('button', { name: 'Add to cart: “Mug”' }).first().click();
		await expect.poll(() => page.locator('.widget_shopping_cart_content').first().innerText()).toContain('Mug');
		expect(demo.ajax.map((call) => call.endpoint)).toContain('add_to_cart');
	});

	it('404 on images: the product picture is broken; latency: it shows, late', async () => {
		const demo = await openPage();
		await chooseFileFault(demo, '404 (the file is missing)', 'images', 'mug');
		await demo.goto('/shop/');
		expect(await mugImage(demo).evaluate((image) => (image as HTMLImageElement).complete)).toBe(true);
		expect(await imageLoaded(demo)).toBe(false);
		await chooseFileFault(demo, 'latency (the file comes late)', 'images', 'mug', '1500');
		const image = demo.page.waitForResponse((response) => response.url().includes('/demo/img/mug'));
		// Taken before the page is asked for: the image's request can start before the navigation's promise settles here.
		const started = Date.now();
		await demo.page.goto('/shop/', { waitUntil: 'commit' });
		expect((await image).headers()['x-demo-fault-applied']).toBe('file-latency');
		expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
		await expect.poll(() => imageLoaded(demo)).toBe(true);
	});

	it('redirect to another origin: an image still shows, loaded from the other origin', async () => {
		const demo = await openPage();
		await chooseFileFault(demo, 'redirect to another origin', 'images', 'mug');
		const moved = demo.page.waitForResponse((response) => response.url().includes('/demo/img/mug') && response.status() === 200);
		await demo.goto('/shop/');
		expect(new URL((await moved).url()).origin).not.toBe(new URL(demo.page.url()).origin);
		await expect.poll(() => imageLoaded(demo)).toBe(true);
	});

	it('redirect to another origin: a chunk fails CORS, is retried, and is reported', async () => {
		// A fresh browser: a chunk already cached (immutable) would never reach the server.
		const demo = await openPage();
		const { page } = demo;
		await chooseFileFault(demo, 'redirect to another origin', 'chunks', 'add-to-cart');
		await recordIslandErrors(demo);
		const redirects: string[] = [];
		page.on('response', (response) => {
			if (/\/dist\/chunks\/add-to-cart-/.test(response.url()) && response.status() === 302) redirects.push(response.headers().location);
		});
		await demo.goto('/shop/');
		await expect.poll(async () => [...new Set(await islandErrors(demo))]).toEqual(['add-to-cart']);
		expect(redirects).toHaveLength(2);
		expect(redirects.map((location) => new URL(location).origin).filter((origin) => origin === new URL(page.url()).origin)).toEqual([]);
		expect(new URL(redirects[1]).search).toBe('?retry=1');
	});
});
