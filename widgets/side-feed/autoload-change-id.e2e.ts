import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();
const ARTICLE = '/article/council-budget-232/?autoload=1';

/** Scrolls so the top of `selector` sits `offset` px below the window's top. */
const scrollToTop = (page: Page, selector: string, offset: number) =>
	page.evaluate(([target, by]) => window.scrollTo(0, document.querySelector(target as string)!.getBoundingClientRect().top + window.scrollY - (by as number)), [selector, offset] as const);

/** The bar's value for `selector`'s content (the theme's rule: read up to 85 % of the window height). */
const progressOf = (page: Page, selector: string) =>
	page.$eval(selector, (content) => {
		const box = content.getBoundingClientRect();
		return Math.round(Math.min(100, Math.max(0, ((0.85 * window.innerHeight - box.top) / box.height) * 100)));
	});

describe('jnews-autoload-change-id (post-autoload add-on)', () => {
	for (const jquery of [false, true]) {
		it(`moves the side feed's active post and the reading progress bar to the post the reader is in${jquery ? ' (triggered through jQuery)' : ''}`, async () => {
			const demo = await openPage();
			const { page } = demo;
			await page.setViewportSize({ width: 1000, height: 700 });
			await demo.goto(jquery ? `${ARTICLE}&jquery=1` : ARTICLE);
			const ids = await page.locator('.post-autoload').evaluateAll((posts) => posts.map((post) => post.getAttribute('data-id')!));
			expect(ids).toHaveLength(2);
			const active = () => page.locator('.jeg_sidefeed .jeg_post.active').getAttribute('data-id');
			const progress = async () => Number(await page.locator('.progress-bar').getAttribute('aria-valuenow'));
			await page.locator('#jeg_sidecontent').scrollIntoViewIfNeeded();
			await expect.poll(() => page.locator('.jeg_side_tabs li[role="tab"]').count()).toBe(2);

			// Into the first appended post: its top is past the middle of the window.
			await scrollToTop(page, `.post-autoload[data-id="${ids[0]}"] .entry-content`, 100);
			await expect.poll(active).toBe(ids[0]);
			expect(new URL(page.url()).pathname).toBe(await page.locator(`.post-autoload[data-id="${ids[0]}"]`).getAttribute('data-url'));
			// The article above is read to its end (100 %), but the bar measures the post the reader is in.
			const first = `.post-autoload[data-id="${ids[0]}"] .entry-content`;
			expect(await progressOf(page, '.post-wrap .entry-content')).toBe(100);
			const start = await progressOf(page, first);
			expect(start).toBeLessThan(60);
			await expect.poll(progress).toBe(start);
			await page.evaluate(() => window.scrollBy(0, 300));
			await expect.poll(progress).toBe(await progressOf(page, first));
			expect(await progress()).toBeGreaterThan(start);
			expect(await active()).toBe(ids[0]);

			await scrollToTop(page, `.post-autoload[data-id="${ids[1]}"] .entry-content`, 100);
			await expect.poll(active).toBe(ids[1]);
			await expect.poll(progress).toBe(await progressOf(page, `.post-autoload[data-id="${ids[1]}"] .entry-content`));

			// Back up in the article itself: it is the post being read again, and the bar follows its content.
			await page.evaluate(() => window.scrollTo(0, 0));
			await expect.poll(active).toBe('332');
			expect(new URL(page.url()).pathname).toBe('/article/council-budget-232/');
			expect(demo.errors).toEqual([]);
		});
	}
});
