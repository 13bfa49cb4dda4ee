import { describe, expect, it } from 'vitest';
import { allowedViolations } from '../../scripts/e2e/axe';
import { pauseClock } from '../../scripts/e2e/clock';
import { type AjaxCall, setFault, useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();
const ARTICLE = '/article/council-budget-232/';
const searches = (ajax: AjaxCall[]) => ajax.filter((call) => call.endpoint === 'jnews:jnews_ajax_live_search');
const input = '.jeg_search_input';
const box = '.jeg_search_result';

describe('live search', () => {
	it('asks nothing for 2 characters, once for fast typing, and shows keyboard-walkable results', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto(ARTICLE);
		await page.click('.jeg_search_toggle');
		await expect.poll(() => page.locator('.jeg_container').first().getAttribute('class')).toContain('jeg_search_expanded');
		// The page's time moves only when the test says so: a stall between two keys on a busy
		// machine would otherwise outlast the 200 ms debounce and send half a word.
		await page.clock.install();
		await pauseClock(page);
		await page.locator(input).pressSequentially('ha');
		await page.clock.runFor(400);
		expect(searches(demo.ajax)).toEqual([]);
		expect(await page.locator(box).getAttribute('class')).toContain('jeg_search_hide');
		for (const key of 'rbour') {
			await page.keyboard.type(key);
			await page.clock.runFor(30);
		}
		await page.clock.runFor(200);
		await page.clock.resume();
		await expect.poll(() => page.locator(box).getAttribute('class')).toBe('jeg_search_result with_result');
		await page.waitForTimeout(300);
		expect(searches(demo.ajax).map((call) => call.body.get('s'))).toEqual(['harbour']);
		expect(searches(demo.ajax)[0].body.get('lang')).toBe('en_US');
		expect(await page.locator(`${box} [role=listbox] .jeg_post_title > a[role=option]`).count()).toBe(4);
		expect(await allowedViolations(page, box)).toEqual([]);
		await page.keyboard.press('ArrowDown');
		const first = page.locator(`${box} [role=option]`).first();
		expect(await page.locator(input).getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
		const href = await first.getAttribute('href');
		await Promise.all([page.waitForURL(`**${href}`), page.keyboard.press('Enter')]);
	});

	it('shows "No Result", hides below 3 characters, and says so when the server fails', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto(ARTICLE);
		await page.locator(input).fill('qqqq');
		await expect.poll(() => page.locator(box).getAttribute('class')).toBe('jeg_search_result no_result');
		expect(await page.locator(`${box} .search-noresult`).isVisible()).toBe(true);
		await page.locator(input).fill('qq');
		await expect.poll(() => page.locator(box).getAttribute('class')).toContain('jeg_search_hide');
		await page.keyboard.press('Escape');
		await setFault(demo.context, '500');
		await page.locator(input).fill('harbour');
		await expect.poll(() => page.locator('#a11y-speak-polite').textContent()).toMatch(/^Search results could not be loaded\./);
		expect(await page.locator(box).getAttribute('class')).toContain('jeg_search_hide');
		expect(await page.locator('.jeg_search_button i').getAttribute('class')).toBe('fa fa-search');
		await setFault(demo.context, null);
		await page.locator(input).fill('harbour ');
		await expect.poll(() => page.locator(box).getAttribute('class')).toBe('jeg_search_result with_result');
	});
});
