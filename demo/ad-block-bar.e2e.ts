/**
 * Contract theme-ui §18: the ad-block banner is Google's ad-blocking recovery
 * bar, appended by its own script when ad scripts cannot load. The bundle must
 * leave it exactly as that script made it and keep working with ad scripts
 * blocked. Here the ad domains are blocked and the bar is appended as Google's
 * script appends it (random class names, fixed at the bottom, both sentences).
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../scripts/e2e/session';

const openPage = useBrowser();
const FIRST = 'You are seeing this message because ad or script blocking software is interfering with this page.';
const SECOND = 'Disable any ad or script blocking software, then reload this page.';

const RECOVERY_BAR = `document.addEventListener('DOMContentLoaded', () => {
	const bar = document.createElement('div');
	bar.className = 'fc-ab-' + Math.random().toString(36).slice(2, 8);
	bar.setAttribute('style', 'position: fixed; bottom: 0; left: 0; right: 0; z-index: 2147483647; background: #fff; padding: 12px');
	bar.innerHTML = '<svg width="24" height="24" aria-hidden="true"></svg><div><b>${FIRST}</b></div><div>${SECOND}</div>';
	document.body.append(bar);
});`;

describe('third-party ad-block bar', () => {
	it('is left exactly as Google’s script made it while the reading islands work with ad scripts blocked', async () => {
		const demo = await openPage();
		const { page } = demo;
		await page.route(/googlesyndication|googletagservices|fundingchoicesmessages|doubleclick/, (route) => route.abort('blockedbyclient'));
		await page.addInitScript(RECOVERY_BAR);
		await page.setViewportSize({ width: 1280, height: 800 });
		await demo.goto('/news/city-council-approves-night-trams/');
		const bar = page.locator('[class^="fc-ab-"]');
		const printed = await bar.evaluate((node) => node.outerHTML);
		expect(await bar.textContent()).toBe(FIRST + SECOND);

		// Islands at work: zoom, ticker, scrolling features, the mobile menu opened and closed.
		await page.locator('button.zoom-in').click();
		await expect.poll(() => page.evaluate(() => document.body.classList.contains('jnews_zoom_activated'))).toBe(true);
		await page.locator('.jeg_news_ticker_next').first().click();
		await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
		await expect.poll(() => page.locator('.jscroll-to-top').evaluate((node) => node.classList.contains('show'))).toBe(true);
		await page.setViewportSize({ width: 600, height: 800 });
		await page.evaluate(() => window.scrollTo(0, 0));
		await page.locator('.jeg_navbar_mobile .jeg_mobile_toggle').click();
		await expect.poll(() => page.evaluate(() => document.body.classList.contains('jeg_show_menu'))).toBe(true);
		await page.keyboard.press('Escape');
		await expect.poll(() => page.evaluate(() => document.body.classList.contains('jeg_show_menu'))).toBe(false);

		expect(await bar.evaluate((node) => node.outerHTML)).toBe(printed);
		expect(await bar.evaluate((node) => node.parentElement === document.body && getComputedStyle(node).position)).toBe('fixed');
		expect(demo.errors).toEqual([]);
	});
});
