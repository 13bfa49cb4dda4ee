import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';
import { pauseClock } from '../../scripts/e2e/clock';

const openPage = useBrowser();

describe('review search', () => {
	it('searches by keyword after 250 ms (not for 2 characters), sorts, and pages', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/');
		const calls = () => demo.ajax.filter((call) => call.endpoint === 'jnews:review_search_handler');
		await page.locator('.jeg_review_search').scrollIntoViewIfNeeded();
		await expect.poll(() => page.locator('.jeg_review_search_result_holder[aria-live]').count()).toBe(1);
		// The page's time moves only when the test says so: a stall between two keys on a busy
		// machine would otherwise outlast the debounce and send half a word.
		await page.clock.install();
		await pauseClock(page);
		await page.locator('.search_keyword').pressSequentially('ha');
		await page.clock.runFor(400);
		expect(calls()).toEqual([]);
		for (const key of 'rbour') {
			await page.keyboard.type(key);
			await page.clock.runFor(20);
		}
		await page.clock.runFor(1000);
		await page.clock.resume();
		await expect.poll(() => page.locator('.jeg_review_search_result .jeg_post_title').first().textContent()).toContain('Harbour');
		expect(calls()).toHaveLength(1);
		await page.selectOption('.jeg_review_search select[name=sort]', 'rating-desc');
		await expect.poll(() => calls().length).toBe(2);
		expect([calls()[1].body.get('sort'), calls()[1].body.get('page'), calls()[1].body.get('lang')]).toEqual(['rating-desc', '1', 'en_US']);
		await page.click('.jeg_review_search .jeg_navigation a[data-id="2"]');
		await expect.poll(() => calls().at(-1)?.body.get('page')).toBe('2');
		await expect.poll(() => page.locator('.jeg_review_search .page_number.active').textContent()).toBe('2');
	});
});
