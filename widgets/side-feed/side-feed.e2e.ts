import { describe, expect, it } from 'vitest';
import { type AjaxCall, useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();
const ARTICLE = '/article/council-budget-232/';
/** The feed is far down the page: its island mounts once it comes near the viewport. */
async function reachFeed(page: import('playwright-core').Page) {
	await page.locator('#jeg_sidecontent').scrollIntoViewIfNeeded();
	await expect.poll(() => page.locator('.jeg_side_tabs li[role="tab"]').count()).toBe(2);
}
const feedCalls = (ajax: AjaxCall[]) => ajax.filter((call) => call.endpoint === 'jnews:jnews_newsfeed_load');

describe('side feed', () => {
	it('a tab replaces the list from page 1; a category then loads more until "End of Content"', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto(ARTICLE);
		const items = page.locator('.jeg_sidefeed .jeg_post');
		await reachFeed(page);
		const first = await items.first().getAttribute('data-id');
		expect(await page.locator('.jeg_sidefeed .jeg_post.active').getAttribute('data-id')).toBe('332');
		await page.click('.jeg_side_tabs li[data-sort="popular_post"]');
		await expect.poll(() => items.first().getAttribute('data-id')).not.toBe(first);
		expect(await page.locator('.jeg_side_tabs li.active').textContent()).toBe('Trending');
		const tab = feedCalls(demo.ajax).at(-1)!.body;
		expect([tab.get('data[sort_by]'), tab.get('data[paged]'), tab.get('data[exclude_post]'), tab.get('lang')]).toEqual(['popular_post', '1', '332', 'en_US']);
		await page.click('.jeg_filter_menu a[data-id="74"]');
		await expect.poll(() => feedCalls(demo.ajax).at(-1)!.body.get('data[include_category]')).toBe('74');
		const button = page.locator('.sidefeed_loadmore button');
		// A press while the feed is busy (the category's list, or a page the feed asked for itself) is ignored, as a reader sees.
		const idle = () => expect.poll(() => page.locator('#jeg_sidecontent').getAttribute('aria-busy')).toBeNull();
		await idle();
		for (let round = 0; round < 10 && (await button.textContent()) !== 'End of Content'; round++) {
			await idle();
			const before = await items.count();
			await button.click();
			await expect.poll(() => items.count()).toBeGreaterThan(before);
		}
		expect(await button.textContent()).toBe('End of Content');
		expect(await button.getAttribute('class')).toBe('btn btn-end');
		const asked = feedCalls(demo.ajax).length;
		await button.click({ force: true });
		await page.waitForTimeout(200);
		expect(feedCalls(demo.ajax)).toHaveLength(asked);
		expect(demo.errors).toEqual([]);
	});

	it('a post click loads it in place (title, URL, body class), and navigates when that fails', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto(ARTICLE);
		await reachFeed(page);
		// The island marks the post being read and may append more: pin the target by its id once it has.
		await expect.poll(() => page.locator('.jeg_sidefeed .jeg_post.active').count()).toBe(1);
		const pinned = await page.locator('.jeg_sidefeed .jeg_post:not(.active)').nth(1).getAttribute('data-id');
		const target = page.locator(`.jeg_sidefeed .jeg_post[data-id="${pinned}"]`).first();
		const href = (await target.locator('.jeg_post_title a').getAttribute('href'))!;
		const title = (await target.locator('.jeg_post_title a').textContent())!;
		const id = await target.getAttribute('data-id');
		await target.locator('.jeg_post_title a').click();
		await expect.poll(() => page.locator('.post-wrap h1').textContent()).toBe(title);
		expect(new URL(page.url()).pathname).toBe(href);
		expect(await page.evaluate(() => document.body.className)).toContain(`postid-${id}`);
		expect(await page.locator('.jeg_sidefeed .jeg_post.active').getAttribute('data-id')).toBe(id);
		expect(await page.title()).toContain(title);
		// The server fails the in-place request (only the XHR one): the browser goes to the post instead.
		const next = page.locator('.jeg_sidefeed .jeg_post:not(.active)').nth(2);
		const nextHref = (await next.locator('.jeg_post_title a').getAttribute('href'))!;
		await page.route(`**${nextHref}`, (route) => (route.request().headers()['x-requested-with'] ? route.fulfill({ status: 500, body: 'down' }) : route.continue()));
		await Promise.all([page.waitForURL(`**${nextHref}`, { waitUntil: 'load' }), next.locator('.jeg_post_title a').click()]);
		expect(await page.locator('.post-wrap h1').textContent()).toBe(await page.locator(`.jeg_sidefeed .jeg_post[data-id] .jeg_post_title a[href="${nextHref}"]`).first().textContent());
	});

	it('counts the view of a post loaded in place, and Back and Forward show the post of the address', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto(ARTICLE);
		const original = { title: await page.title(), heading: await page.locator('.post-wrap h1').textContent() };
		await reachFeed(page);
		await expect.poll(() => page.locator('.jeg_sidefeed .jeg_post.active').count()).toBe(1);
		const shown = async () => ({
			path: new URL(page.url()).pathname,
			title: await page.title(),
			heading: await page.locator('.post-wrap h1').textContent(),
			postClass: await page.evaluate(() => /postid-\d+/.exec(document.body.className)?.[0]),
			active: await page.locator('.jeg_sidefeed .jeg_post.active').getAttribute('data-id'),
		});
		const link = page.locator('.jeg_sidefeed .jeg_post[data-id="327"] .jeg_post_title a').first();
		const loaded = { path: (await link.getAttribute('href'))!, heading: await link.textContent() };
		await link.click();
		await expect.poll(() => page.locator('.post-wrap h1').textContent()).toBe(loaded.heading);
		const views = demo.ajax.filter((call) => call.endpoint === 'jnews:jnews_first_load_action').map((call) => [call.body.get('jnews_id'), call.body.get('load_action[0]')]);
		expect(views).toEqual([
			['332', 'view_counter'],
			['327', 'view_counter'],
		]);
		const second = await shown();
		expect(second).toMatchObject({ path: loaded.path, postClass: 'postid-327', active: '327' });
		await page.goBack();
		await expect.poll(shown).toEqual({ path: ARTICLE, title: original.title, heading: original.heading, postClass: 'postid-332', active: '332' });
		await page.goForward();
		await expect.poll(shown).toEqual(second);
		expect(demo.errors).toEqual([]);
	});
});
