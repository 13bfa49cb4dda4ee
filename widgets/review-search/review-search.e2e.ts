import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();

describe('review search', () => {
	it('searches by keyword after 250 ms (not for 2 characters), sorts, and pages', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/');
		const calls = () => demo.ajax.filter((call) => call.endpoint === 'jnews:review_search_handler');
		await page.locator('.jeg_review_search').scrollIntoViewIfNeeded();
		await expect.poll(() => page.locator('.jeg_review_search_result_holder[aria-live]').count()).toBe(1);
		await page.locator('.search_keyword').pressSequentially('ha', { delay: 20 });
		await page.waitForTimeout(400);
		expect(calls()).toEqual([]);
		await page.locator('.search_keyword').pressSequentially('rbour', { delay: 20 });
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
