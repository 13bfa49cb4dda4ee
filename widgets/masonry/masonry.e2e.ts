import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../../scripts/e2e/session';
import { pauseClock } from '../../scripts/e2e/clock';

const openPage = useBrowser();
const LIST = '.jeg_posts_masonry';
const layout = (page: Page) =>
	page.$eval(LIST, (list) => ({
		columns: getComputedStyle(list).gridTemplateColumns.split(' ').length,
		display: getComputedStyle(list).display,
		gaps: Array.from(list.children, (post) => {
			// The gap between a post and the nearest post above it in its column.
			const box = post.getBoundingClientRect();
			const above = Array.from(list.children, (other) => other.getBoundingClientRect()).filter(
				(other) => Math.round(other.left) === Math.round(box.left) && other.bottom <= box.top + 1,
			);
			return above.length ? Math.round(box.top - Math.max(...above.map((other) => other.bottom))) : null;
		}).filter((gap) => gap !== null),
	}));

describe('masonry', () => {
	it('lays the posts out 150 ms after mount, each 20 px under the one above it in its column, and again 1000 ms after a resize', async () => {
		const { page, goto } = await openPage();
		await page.clock.install();
		await goto('/news/');
		await page.locator(LIST).scrollIntoViewIfNeeded();
		await page.clock.runFor(100);
		await page.clock.runFor(200);
		await expect.poll(() => layout(page).then((result) => result.display)).toBe('grid');
		const first = await layout(page);
		expect(first.columns).toBe(3);
		expect(first.gaps.length).toBe(5);
		for (const gap of first.gaps) expect(Math.abs(gap - 20)).toBeLessThanOrEqual(1);

		await page.setViewportSize({ width: 1100, height: 720 });
		await page.clock.runFor(1100);
		await expect.poll(async () => (await layout(page)).gaps.every((gap) => Math.abs(gap - 20) <= 1)).toBe(true);
	});
});

describe('masonry block paged by load more', () => {
	const BLOCK = '[data-unique="jnews_module_0_1_7b11"]';
	const GRID = `${BLOCK} .jeg_posts_masonry .jeg_load_more_flag`;
	/** Every post's span, and the gap between each post and the nearest one above it in its column. */
	const grid = (page: Page) =>
		page.$eval(GRID, (list) => {
			const boxes = Array.from(list.children, (post) => post.getBoundingClientRect());
			return {
				display: getComputedStyle(list).display,
				spans: Array.from(list.children, (post) => (post as HTMLElement).style.gridRowEnd),
				gaps: boxes
					.map((box) => {
						const above = boxes.filter((other) => Math.round(other.left) === Math.round(box.left) && other.bottom <= box.top + 1);
						return above.length ? Math.round(box.top - Math.max(...above.map((other) => other.bottom))) : null;
					})
					.filter((gap) => gap !== null),
				overlaps: boxes.some((box, i) => boxes.some((other, j) => i !== j && box.left < other.right - 1 && other.left < box.right - 1 && box.top < other.bottom - 1 && other.top < box.bottom - 1)),
			};
		});

	it('lays out the posts a load more appends 150 ms after the module island’s jnews_module_ajax, without overlaps', async () => {
		const demo = await openPage();
		const { page } = demo;
		await page.setViewportSize({ width: 1100, height: 800 });
		await page.clock.install();
		await demo.goto('/');
		await page.locator(BLOCK).scrollIntoViewIfNeeded();
		await expect.poll(() => page.locator(`${BLOCK} .jeg_block_loadmore a[role="button"]`).count()).toBe(1);
		await page.clock.runFor(1500);
		await expect.poll(() => grid(page).then((result) => result.display)).toBe('grid');
		const posts = page.locator(`${GRID} > .jeg_post`);
		expect(await posts.count()).toBe(6);
		// From here the page's time moves only when the test says so.
		await pauseClock(page);
		await page.evaluate(() => {
			(window as unknown as { pages: number }).pages = 0;
			document.addEventListener('jnews_module_ajax', () => (window as unknown as { pages: number }).pages++);
		});
		// The new posts' pictures arrive late: their load events cannot be what lays the new posts out,
		// and the window resize the module fires after a page would relayout only after 1000 ms.
		await page.route('**/demo/img/**', async (route) => {
			await new Promise((resolve) => setTimeout(resolve, 3000));
			await route.continue().catch(() => undefined);
		});
		for (const expected of [9, 12]) {
			await page.click(`${BLOCK} .jeg_block_loadmore a`);
			await expect.poll(() => posts.count()).toBe(expected);
			await page.clock.runFor(100);
			expect((await grid(page)).spans.slice(-3)).toEqual(['', '', '']);
			await page.clock.runFor(100);
			const result = await grid(page);
			expect(result.spans.every((span) => /^span \d+$/.test(span))).toBe(true);
			expect(result.overlaps).toBe(false);
			expect(result.gaps.length).toBe(expected - 3);
			for (const gap of result.gaps) expect(Math.abs(gap - 20)).toBeLessThanOrEqual(1);
		}
		expect(await page.evaluate(() => (window as unknown as { pages: number }).pages)).toBe(2);
		// Three columns of uneven boxes: the layout is masonry, not rows.
		const tops = await posts.evaluateAll((items) => items.slice(3, 6).map((item) => Math.round(item.getBoundingClientRect().top)));
		expect(new Set(tops).size).toBeGreaterThan(1);
		expect(demo.errors).toEqual([]);
	});
});
