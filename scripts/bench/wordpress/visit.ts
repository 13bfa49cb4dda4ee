/**
 * One visit to the real shop as a first-time visitor of one side: a fresh browser context (the
 * original's carries the test helper's `shop_islands_original` cookie; see wordpress/tests/helper-plugin), observers registered
 * before any page script, and a page that is ready when it has loaded, its islands (if any)
 * are mounted and a second has passed.
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import type { Side } from './figures';

// Long tasks, the scripts Long Animation Frames attribute (only frames over 50 ms are reported), and
// Event Timing's events of 16 ms or more (its floor) with their interaction ids, as INP reads them.
const OBSERVERS = `
	window.__bench = { longTasks: [], frameScripts: [], events: [] };
	new PerformanceObserver((list) => {
		for (const entry of list.getEntries()) window.__bench.events.push({ interactionId: entry.interactionId, startTime: entry.startTime, duration: entry.duration });
	}).observe({ type: 'event', durationThreshold: 16, buffered: true });
	new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__bench.longTasks.push(entry.duration); })
		.observe({ type: 'longtask', buffered: true });
	new PerformanceObserver((list) => {
		for (const frame of list.getEntries())
			for (const script of frame.scripts) window.__bench.frameScripts.push({ url: script.sourceURL, duration: script.duration, invoker: script.invoker });
	}).observe({ type: 'long-animation-frame', buffered: true });
	window.__islandsIdle = new Promise((resolve) => document.addEventListener('islands:idle', resolve, { once: true }));
`;

const SETTLE_MS = 1000;

export interface Visit {
	context: BrowserContext;
	page: Page;
	cdp: CDPSession;
	/** CDP Performance metrics now (ScriptDuration, TaskDuration… in seconds). */
	metrics(): Promise<Record<string, number>>;
}

/** A fresh context of `side`; `prepare` may stage the visitor's cart or wishlist through `context.request`. */
export async function openContext(browser: Browser, baseURL: string, side: Side): Promise<BrowserContext> {
	const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
	if (side === 'original') await context.addCookies([{ name: 'shop_islands_original', value: '1', url: baseURL }]);
	await context.addInitScript(OBSERVERS);
	return context;
}

export async function visit(context: BrowserContext, path: string, onPage: (page: Page) => void = () => {}): Promise<Visit> {
	const page = await context.newPage();
	page.setDefaultTimeout(20_000);
	onPage(page);
	const cdp = await context.newCDPSession(page);
	await cdp.send('Performance.enable');
	const metrics = async () => {
		const { metrics: list } = await cdp.send('Performance.getMetrics');
		return Object.fromEntries(list.map((metric) => [metric.name, metric.value]));
	};
	await page.goto(path, { waitUntil: 'load' });
	await page.evaluate(
		(settle) =>
			Promise.race([
				document.querySelector('script[src*="/shop-islands/"]') ? (window as unknown as { __islandsIdle: Promise<void> }).__islandsIdle : Promise.resolve(),
				new Promise((resolve) => setTimeout(resolve, 10_000)),
			]).then(() => new Promise((resolve) => setTimeout(resolve, settle))),
		SETTLE_MS,
	);
	return { context, page, cdp, metrics };
}
