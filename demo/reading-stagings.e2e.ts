/**
 * Reading stagings the QA page offers (issue 17): a side feed that scrolls in
 * a pane of its own, a news post with its own zoom steps, the theme's inline
 * `jnews.library` with `jnews-` storage entries, and posts loaded in place
 * that carry a ticker, a playlist and a GIF. Each test starts on `/demo/`,
 * applies the setting or follows the link as QA does, and checks what the
 * reader sees.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chooseSettings, followFromQa } from '../scripts/e2e/qa-settings';
import { type AjaxCall, useBrowser } from '../scripts/e2e/session';

const openPage = useBrowser();

const ARCHIVE_POST = '/article/council-budget-232/';
const feedCalls = (ajax: AjaxCall[]) => ajax.filter((call) => call.endpoint === 'jnews:jnews_newsfeed_load');

/** The feed sits below the post: its island mounts once it comes near the viewport. */
async function reachFeed(page: Page) {
	await page.locator('#jeg_sidecontent').scrollIntoViewIfNeeded();
	await expect.poll(() => page.locator('.jeg_side_tabs li[role="tab"]').count()).toBe(2);
}

describe('side feed in a pane of its own (site setting)', () => {
	it('scrolling inside the pane to its end loads the next page there, without the button', async () => {
		const demo = await openPage();
		const { page } = demo;
		await chooseSettings(demo, { 'Archive posts (/article/…): side feed layout': 'pane' });
		await followFromQa(demo, ARCHIVE_POST);
		await reachFeed(page);
		const pane = page.locator('#jeg_sidecontent .sidecontent_postwrapper');
		const items = page.locator('.jeg_sidefeed .jeg_post');
		const printed = await items.count();
		expect(await pane.evaluate((element) => element.scrollHeight > element.clientHeight + 200)).toBe(true);
		expect(feedCalls(demo.ajax)).toEqual([]);
		const box = (await pane.boundingBox())!;
		await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
		const pageScroll = await page.evaluate(() => window.scrollY);
		for (let turn = 0; turn < 20 && feedCalls(demo.ajax).length === 0; turn++) {
			await page.mouse.wheel(0, 400);
			await page.waitForTimeout(50);
		}
		await expect.poll(() => items.count()).toBeGreaterThan(printed);
		expect(feedCalls(demo.ajax).map((call) => call.body.get('data[paged]'))).toEqual(['2']);
		// The wheel scrolled the pane, not the page.
		expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
		expect(await page.locator('.sidefeed_loadmore button').textContent()).toBe('Load More');
		expect(demo.errors).toEqual([]);
	});
});

describe('a news post with its own zoom steps (link on /demo/)', () => {
	it('the zoom buttons use the post\'s steps: up to 1.5 and down to 0.6, where the defaults stop at 1.3 and 0.8', async () => {
		const demo = await openPage();
		const { page } = demo;
		await followFromQa(demo, '/news/a-week-without-a-phone/');
		const zoomIn = page.getByRole('button', { name: 'Increase text size' });
		const zoomOut = page.getByRole('button', { name: 'Decrease text size' });
		const scale = () => page.locator('.content-inner').evaluate((inner) => (inner as HTMLElement).style.transform);
		// The buttons sit in the meta bar's dropdown, which opens while focus is in it: pressed as a keyboard user does.
		const press = async (button: typeof zoomIn, times: number) => {
			await button.focus();
			for (let i = 0; i < times; i++) await page.keyboard.press('Enter');
		};
		await press(zoomIn, 6);
		await expect.poll(scale).toBe('scale(1.5)');
		expect(await zoomIn.getAttribute('aria-disabled')).toBe('true');
		await press(zoomOut, 10);
		await expect.poll(scale).toBe('scale(0.6)');
		expect(await zoomOut.getAttribute('aria-disabled')).toBe('true');
		expect((await demo.context.cookies()).find((cookie) => cookie.name === 'zoom_position')?.value).toBe('0.6');
		expect(demo.errors).toEqual([]);
	});
});

describe('the theme\'s inline jnews.library with jnews- entries (link on /demo/)', () => {
	it('the bundle removes the expired entries by the library\'s rule, keeps the fresh one, and leaves the library as printed', async () => {
		const demo = await openPage();
		const { page } = demo;
		await followFromQa(demo, '/demo/jnews-storage/');
		await page.getByRole('button', { name: /Store entries as the library did/ }).click();
		await expect.poll(() => page.locator('#demo-jnews-count').textContent()).toBe('3 entries');
		await page.getByRole('link', { name: 'Open this page again' }).click();
		await demo.settle();
		await expect.poll(() => page.locator('#demo-jnews-count').textContent()).toBe('1 entry');
		expect(await page.locator('#demo-jnews-entries').textContent()).toMatch(/^jnews-demo-fresh = \{"expired":\d+,"views":3\}$/);
		expect(await page.locator('#demo-jnews-library').textContent()).toBe('jnews.library is the library this page printed.');
		// The library still works over what the bundle left.
		expect(await page.evaluate(() => (window as unknown as { jnews: { library: { getStorage(key: string): { views?: number } } } }).jnews.library.getStorage('demo-fresh').views)).toBe(3);
		expect(demo.errors).toEqual([]);
	});
});

describe('posts loaded in place carry a ticker, a playlist and a GIF (site setting)', () => {
	it('a post opened from the side feed gets its islands: ticker arrows, the playlist\'s player, the GIF\'s play button', async () => {
		const demo = await openPage();
		const { page } = demo;
		await chooseSettings(demo, { 'Archive posts (/article/…): JNews elements inside each post\'s body': 'on' });
		await followFromQa(demo, ARCHIVE_POST);
		await reachFeed(page);
		await expect.poll(() => page.locator('.jeg_sidefeed .jeg_post.active').count()).toBe(1);
		const target = page.locator('.jeg_sidefeed .jeg_post:not(.active)').first();
		const id = (await target.getAttribute('data-id'))!;
		const title = (await target.locator('.jeg_post_title a').textContent())!;
		const href = (await target.locator('.jeg_post_title a').getAttribute('href'))!;
		await target.locator('.jeg_post_title a').click();
		await expect.poll(() => page.locator('.post-wrap h1').textContent()).toBe(title);
		const post = page.locator(`.post-wrap:has(article[data-id="${id}"])`);
		expect(await post.count()).toBe(1);
		const ticker = post.locator('.jeg_news_ticker');
		await ticker.scrollIntoViewIfNeeded();
		await expect.poll(() => ticker.getByRole('button', { name: 'Next headline' }).count()).toBe(1);
		const gif = post.locator('.content-inner img[src$=".gif"]');
		await gif.scrollIntoViewIfNeeded();
		await expect.poll(() => post.getByRole('button', { name: 'Play GIF' }).count()).toBe(1);
		const playlist = post.locator('.jeg_video_playlist');
		await playlist.scrollIntoViewIfNeeded();
		await expect.poll(() => playlist.evaluate((element) => element.classList.contains('loaded'))).toBe(true);
		expect(await playlist.locator('.jeg_video_holder iframe').count()).toBe(1);
		await playlist.locator('a.jeg_video_playlist_item').nth(2).click();
		await expect.poll(() => playlist.locator('a.jeg_video_playlist_item').nth(2).getAttribute('aria-current')).toBe('true');
		expect(new URL(page.url()).pathname).toBe(new URL(href, page.url()).pathname);
		expect(demo.errors).toEqual([]);
	});
});
