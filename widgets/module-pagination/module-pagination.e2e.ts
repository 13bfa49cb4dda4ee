import { describe, expect, it } from 'vitest';
import { type AjaxCall, setFault, useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();
const ARTICLE = '/article/council-budget-232/';
const related = '[data-unique$="_0_6a1f"]';
const relatedPosts = '[data-unique$="_1_6a20"]';
const latest = '[data-unique="jnews_module_0_0_7b10"]';
const moduleCalls = (ajax: AjaxCall[]) => ajax.filter((call) => call.endpoint === 'jnews:jnews_module_ajax_JNews_Block_3');

describe('module pagination', () => {
	it('pages next to the end (next disabled), back with prev, and serves a repeated page from memory', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto(ARTICLE);
		const next = page.locator(`${related} a.next`);
		const titles = () => page.locator(`${related} .jeg_post_title`).allTextContents();
		const first = await titles();
		let pages = 1;
		while (!(await next.evaluate((link) => link.classList.contains('disabled')))) {
			const before = (await titles()).join();
			await next.click();
			await expect.poll(async () => (await titles()).join()).not.toBe(before);
			pages++;
			expect(await page.locator(related).getAttribute('class')).toContain('loaded next');
		}
		expect(pages).toBeGreaterThan(3);
		expect(moduleCalls(demo.ajax)).toHaveLength(pages - 1);
		const body = moduleCalls(demo.ajax)[0].body;
		expect(Object.fromEntries(['module', 'data[current_page]', 'data[filter]', 'data[filter_type]', 'data[attribute][include_category]', 'lang'].map((k) => [k, body.get(k)]))).toEqual({
			module: 'true', 'data[current_page]': '2', 'data[filter]': '0', 'data[filter_type]': 'all', 'data[attribute][include_category]': '72', lang: 'en_US',
		});
		expect(moduleCalls(demo.ajax)[0].headers['x-requested-with']).toBe('XMLHttpRequest');
		// Back to page 1 (printed, so asked once), then forward again from memory.
		for (let n = pages; n > 1; n--) await page.locator(`${related} a.prev:not(.disabled)`).click().then(() => expect.poll(() => page.locator(related).getAttribute('class')).toContain('loaded prev'));
		await expect.poll(titles).toEqual(first);
		expect(await page.locator(`${related} a.prev`).getAttribute('class')).toContain('disabled');
		const asked = moduleCalls(demo.ajax).length;
		await next.click();
		await expect.poll(async () => (await titles()).join()).not.toBe(first.join());
		expect(moduleCalls(demo.ajax)).toHaveLength(asked);
		expect(demo.errors).toEqual([]);
	});

	it('loads more until the end, moving focus to the first new post; a filter goes back to page 1', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto(ARTICLE);
		const link = page.locator(`${relatedPosts} .jeg_block_loadmore a`);
		const count = () => page.locator(`${relatedPosts} .jeg_post`).count();
		await link.focus();
		await page.keyboard.press('Enter');
		await expect.poll(count).toBe(12);
		expect(await page.evaluate(() => document.activeElement?.closest('.jeg_post')?.classList.contains('anim_0'))).toBe(true);
		await expect.poll(() => page.locator('#a11y-speak-polite').textContent()).toBe('Page 2 loaded');
		expect(await page.locator(`${relatedPosts} .jeg_post_excerpt p`).first().textContent()).toMatch(/^(\S+\s){19}\S+\.\.\.$/);
		await page.click(`${relatedPosts} a.subclass-filter[data-id="75"]`);
		await expect.poll(() => page.locator(`${relatedPosts} a.subclass-filter.current`).textContent()).toBe('Transport');
		const filtered = moduleCalls(demo.ajax).at(-1)!.body;
		expect([filtered.get('data[current_page]'), filtered.get('data[filter]'), filtered.get('data[filter_type]')]).toEqual(['1', '75', 'category']);
		await expect.poll(count).toBe(6);
		while (!(await link.evaluate((a) => a.classList.contains('disabled')))) {
			const before = await count();
			await link.click();
			await expect.poll(count).toBeGreaterThan(before);
		}
		expect(await link.getAttribute('aria-disabled')).toBe('true');
		const calls = moduleCalls(demo.ajax).length;
		await link.click({ force: true });
		await page.waitForTimeout(200);
		expect(moduleCalls(demo.ajax)).toHaveLength(calls);
	});

	it('infinite scroll loads pages as the link comes into view and stops at the scroll limit (3)', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/');
		const items = () => page.locator(`${latest} .jeg_post`).count();
		const link = page.locator(`${latest} .jeg_block_loadmore a`);
		// Out of view for two frames: the block's observer has seen the link leave before it comes in again.
		const scrollAway = async () => {
			await page.evaluate(() => window.scrollTo(0, 0));
			await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
		};
		// Each time the link comes into view a page loads, waited for, however slow the machine.
		for (const shown of [8, 12]) {
			await link.scrollIntoViewIfNeeded();
			await expect.poll(items).toBe(shown);
			await scrollAway();
		}
		// At the limit, the link coming into view loads nothing more.
		for (let round = 0; round < 2; round++) {
			await link.scrollIntoViewIfNeeded();
			await page.waitForTimeout(300);
			await scrollAway();
		}
		expect(moduleCalls(demo.ajax).map((call) => call.body.get('data[current_page]'))).toEqual(['2', '3']);
		expect(await items()).toBe(12);
		// The link itself still works past the limit.
		await page.click(`${latest} .jeg_block_loadmore a`);
		await expect.poll(items).toBe(16);
	});

	it('a failing server leaves the block as it was and usable', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto(ARTICLE);
		const titles = await page.locator(`${related} .jeg_post_title`).allTextContents();
		for (const fault of ['500', 'html', 'invalid-json', 'drop']) {
			await setFault(demo.context, fault);
			await page.click(`${related} a.next`);
			await expect.poll(() => page.locator('#a11y-speak-polite').textContent()).toMatch(/^Page 2 could not be loaded\./);
			await page.evaluate(() => (document.getElementById('a11y-speak-polite')!.textContent = ''));
			expect(await page.locator(`${related} .jeg_post_title`).allTextContents()).toEqual(titles);
			expect(await page.locator(related).getAttribute('class')).not.toContain('loading');
			expect(await page.locator(`${related} a.next`).getAttribute('class')).toBe('next');
		}
		await setFault(demo.context, null);
		await page.click(`${related} a.next`);
		await expect.poll(async () => (await page.locator(`${related} .jeg_post_title`).allTextContents()).join()).not.toBe(titles.join());
	});
});
