import { describe, expect, it } from 'vitest';
import { pauseClock } from '../../scripts/e2e/clock';
import { type AjaxCall, useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();
const mega = (ajax: AjaxCall[]) => ajax.filter((call) => call.endpoint.startsWith('jnews:jnews_') && call.endpoint.includes('mega_category')).map((call) => `${call.endpoint.slice(6)} ${call.body.get('cat_id')} ${call.body.get('number')} ${call.body.get('tags') ?? '-'}`);
const city = 'li.jeg_megamenu.category_1';
/** `CLOSE_DELAY_MS` of mega-menu.tsx: how long a panel stays open after the pointer leaves. */
const CLOSE_DELAY_MS = 800;

describe('mega menu', () => {
	it('builds a panel on first hover only, then loads a sub-category once', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/');
		expect(demo.chunks.some((chunk) => chunk.startsWith('mega-menu-'))).toBe(true);
		await page.hover(`${city} > a`);
		await expect.poll(() => page.locator(`${city} .jeg_newsfeed_container[data-cat-id="72"] .jeg_newsfeed_item`).count()).toBe(9);
		expect(await page.locator(city).getAttribute('class')).toContain('loaded');
		expect(await page.locator(`${city} .newsfeed_carousel`).evaluate((el) => (el as HTMLElement).style.getPropertyValue('--jeg-items'))).toBe('3');
		await page.hover(`${city} .jeg_subcat_item li[data-cat-id="75"]`);
		await expect.poll(() => page.locator(`${city} .jeg_newsfeed_container[data-cat-id="75"]`).isVisible()).toBe(true);
		expect(await page.locator(`${city} .jeg_newsfeed_container[data-cat-id="72"]`).isVisible()).toBe(false);
		// A sub-category's posts keep the panel's per-row count (City has sub-categories: 3), and so does the first list.
		expect(await page.locator(`${city} .newsfeed_carousel`).evaluateAll((all) => all.map((el) => (el as HTMLElement).style.getPropertyValue('--jeg-items')))).toEqual(['3', '3']);
		await page.hover(`${city} .jeg_subcat_item li[data-cat-id="72"]`);
		await page.hover(`${city} .jeg_subcat_item li[data-cat-id="75"]`);
		// It stays open for 800 ms after the pointer leaves: the page's time moves only when the test says so, since
		// on a busy machine the steps between leaving and looking can take longer than that.
		await page.clock.install();
		await pauseClock(page);
		await page.mouse.move(5, 600);
		await page.clock.runFor(CLOSE_DELAY_MS - 10);
		expect(await page.locator(`${city} .sub-menu`).isVisible()).toBe(true);
		await page.clock.runFor(20);
		await page.clock.resume();
		await expect.poll(() => page.locator(`${city} .sub-menu`).isVisible()).toBe(false);
		await page.hover(`${city} > a`);
		await page.waitForTimeout(200);
		expect(mega(demo.ajax)).toEqual(['jnews_build_mega_category_1 72 9 ', 'jnews_mega_category_1 75 9 -']);
		await page.keyboard.press('Escape');
	});

	it('opens from the keyboard and closes on Escape; type 2 sends its tags', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/');
		await page.focus('li.jeg_megamenu.category_2 > a');
		await expect.poll(() => page.locator('li.jeg_megamenu.category_2 .jeg_newsfeed_tags').count()).toBe(1);
		expect(await page.locator('li.jeg_megamenu.category_2 > a').getAttribute('aria-expanded')).toBe('true');
		await page.keyboard.press('Escape');
		expect(await page.locator('li.jeg_megamenu.category_2 > a').getAttribute('aria-expanded')).toBe('false');
		expect(mega(demo.ajax)).toEqual(['jnews_build_mega_category_2 73 6 10,11']);
	});

	it('an article page without a mega menu never loads the mega-menu chunk', async () => {
		const demo = await openPage();
		await demo.goto('/article/council-budget-232/');
		await demo.page.waitForTimeout(300);
		expect(demo.chunks.some((chunk) => chunk.startsWith('mega-menu-'))).toBe(false);
		expect(demo.chunks.some((chunk) => chunk.startsWith('live-search-'))).toBe(true);
	});
});
