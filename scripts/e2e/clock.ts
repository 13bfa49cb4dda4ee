import type { Page } from 'playwright-core';

/**
 * Stops the page's installed clock a moment from now; from then on only
 * `runFor` moves it. `pauseAt` refuses a moment already past, and on a loaded
 * machine the page's clock can pass the target between reading it and pausing,
 * so a refused moment is read again, further ahead.
 */
export async function pauseClock(page: Page): Promise<void> {
	for (let ahead = 50; ; ahead *= 2) {
		const now = await page.evaluate(() => Date.now());
		try {
			await page.clock.pauseAt(now + ahead);
			return;
		} catch (error) {
			if (!String(error).includes('to the past') || ahead >= 3200) throw error;
		}
	}
}
