import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();
const activeTitle = (page: import('playwright-core').Page) => page.locator('.jeg_news_ticker_item.jeg_news_ticker_active a').textContent();

describe('news ticker', () => {
	it('cycles every 3 s, pauses while hovered, and pages with the arrows by keyboard', async () => {
		const demo = await openPage({ reducedMotion: 'no-preference' });
		const { page } = demo;
		await page.clock.install();
		await demo.goto('/news/');
		const first = await activeTitle(page);
		await page.clock.runFor(3100);
		const second = await activeTitle(page);
		expect(second).not.toBe(first);
		await page.locator('.jeg_news_ticker_item.jeg_news_ticker_active').hover();
		await page.clock.runFor(10_000);
		expect(await activeTitle(page)).toBe(second);
		await page.mouse.move(0, 0);
		await page.clock.runFor(3100);
		expect(await activeTitle(page)).not.toBe(second);

		const previous = page.getByRole('button', { name: 'Prev headline' });
		const before = await activeTitle(page);
		await previous.focus();
		await page.keyboard.press('Enter');
		expect(await activeTitle(page)).toBe(second);
		// Focus inside the ticker holds it too.
		await page.clock.runFor(10_000);
		expect(await activeTitle(page)).toBe(second);
		expect(before).not.toBe(second);
	});

	it('under reduced motion starts paused and the reader can start it', async () => {
		const demo = await openPage({ reducedMotion: 'reduce' });
		const { page } = demo;
		await page.clock.install();
		await demo.goto('/news/');
		const first = await activeTitle(page);
		await page.clock.runFor(10_000);
		expect(await activeTitle(page)).toBe(first);
		const toggle = page.getByRole('button', { name: 'Play headlines' });
		expect(await toggle.getAttribute('aria-pressed')).toBe('true');
		await toggle.click();
		await page.mouse.move(0, 0);
		await page.clock.runFor(3100);
		expect(await activeTitle(page)).not.toBe(first);
		// No animation classes under reduced motion.
		expect(await page.locator('.jeg_news_ticker_item.fadeInLeft, .jeg_news_ticker_item.fadeOutRight').count()).toBe(0);
	});
});
