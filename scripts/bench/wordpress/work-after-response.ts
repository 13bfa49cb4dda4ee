/**
 * Main-thread work after a response, read from a Chromium trace: the sum of the renderer main
 * thread's tasks that start once the response to a given request has arrived, to the end of the
 * trace. The same measure for both sides, whatever events (jQuery's or the islands') they use.
 */
import type { Browser, Page } from 'playwright-core';

export interface TraceEvent {
	name: string;
	ph: string;
	ts: number;
	dur?: number;
	pid: number;
	tid: number;
	args?: { name?: string; data?: { requestId?: string; url?: string } };
}

export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'];

/** Milliseconds of main-thread tasks after the response to the first request whose URL contains `urlPart`; null when no such response is in the trace. */
export function workAfterResponse(events: TraceEvent[], urlPart: string): number | null {
	const sent = events.find((event) => event.name === 'ResourceSendRequest' && event.args?.data?.url?.includes(urlPart));
	const requestId = sent?.args?.data?.requestId;
	const received = requestId && events.find((event) => event.name === 'ResourceReceiveResponse' && event.args?.data?.requestId === requestId);
	if (!sent || !received) return null;
	const main = events.find((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === sent.pid);
	if (!main) return null;
	let work = 0;
	for (const event of events)
		if (event.name === 'RunTask' && event.ph === 'X' && event.pid === main.pid && event.tid === main.tid && event.ts >= received.ts) work += event.dur ?? 0;
	return work / 1000;
}

/** Traces `action` on `page` and returns the work after the response to `urlPart`. */
export async function traceWorkAfterResponse(browser: Browser, page: Page, urlPart: string, action: () => Promise<unknown>): Promise<number | null> {
	await browser.startTracing(page, { categories: TRACE_CATEGORIES });
	try {
		await action();
	} catch (error) {
		await browser.stopTracing();
		throw error;
	}
	const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
	return workAfterResponse(trace.traceEvents, urlPart);
}
