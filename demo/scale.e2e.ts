/**
 * The scale pages (demo/README.md, "Scale"): 1,000 add-to-cart buttons, 200
 * modules, a 500-row wishlist and a 1,000-comment thread. Each test scrolls
 * the whole page once, so every `visible` island wakes, counts the marks the
 * hydrated islands leave (one per island), then uses the far end of the page.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type DemoPage, useBrowser } from '../scripts/e2e/session';
import { SCALE_PAGES, type ScalePage, scrollThrough } from '../scripts/e2e/scale-pages';
import { serverLists } from '../scripts/e2e/wishlist';

const openPage = useBrowser();
/** A scale page settles in a few seconds on an idle machine; one shared with other browsers can take many times that. */
const SLOW = 90_000;
const poll = { timeout: 30_000 };

const count = (page: Page, selector: string) => page.locator(selector).count();

/** Opens the page (without the session's 10 s limit, see SLOW), scrolls it through and waits until every island has hydrated. */
async function mountAll(demo: DemoPage, scale: ScalePage) {
	await demo.page.goto(scale.path, { timeout: SLOW, waitUntil: 'domcontentloaded' });
	await demo.page.evaluate(() => (window as unknown as { __islandsIdle: Promise<void> }).__islandsIdle);
	expect(await count(demo.page, scale.islands)).toBe(scale.count);
	await scrollThrough(demo.page);
	await expect.poll(() => count(demo.page, scale.marks), poll).toBe(scale.count);
}

const postIds = (module: ReturnType<Page['locator']>) => module.locator('article.jeg_post').evaluateAll((posts) => posts.map((post) => post.getAttribute('data-id')));

describe('pages at scale: everything mounts and works', { timeout: 2 * SLOW }, () => {
	it('1,000 add-to-cart buttons: all hydrate, and the 1,000th adds to cart', async () => {
		const demo = await openPage();
		await mountAll(demo, SCALE_PAGES.buttons);
		const last = demo.page.locator(SCALE_PAGES.buttons.islands).nth(999);
		const id = await last.getAttribute('data-product_id');
		await last.click();
		await expect.poll(() => last.getAttribute('class')).toMatch(/\badded\b/);
		expect(demo.ajax.filter((call) => call.endpoint === 'add_to_cart').map((call) => call.body.get('product_id'))).toEqual([id]);
		await expect.poll(() => count(demo.page, '.widget_shopping_cart_content li.mini_cart_item')).toBe(1);
		expect(demo.errors).toEqual([]);
	});

	it('200 modules: all hydrate, and modules near the end page by AJAX', async () => {
		const demo = await openPage();
		await mountAll(demo, SCALE_PAGES.modules);
		const nextPrev = demo.page.locator('.jeg_module_hook').nth(198);
		const firstPage = await postIds(nextPrev);
		await nextPrev.locator('.jeg_block_nav a.next').click();
		await expect.poll(() => postIds(nextPrev)).not.toEqual(firstPage);
		expect(await nextPrev.locator('article.jeg_post').count()).toBe(2);

		const loadMore = demo.page.locator('.jeg_module_hook').nth(199);
		await loadMore.locator('.jeg_block_loadmore a').click();
		await expect.poll(() => loadMore.locator('article.jeg_post').count()).toBe(4);
		expect(demo.ajax.filter((call) => call.endpoint.startsWith('jnews:jnews_module_ajax_'))).toHaveLength(2);
		expect(demo.errors).toEqual([]);
	});

	it('500 wishlist rows: the table and every row button hydrate, and row 500 is removed', async () => {
		const demo = await openPage();
		await mountAll(demo, SCALE_PAGES.wishlist);
		expect(new URL(demo.page.url()).pathname).toBe('/wishlist/');
		// The table's own island makes the title's edit link a button.
		expect(await count(demo.page, 'a.show-title-form[role="button"]')).toBe(1);

		const rows = '.wishlist_table tbody tr[data-row-id]';
		const last = demo.page.locator(rows).nth(499);
		const productId = Number(await last.getAttribute('data-row-id'));
		expect(await last.locator('td.product-name').textContent()).toContain('Scale item 500');
		await last.locator('a.remove_from_wishlist').click();
		await expect.poll(() => count(demo.page, rows), poll).toBe(499);
		expect(await count(demo.page, `${rows}[data-row-id="${productId}"]`)).toBe(0);
		const [list] = await serverLists(demo);
		expect(list.items).toHaveLength(499);
		expect(list.items.some((item) => item.productId === productId)).toBe(false);
		expect(demo.errors).toEqual([]);
	});

	it('1,000 comments: "Read All Comment" loads the thread, focus moves into it, and the reader can go on', async () => {
		const demo = await openPage();
		await mountAll(demo, SCALE_PAGES.comments);
		await demo.page.locator(SCALE_PAGES.comments.marks).press('Enter');
		await expect.poll(() => count(demo.page, '#comments.jeg_comments ol.commentlist > li.comment'), poll).toBe(1000);
		expect(await count(demo.page, SCALE_PAGES.comments.islands)).toBe(0);
		expect(demo.ajax.filter((call) => call.endpoint === 'jnews:jnews_ajax_comment')).toHaveLength(1);
		// The button had focus; the reader goes on from the thread, not from the top of the page.
		expect(await demo.page.evaluate(() => document.activeElement?.closest('#comments.jeg_comments') !== null)).toBe(true);

		// The last comment and the reply area are there to read; the header's comment link still jumps to the thread.
		expect(await demo.page.locator('ol.commentlist > li.comment').last().textContent()).toContain('Comment 1000');
		await demo.page.locator('#respond').scrollIntoViewIfNeeded();
		expect(await demo.page.locator('#respond .comment-reply-title').textContent()).toBe('Leave a Reply');
		await demo.page.locator('.jeg_meta_comment a[href="#comments"]').click();
		await expect.poll(() => demo.page.evaluate(() => location.hash)).toBe('#comments');
		await expect.poll(() => demo.page.evaluate(() => Math.abs(document.getElementById('comments')!.getBoundingClientRect().top) < innerHeight)).toBe(true);
		expect(demo.errors).toEqual([]);
	});
});
