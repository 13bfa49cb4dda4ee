import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();
const SIDEBAR = '.jeg_sticky_sidebar';
const top = (page: Page) => page.$eval(SIDEBAR, (node) => node.getBoundingClientRect().top);

describe('sticky sidebar', () => {
	it('sticks 20 px under the sticky header at 768 px or wider', async () => {
		const { page, goto } = await openPage();
		await page.setViewportSize({ width: 1024, height: 700 });
		await goto('/news/');
		await expect.poll(() => page.$eval(SIDEBAR, (node) => getComputedStyle(node).position)).toBe('sticky');
		await page.mouse.wheel(0, 900);
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
		// The header's margin event has moved the sidebar down by the bar's height.
		const expected = await page.$eval(SIDEBAR, (node) => Number.parseFloat(getComputedStyle(node).top));
		expect(expected).toBeGreaterThanOrEqual(20);
		await expect.poll(() => top(page).then(Math.round)).toBe(Math.round(expected));
	});

	it('does not stick below 768 px', async () => {
		const { page, goto } = await openPage();
		await page.setViewportSize({ width: 700, height: 300 });
		await goto('/news/');
		expect(await page.$eval(SIDEBAR, (node) => getComputedStyle(node).position)).toBe('static');
		// Scrolled past its top, a sticky sidebar would stay in view; this one scrolls away with the page.
		await page.$eval(SIDEBAR, (node) => window.scrollTo(0, node.getBoundingClientRect().top + window.scrollY + 50));
		await expect.poll(() => top(page)).toBeLessThan(0);
	});
});
