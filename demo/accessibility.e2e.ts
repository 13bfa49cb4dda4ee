/**
 * Automated accessibility checks (axe-core) of the demo pages after their
 * islands mounted and after the interactions that change them. The only
 * violations allowed are listed below: they come from WooCommerce's own
 * server markup, which the demo reproduces on purpose and no island touches.
 */
import { describe, expect, it } from 'vitest';
import type { DemoPage } from '../scripts/e2e/session';
import { useBrowser } from '../scripts/e2e/session';
import { axeViolations, describeViolations } from '../scripts/e2e/axe';

const openPage = useBrowser();

/** rule id → the server-markup element it fires on (WooCommerce templates, kept as printed). */
const WOOCOMMERCE_MARKUP: Record<string, RegExp> = {
	'link-name': /^\.product-thumbnail > a/, // cart.php: the thumbnail link repeats the name link, image alt ""
	'scope-attr-valid': /^td\[scope="row"\]/, // cart.php prints td scope=row role=rowheader
	'heading-order': /^\.woocommerce-billing-fields > h3$/, // form-billing.php: h3 under the page's h1
};

/** rule id → the JNews server markup it fires on (the theme's templates, kept as printed). */
const THEME_MARKUP: Record<string, RegExp> = {
	// The author box's h3 under the post's h1; the front page's post list titles under its block headings.
	'heading-order': /^(\.jeg_authorbox:nth-child\(1\) > \.jeg_author_content > \.jeg_author_name|#content > \.jeg_posts > article:nth-child\(1\) > \.jeg_post_title)$/,
	// The theme's scroll-to-top button sits in a div outside any landmark (the demo's page puts the header in a <header>).
	region: /^\.jscroll-to-top$/,
};

async function addMug(demo: DemoPage) {
	await demo.page.click('a.ajax_add_to_cart[data-product_id="11"]');
	await expect.poll(() => demo.page.locator('.widget_shopping_cart_content li.mini_cart_item').count()).toBe(1);
}

async function violations(demo: DemoPage): Promise<string[]> {
	return describeViolations((await axeViolations(demo.page)).filter(({ id, target }) => !WOOCOMMERCE_MARKUP[id]?.test(target)));
}

async function themeViolations(demo: DemoPage): Promise<string[]> {
	return describeViolations((await axeViolations(demo.page)).filter(({ id, target }) => !THEME_MARKUP[id]?.test(target)));
}

describe('accessibility of the pages the islands enhance', () => {
	it('shop, after an add to cart and with the mini-cart open', async () => {
		const demo = await openPage();
		await demo.goto('/shop/');
		await addMug(demo);
		await demo.page.hover('a.cart-contents');
		expect(await violations(demo)).toEqual([]);
	});

	it('variable product with swatches chosen', async () => {
		const demo = await openPage();
		await demo.goto('/product/hoodie/');
		await demo.page.click('li.variable-item[data-value="blue"]');
		await demo.page.click('li.variable-item[data-value="m"]');
		expect(await violations(demo)).toEqual([]);
	});

	it('JNews article with every reading island, before and after the next-post popup shows', async () => {
		const demo = await openPage();
		await demo.goto('/news/city-council-approves-night-trams/');
		expect(await themeViolations(demo)).toEqual([]);
		await demo.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
		await expect.poll(() => demo.page.locator('section.jeg_popup_post.active').count()).toBe(1);
		expect(await themeViolations(demo)).toEqual([]);
	});

	it('JNews front page, with its hero block and sliders hydrated', async () => {
		const demo = await openPage();
		await demo.goto('/news/');
		// Hero blocks and sliders wake when seen, after islands:idle: show each, then wait until every one has hydrated.
		const blocks = '.jeg_heroblock, .jeg_slider, .jeg_carousel_post';
		for (const block of await demo.page.locator(blocks).all()) await block.scrollIntoViewIfNeeded();
		await expect.poll(() => demo.page.locator(`:is(${blocks}) .jeg_thumb > a:not([aria-hidden])`).count()).toBe(0);
		expect(await themeViolations(demo)).toEqual([]);
	});

	// As a reader (or QA) first meets them: nothing scrolled, light and dark.
	it.each([
		['/news/', 'light'],
		['/news/', 'dark'],
		['/news/city-council-approves-night-trams/', 'light'],
		['/news/city-council-approves-night-trams/', 'dark'],
	])('JNews page %s, %s, as loaded', async (path, mode) => {
		const demo = await openPage();
		if (mode === 'dark') await demo.context.addCookies([{ name: 'darkmode', value: 'true', url: demo.url('/') }]);
		await demo.goto(path);
		expect(await demo.page.evaluate(() => document.body.classList.contains('jnews-dark-mode'))).toBe(mode === 'dark');
		// Hydration names the posts' repeated thumbnail links in the render after mount.
		await expect.poll(() => demo.page.locator('.jeg_thumb > a:not([aria-hidden])').count()).toBe(0);
		expect(await themeViolations(demo)).toEqual([]);
	});

	it.each(['/', '/cart/', '/checkout/', '/my-account/', '/demo/'])('%s', async (path) => {
		const demo = await openPage();
		if (path !== '/' && path !== '/my-account/' && path !== '/demo/') {
			await demo.goto('/shop/');
			await addMug(demo);
		}
		await demo.goto(path);
		expect(await violations(demo)).toEqual([]);
	});
});
