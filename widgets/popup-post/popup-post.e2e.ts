import { describe, expect, it } from 'vitest';
import { type DemoPage, useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();
const ARTICLE = '/news/city-council-approves-night-trams/';

async function scrollPastArticle(demo: DemoPage) {
	await demo.page.evaluate(async () => {
		const content = document.querySelector('.entry-content')!.getBoundingClientRect();
		window.scrollTo(0, content.bottom + window.scrollY - 0.5 * window.innerHeight + 20);
		await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
	});
}

describe('next-post popup', () => {
	it('appears past the article on a 1280 px window, and closing it is for good', async () => {
		const demo = await openPage();
		const { page } = demo;
		// Consent given earlier: the cookie notice would cover the popup's corner.
		await demo.context.addCookies([{ name: 'jnews_cookie_law', value: String(Date.now() + 86_400_000), url: demo.url('/') }]);
		await page.setViewportSize({ width: 1280, height: 800 });
		await demo.goto(ARTICLE);
		const popup = page.getByRole('region', { name: 'Next post' });
		expect(await popup.evaluate((element) => element.classList.contains('active'))).toBe(false);
		await scrollPastArticle(demo);
		await expect.poll(() => popup.evaluate((element) => element.classList.contains('active'))).toBe(true);
		await popup.getByRole('button', { name: 'Close next post suggestion' }).click();
		await expect.poll(() => popup.isVisible()).toBe(false);
		await page.evaluate(() => window.scrollTo(0, 0));
		await scrollPastArticle(demo);
		await page.waitForTimeout(100);
		// Hidden now, so no longer a region in the accessibility tree: read the element itself.
		expect(await page.locator('.jeg_popup_post').evaluate((element) => element.classList.contains('active'))).toBe(false);
		expect(page.url()).not.toContain('#');
	});

	it('stays away on a 1000 px window', async () => {
		const demo = await openPage();
		await demo.page.setViewportSize({ width: 1000, height: 800 });
		await demo.goto(ARTICLE);
		await scrollPastArticle(demo);
		await demo.page.waitForTimeout(100);
		expect(await demo.page.locator('.jeg_popup_post').evaluate((element) => element.classList.contains('active'))).toBe(false);
	});
});
