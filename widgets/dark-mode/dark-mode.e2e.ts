import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();
const ARTICLE = '/news/city-council-approves-night-trams/';
const DARK = 'rgb(26, 26, 26)';
/** The main header's switch (the sticky and mobile bars print their own, kept in step). */
const SWITCH = '.jeg_header.normal input.jeg_dark_mode_toggle';
const LIGHT = 'rgb(255, 255, 255)';

/** Records the body background in the first animation frame that has a body: what the first paint shows. */
const FIRST_PAINT_PROBE = `(() => {
	const look = () => {
		if (!document.body) return requestAnimationFrame(look);
		window.__firstPaintBackground = getComputedStyle(document.body).backgroundColor;
	};
	requestAnimationFrame(look);
})();`;

const firstPaint = (page: Page) => page.evaluate(() => (window as unknown as { __firstPaintBackground?: string }).__firstPaintBackground);

async function withMode(mode: string) {
	const demo = await openPage();
	await demo.context.addCookies([{ name: 'demo_dark_mode', value: mode, url: demo.url('/') }]);
	await demo.context.addInitScript(FIRST_PAINT_PROBE);
	return demo;
}

describe('dark mode', () => {
	it('keeps a switch choice across reloads, painted dark from the first frame', async () => {
		const demo = await withMode('jeg_toggle_light');
		const { page } = demo;
		await demo.goto(ARTICLE);
		expect(await firstPaint(page)).toBe(LIGHT);
		await page.locator(SWITCH).check();
		await expect.poll(() => page.evaluate(() => document.body.classList.contains('jnews-dark-mode'))).toBe(true);
		const cookie = (await demo.context.cookies()).find((item) => item.name === 'darkmode');
		expect(cookie).toMatchObject({ value: 'true', path: '/' });
		// dm_cookie_time is 30 days on the demo: the choice outlives the browser session.
		expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);
		await demo.reload();
		expect(await firstPaint(page)).toBe(DARK);
		expect(await page.locator(SWITCH).isChecked()).toBe(true);
		await page.locator(SWITCH).uncheck();
		await demo.reload();
		expect(await firstPaint(page)).toBe(LIGHT);
	});

	it('is operated by keyboard: Space on the focused switch', async () => {
		const demo = await withMode('jeg_toggle_light');
		const { page } = demo;
		await demo.goto(ARTICLE);
		await page.locator(SWITCH).focus();
		await page.keyboard.press('Space');
		await expect.poll(() => page.evaluate(() => document.body.classList.contains('jnews-dark-mode'))).toBe(true);
	});

	it.each([
		[20, DARK, 'true'],
		[6, DARK, 'true'],
		[7, LIGHT, 'false'],
		[17, LIGHT, 'false'],
	])('timed mode at %s:30 paints %s from the first frame and stores it for the session', async (hour, background, value) => {
		const demo = await withMode('jeg_timed_dark');
		const { page } = demo;
		const at = new Date();
		at.setHours(hour, 30, 0, 0);
		await page.clock.setFixedTime(at);
		await demo.goto(ARTICLE);
		expect(await firstPaint(page)).toBe(background);
		const cookie = (await demo.context.cookies()).find((item) => item.name === 'darkmode');
		expect(cookie).toMatchObject({ value, expires: -1 });
	});

	it('device mode follows the OS preference live', async () => {
		const demo = await withMode('jeg_device_dark');
		const { page } = demo;
		await page.emulateMedia({ colorScheme: 'dark' });
		await demo.goto(ARTICLE);
		expect(await firstPaint(page)).toBe(DARK);
		await page.emulateMedia({ colorScheme: 'light' });
		await expect.poll(() => page.evaluate(() => document.body.classList.contains('jnews-dark-mode'))).toBe(false);
		expect((await demo.context.cookies()).find((item) => item.name === 'darkmode')?.value).toBe('false');
	});

	it('device_toggle follows the OS until the reader chooses with the switch', async () => {
		const demo = await withMode('jeg_device_toggle');
		const { page } = demo;
		await page.emulateMedia({ colorScheme: 'light' });
		await demo.goto(ARTICLE);
		await page.emulateMedia({ colorScheme: 'dark' });
		await expect.poll(() => page.locator(SWITCH).isChecked()).toBe(true);
		await page.locator(SWITCH).uncheck();
		expect(await page.evaluate(() => document.body.classList.contains('jnews-dark-nocookie'))).toBe(false);
		await page.emulateMedia({ colorScheme: 'light' });
		await page.emulateMedia({ colorScheme: 'dark' });
		expect(await page.evaluate(() => document.body.classList.contains('jnews-dark-mode'))).toBe(false);
		expect(demo.errors).toEqual([]);
	});
});
