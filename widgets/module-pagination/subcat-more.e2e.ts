import { describe, expect, it } from 'vitest';
import { type AjaxCall, useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();
const BLOCK = '[data-unique="jnews_module_0_1_7b11"]';
const TOGGLE = `${BLOCK} .okayNav__menu-toggle`;
const MENU = `${BLOCK} .okayNav__nav--invisible`;
const archiveCalls = (ajax: AjaxCall[]) => ajax.filter((call) => call.endpoint === 'jnews:jnews_module_ajax_JNews_Block_35');

describe('module heading: the category filter’s "more" menu', () => {
	it('keeps the links that fit, offers the rest in a keyboard menu that filters, and puts them back when there is room', async () => {
		const demo = await openPage();
		const { page } = demo;
		await page.setViewportSize({ width: 480, height: 800 });
		await demo.goto('/');
		await page.locator(BLOCK).scrollIntoViewIfNeeded();
		const toggle = page.locator(TOGGLE);
		await expect.poll(() => toggle.count()).toBe(1);
		const shown = await page.locator(`${BLOCK} .jeg_subcat_list > li:not([hidden]) a`).allTextContents();
		const inMenu = await page.locator(`${MENU} a`).allTextContents();
		expect(inMenu.length).toBeGreaterThan(0);
		expect([...shown, ...inMenu]).toEqual(['All', 'City', 'Culture', 'Science', 'Transport']);
		// Everything still in the heading fits beside the title.
		const fits = await page.$eval(`${BLOCK} .jeg_block_heading`, (heading) => heading.scrollWidth <= heading.clientWidth);
		expect(fits).toBe(true);
		expect(await page.locator(MENU).isVisible()).toBe(false);

		// Keyboard: Enter opens, Tab enters the menu, Escape closes and returns to the button.
		await toggle.focus();
		await page.keyboard.press('Enter');
		expect(await toggle.getAttribute('aria-expanded')).toBe('true');
		expect(await page.locator(MENU).isVisible()).toBe(true);
		expect(await page.locator(MENU).getAttribute('id')).toBe(await toggle.getAttribute('aria-controls'));
		await page.keyboard.press('Tab');
		expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(inMenu[0]);
		await page.keyboard.press('Escape');
		expect(await toggle.getAttribute('aria-expanded')).toBe('false');
		expect(await page.evaluate((selector) => document.activeElement === document.querySelector(selector), TOGGLE)).toBe(true);

		// A click elsewhere closes it too.
		await toggle.click();
		await page.locator(`${BLOCK} .jeg_block_title`).click();
		expect(await toggle.getAttribute('aria-expanded')).toBe('false');

		// Choosing the last category from the menu filters the block from page 1.
		await toggle.focus();
		await page.keyboard.press('Space');
		for (let i = 0; i < inMenu.length; i++) await page.keyboard.press('Tab');
		expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Transport');
		const before = archiveCalls(demo.ajax).length;
		await page.keyboard.press('Enter');
		await expect.poll(() => archiveCalls(demo.ajax).length).toBe(before + 1);
		const sent = archiveCalls(demo.ajax).at(-1)!.body;
		expect([sent.get('data[filter]'), sent.get('data[filter_type]'), sent.get('data[current_page]')]).toEqual(['75', 'category', '1']);
		await expect.poll(() => page.locator(`${BLOCK} .jeg_block_container .jeg_post`).first().getAttribute('data-id')).not.toBeNull();
		expect(await toggle.getAttribute('aria-expanded')).toBe('false');
		expect(await page.evaluate((selector) => document.activeElement === document.querySelector(selector), TOGGLE)).toBe(true);
		expect(await toggle.getAttribute('class')).toContain('current');
		expect(await page.locator(`${MENU} a.current`).getAttribute('aria-current')).toBe('true');
		expect(await page.locator(`${BLOCK} .jeg_subcat_list > li:not([hidden]) a.current`).count()).toBe(0);

		// Room for every link: the menu goes and the links are back in the heading.
		await page.setViewportSize({ width: 1280, height: 800 });
		await expect.poll(() => toggle.count()).toBe(0);
		expect(await page.locator(`${BLOCK} .jeg_subcat_list > li:not([hidden])`).count()).toBe(5);
		expect(await page.locator(`${BLOCK} .jeg_subcat_list a.current`).textContent()).toBe('Transport');
		expect(demo.errors).toEqual([]);
	});
});
