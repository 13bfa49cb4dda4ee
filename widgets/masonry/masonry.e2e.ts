import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../../scripts/e2e/session';

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
