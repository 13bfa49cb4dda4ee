import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';
import { pauseClock } from '../../scripts/e2e/clock';

const openPage = useBrowser();
const submenu = '.jeg_header.normal .jeg_menu .sub-menu';

describe('desktop menu', () => {
	it('opens a submenu on hover and keeps it 800 ms after the pointer leaves; Escape closes it from the keyboard', async () => {
		const demo = await openPage();
		const { page } = demo;
		await page.setViewportSize({ width: 1280, height: 800 });
		await page.clock.install();
		await demo.goto('/news/');
		const item = page.locator('.jeg_header.normal .jeg_menu > li.menu-item-has-children');
		// The menu wakes when it nears the screen; until then a hover does nothing, so hover again until it opens.
		await expect
			.poll(async () => {
				await page.mouse.move(1200, 700);
				await item.hover();
				return page.locator(submenu).isVisible();
			})
			.toBe(true);
		// Time stands still from here, so a slow machine cannot spend the 800 ms between two steps.
		await pauseClock(page);
		await page.mouse.move(1200, 700);
		await page.clock.runFor(700);
		expect(await page.locator(submenu).isVisible()).toBe(true);
		await page.clock.runFor(200);
		await expect.poll(() => page.locator(submenu).isVisible()).toBe(false);
		await page.clock.resume();

		await item.locator(':scope > a').focus();
		await expect.poll(() => page.locator(submenu).isVisible()).toBe(true);
		await page.keyboard.press('Escape');
		await expect.poll(() => page.locator(submenu).isVisible()).toBe(false);
		expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('News');
	});

	it('at 1024 px or less opens submenus with a disclosure button instead of hover', async () => {
		const demo = await openPage();
		const { page } = demo;
		await page.setViewportSize({ width: 1024, height: 800 });
		await demo.goto('/news/');
		// The desktop header shows only above 1023 px in the demo theme; force it so the menu can be used.
		await page.addStyleTag({ content: '.jeg_header_wrapper { display: block !important; }' });
		const item = page.locator('.jeg_header.normal .jeg_menu > li.menu-item-has-children');
		const toggle = item.getByRole('button', { name: 'News submenu' });
		await toggle.waitFor();
		expect(await page.locator(submenu).isVisible()).toBe(false);
		await toggle.focus();
		await page.keyboard.press('Enter');
		expect(await toggle.getAttribute('aria-expanded')).toBe('true');
		await expect.poll(() => page.locator(submenu).isVisible()).toBe(true);
	});

	it('at 1024 px a tap (or click) on a parent item opens its submenu instead of leaving the page', async () => {
		const demo = await openPage();
		const { page } = demo;
		const article = '/news/city-council-approves-night-trams/';
		await page.setViewportSize({ width: 1024, height: 800 });
		await demo.goto(article);
		await page.addStyleTag({ content: '.jeg_header_wrapper { display: block !important; }' });
		const link = page.locator('.jeg_header.normal .jeg_menu > li.menu-item-has-children > a');
		await page.locator('.jeg_header.normal .islands-submenu-toggle').waitFor();
		await link.click();
		await expect.poll(() => page.locator(submenu).isVisible()).toBe(true);
		expect(new URL(page.url()).pathname).toBe(article);
		expect(await page.getByRole('button', { name: 'News submenu' }).first().getAttribute('aria-expanded')).toBe('true');
	});
});
