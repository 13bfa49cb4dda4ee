/**
 * A reader pages a theme module through to its end: how many requests that
 * takes, and how long each new page takes to appear once its response has
 * arrived (resource timing's responseEnd to the module list's DOM change,
 * both in the page's clock). The module's chunk is loaded at mount, so every
 * page after the first comes from a cached chunk.
 */
import type { Page } from 'playwright-core';

export const MODULE_ARTICLE = '/article/council-budget-232/';
const MODULE = '[data-unique$="_0_6a1f"]';

export interface PageThrough {
	requests: number;
	/** Response end → new content, ms, one per page. */
	responseToContent: number[];
}

export async function pageThroughModule(page: Page): Promise<PageThrough> {
	const next = page.locator(`${MODULE} a.next`);
	const timings: number[] = [];
	let requests = 0;
	const count = (request: { url(): string }) => void (request.url().includes('ajax-request=jnews') && requests++);
	page.on('request', count);
	while (!(await next.evaluate((link) => link.classList.contains('disabled')))) {
		const changed = page.evaluate(
			(selector) =>
				new Promise<number>((resolve) => {
					const list = document.querySelector(`${selector} .jeg_block_container`)!;
					new MutationObserver((_, observer) => {
						observer.disconnect();
						const calls = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('ajax-request=jnews'));
						resolve(performance.now() - (calls.at(-1) as PerformanceResourceTiming).responseEnd);
					}).observe(list, { childList: true });
				}),
			MODULE,
		);
		await next.click();
		timings.push(await changed);
		await page.waitForFunction((selector) => document.querySelector(selector)?.classList.contains('loaded'), MODULE);
	}
	page.off('request', count);
	return { requests, responseToContent: timings };
}
