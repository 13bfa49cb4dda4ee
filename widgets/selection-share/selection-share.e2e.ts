import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();
const RECORD_OPEN = `window.__opened = []; window.open = (url, name, features) => { window.__opened.push({ url: String(url), name: String(name), features: String(features) }); return null; };`;

/** A double click selects a word with the mouse, as a reader does. */
async function selectText(page: Page, selector: string) {
	await page.locator(selector).first().dblclick({ position: { x: 30, y: 8 } });
}

/** The menu's toolbar role comes with its first effect, which may run a frame after islands:idle. */
const awake = (page: Page) => page.waitForSelector('.selectShare-inner[role=toolbar]', { state: 'attached' });

const menuShown = (page: Page) => page.locator('.selectShare-inner').evaluate((menu) => (menu as HTMLElement).style.display === 'block');

describe('selection share menu', () => {
	it('appears for a selection inside the article only, shares it in a 575×430 window, and Escape hides it', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.context.addInitScript(RECORD_OPEN);
		await page.setViewportSize({ width: 1280, height: 800 });
		await demo.goto('/news/city-council-approves-night-trams/');
		await awake(page);
		await selectText(page, '.jeg_more_stories p');
		await page.waitForTimeout(100);
		expect(await page.evaluate(() => document.getSelection()!.toString().length)).toBeGreaterThan(0);
		expect(await menuShown(page)).toBe(false);

		await selectText(page, '.content-inner p');
		await expect.poll(() => menuShown(page)).toBe(true);
		const selected = await page.evaluate(() => document.getSelection()!.toString().trim());
		const button = page.getByRole('button', { name: 'Share selection on Twitter' });
		await button.click();
		const openedNow = () => page.evaluate(() => (window as unknown as { __opened: { url: string; name: string; features: string }[] }).__opened);
		await expect.poll(async () => (await openedNow()).length).toBe(1);
		const opened = await openedNow();
		expect(opened[0].name).toBe('twitter');
		expect(opened[0].features).toBe('noopener,width=575,height=430,toolbar=false,menubar=false,location=false,status=false');
		expect(opened[0].url).toContain(`text=${encodeURIComponent(selected)}`);
		expect(opened[0].url).toContain(`url=${encodeURIComponent(demo.url('/news/city-council-approves-night-trams/'))}`);

		await page.keyboard.press('Escape');
		await expect.poll(() => menuShown(page)).toBe(false);
	});

	it('sits centred above the selection, not over it, and goes when the next selection is outside the article', async () => {
		const demo = await openPage();
		const { page } = demo;
		await page.setViewportSize({ width: 1280, height: 800 });
		await demo.goto('/news/city-council-approves-night-trams/');
		await awake(page);
		await selectText(page, '.content-inner p');
		await expect.poll(() => menuShown(page)).toBe(true);
		const { selection, menu } = await page.evaluate(() => {
			const box = ({ left, top, right, bottom }: DOMRect) => ({ left, top, right, bottom });
			return {
				selection: box(document.getSelection()!.getRangeAt(0).getBoundingClientRect()),
				menu: box(document.querySelector('.selectShare-inner')!.getBoundingClientRect()),
			};
		});
		expect(menu.bottom - menu.top).toBeGreaterThan(0);
		expect(selection.top - menu.bottom).toBeCloseTo(11, 0);
		expect((menu.left + menu.right) / 2).toBeCloseTo((selection.left + selection.right) / 2, 0);

		await selectText(page, '.entry-header .jeg_post_title');
		expect(await page.evaluate(() => document.getSelection()!.toString().length)).toBeGreaterThan(0);
		await expect.poll(() => menuShown(page)).toBe(false);
	});

	it('follows a keyboard selection, and its buttons are reachable by Tab', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/news/city-council-approves-night-trams/');
		await awake(page);
		await page.evaluate(() => {
			const text = document.querySelector('.content-inner p')!.firstChild!;
			const range = document.createRange();
			range.setStart(text, 0);
			range.setEnd(text, 5);
			document.getSelection()!.removeAllRanges();
			document.getSelection()!.addRange(range);
		});
		await page.keyboard.press('Shift+ArrowRight');
		await expect.poll(() => menuShown(page)).toBe(true);
		await page.getByRole('button', { name: 'Share selection on Facebook' }).focus();
		expect(await page.evaluate(() => document.activeElement?.classList.contains('jeg_btn-facebook'))).toBe(true);
	});
});
