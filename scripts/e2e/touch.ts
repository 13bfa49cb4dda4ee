/** A touch swipe through the DevTools protocol: Chromium turns it into `touch` pointer events, as a finger's. */
import type { Page } from 'playwright-core';

export async function touchSwipe(page: Page, from: { x: number; y: number }, dx: number): Promise<void> {
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
	const point = (x: number) => [{ x, y: from.y }];
	await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.x) });
	for (let step = 1; step <= 5; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(from.x + (dx * step) / 5) });
	await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
