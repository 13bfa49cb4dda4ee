/**
 * Automated accessibility checks (axe-core) of the demo pages after their
 * islands mounted and after the interactions that change them. The only
 * violations allowed come from WooCommerce's and the theme's printed markup
 * that no island can mend (scripts/e2e/axe.ts, PRINTED_MARKUP_EXCEPTIONS).
 * scripts/e2e/accessibility-matrix.ts runs axe over every page, theme, popup and width.
 */
import { describe, expect, it } from 'vitest';
import type { DemoPage } from '../scripts/e2e/session';
import { useBrowser } from '../scripts/e2e/session';
import { allowedViolations } from '../scripts/e2e/axe';

const openPage = useBrowser();

async function addMug(demo: DemoPage) {
	await demo.page.click('a.ajax_add_to_cart[data-product_id="11"]');
	await expect.poll(() => demo.page.locator('.widget_shopping_cart_content li.mini_cart_item').count()).toBe(1);
}

const violations = (demo: DemoPage) => allowedViolations(demo.page);

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
		expect(await violations(demo)).toEqual([]);
		await demo.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
		await expect.poll(() => demo.page.locator('section.jeg_popup_post.active').count()).toBe(1);
		expect(await violations(demo)).toEqual([]);
	});

	it('JNews front page, with its hero block and sliders hydrated', async () => {
		const demo = await openPage();
		await demo.goto('/news/');
		// Hero blocks and sliders wake when seen, after islands:idle: show each, then wait until every one has hydrated.
		const blocks = '.jeg_heroblock, .jeg_slider, .jeg_carousel_post';
		for (const block of await demo.page.locator(blocks).all()) await block.scrollIntoViewIfNeeded();
		await expect.poll(() => demo.page.locator(`:is(${blocks}) .jeg_thumb > a:not([aria-hidden])`).count()).toBe(0);
		expect(await violations(demo)).toEqual([]);
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
		expect(await violations(demo)).toEqual([]);
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
