/**
 * The scale pages (scripts/e2e/scale-pages.ts), each a first visit in a fresh
 * context: mount time (DOM interactive → islands:idle), then the page scrolled
 * through until every island has hydrated (for the comment thread: its 1,000
 * comments loaded too), and over that whole visit the longest script of ours
 * (from /dist/) in a long animation frame, the longest task, the total script
 * time, and the JS heap after a forced garbage collection with the DOM's node count.
 * `cpuSlowdown` (4 in the bench's second pass) slows the page's CPU as DevTools does
 * (`Emulation.setCPUThrottlingRate`): a phone's view of the same long tasks.
 */
import type { Browser } from 'playwright-core';
import { type ScalePage, scrollThrough } from '../e2e/scale-pages';

export interface ScaleFigures {
	mountMs: number;
	longestOurScriptMs: number;
	longestTaskMs: number;
	scriptMs: number;
	heapMb: number;
	nodes: number;
}

/** `observers`: the bench's init script (long tasks, /dist/ scripts in long animation frames, `__islandsIdle`). */
export async function measureScalePage(browser: Browser, baseURL: string, observers: string, scale: ScalePage, cpuSlowdown = 1): Promise<ScaleFigures> {
	const context = await browser.newContext({ baseURL });
	await context.addInitScript(observers);
	const page = await context.newPage();
	const cdp = await context.newCDPSession(page);
	await cdp.send('Performance.enable');
	if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
	const timeout = 120_000 * cpuSlowdown;
	await page.goto(scale.path, { waitUntil: 'domcontentloaded', timeout });
	const idleAt = await page.evaluate(() => (window as any).__islandsIdle as Promise<number>);
	const domInteractive = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive);
	await scrollThrough(page);
	await page.waitForFunction(({ marks, count }) => document.querySelectorAll(marks).length === count, scale, { timeout, polling: 100 });
	if (scale.islands.startsWith('#comments')) {
		await page.locator(scale.marks).click();
		await page.waitForFunction(() => document.querySelectorAll('ol.commentlist > li.comment').length === 1000, undefined, { timeout });
	}
	// Long animation frames are reported once the frame ends.
	await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
	const { metrics } = await cdp.send('Performance.getMetrics');
	const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? 0;
	await cdp.send('HeapProfiler.collectGarbage');
	const heap = await cdp.send('Runtime.getHeapUsage');
	const bench = await page.evaluate(() => (window as any).__bench as { longTasks: number[]; bundleScripts: number[] });
	await context.close();
	return {
		mountMs: idleAt - domInteractive,
		longestOurScriptMs: Math.max(0, ...bench.bundleScripts),
		longestTaskMs: Math.max(0, ...bench.longTasks),
		scriptMs: metric('ScriptDuration') * 1000,
		heapMb: heap.usedSize / 2 ** 20,
		nodes: metric('Nodes'),
	};
}
