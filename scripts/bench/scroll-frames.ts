/**
 * What a reader's scroll costs per frame, read from a Chromium trace rather
 * than sampled in the page: an in-page probe cannot see the scroll handlers,
 * the style and the layout of the frame it runs in.
 *
 * Frames are the renderer main thread's BeginMainThreadFrame marks; a frame's
 * script time is the sum of its top-level script events (nested calls counted
 * once), its layouts the Layout events in it.
 */
import type { Browser, Page } from 'playwright-core';

export interface ScrollFrames {
	frames: number;
	/** 95th percentile and maximum of script time per frame, ms. */
	p95Script: number;
	maxScript: number;
	layoutsPerFrame: number;
	styleRecalcsPerFrame: number;
}

interface TraceEvent {
	name: string;
	ph: string;
	ts: number;
	dur?: number;
	pid: number;
	tid: number;
}

const SCRIPT_EVENTS = new Set(['FunctionCall', 'EventDispatch', 'FireAnimationFrame', 'TimerFire', 'EvaluateScript', 'FireIdleCallback', 'RunMicrotasks']);

export function percentile(values: number[], fraction: number): number {
	if (values.length === 0) return 0;
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/** Per-frame figures from trace events: script on the thread that begins main frames. */
export function framesFromTrace(events: TraceEvent[]): ScrollFrames {
	const starts = events.filter((event) => event.name === 'BeginMainThreadFrame').sort((a, b) => a.ts - b.ts);
	if (starts.length < 2) return { frames: 0, p95Script: 0, maxScript: 0, layoutsPerFrame: 0, styleRecalcsPerFrame: 0 };
	const { pid, tid } = starts[0];
	const onMain = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X').sort((a, b) => a.ts - b.ts);
	const script = new Array<number>(starts.length - 1).fill(0);
	let layouts = 0;
	let styles = 0;
	const frameOf = (ts: number) => {
		let low = 0;
		let high = starts.length - 1;
		if (ts < starts[0].ts || ts >= starts[high].ts) return -1;
		while (high - low > 1) {
			const middle = (low + high) >> 1;
			if (starts[middle].ts <= ts) low = middle;
			else high = middle;
		}
		return low;
	};
	let topEnd = -Infinity;
	for (const event of onMain) {
		const frame = frameOf(event.ts);
		if (frame < 0) continue;
		if (event.name === 'Layout') layouts++;
		if (event.name === 'UpdateLayoutTree') styles++;
		if (!SCRIPT_EVENTS.has(event.name) || event.ts < topEnd) continue;
		topEnd = event.ts + (event.dur ?? 0);
		script[frame] += (event.dur ?? 0) / 1000;
	}
	return {
		frames: script.length,
		p95Script: percentile(script, 0.95),
		maxScript: Math.max(...script),
		layoutsPerFrame: layouts / script.length,
		styleRecalcsPerFrame: styles / script.length,
	};
}

/** Scrolls `page` down by wheel steps, as a reader does, and reads the frames from a trace. */
export async function traceScroll(browser: Browser, page: Page, steps = 80): Promise<ScrollFrames> {
	await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.frame'] });
	for (let step = 0; step < steps; step++) {
		await page.mouse.wheel(0, 100);
		await page.waitForTimeout(16);
	}
	const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
	return framesFromTrace(trace.traceEvents);
}
