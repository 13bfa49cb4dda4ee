/**
 * The columns of the fault matrix: every fault of the demo's fault mode (demo/README.md "Fault
 * mode"), the browser going offline, and ten rapid repeats of the same interaction.
 */
import type { BrowserContext } from 'playwright-core';

export const FAULTS = ['500', 'html', 'invalid-json', 'empty', 'timeout', 'drop', 'latency', 'offline', 'rapid'] as const;
export type Fault = (typeof FAULTS)[number];

export const FAULT_LABELS: Record<Fault, string> = {
	'500': 'HTTP 500',
	html: 'HTML error page',
	'invalid-json': 'invalid JSON',
	empty: 'empty body',
	timeout: 'timeout',
	drop: 'dropped connection',
	latency: '3 s latency',
	offline: 'offline',
	rapid: '10 rapid repeats',
};

/** Served by the demo (not the browser): the cookie names of its fault mode. */
const SERVER_FAULTS: readonly Fault[] = ['500', 'html', 'invalid-json', 'empty', 'timeout', 'drop', 'latency'];
export const LATENCY_MS = 3000;
/** Past every client timeout (the longest is 30 s, runtime/config.ts and runtime/theme/endpoint.ts). */
export const PAST_TIMEOUT_MS = 31_000;

/** The failure sentences of runtime/failure.ts a fault comes back as, where the island says it. */
export const FAILURE_SENTENCE: Partial<Record<Fault, string>> = {
	'500': 'An unknown error occurred.',
	html: 'The response is not a valid JSON response.',
	'invalid-json': 'The response is not a valid JSON response.',
	timeout: 'The server took too long to answer.',
	drop: 'The connection to the server failed.',
	offline: 'You are probably offline.',
};

/** Turns `fault` on for the next requests to `endpoint` only (cookies, so every request the page sends carries them). */
export async function startFault(context: BrowserContext, baseUrl: string, fault: Fault, endpoint: string): Promise<void> {
	if (fault === 'offline') return context.setOffline(true);
	if (!SERVER_FAULTS.includes(fault)) return;
	const cookies = { demo_fault: fault, demo_fault_endpoint: endpoint, demo_latency: String(LATENCY_MS) };
	await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseUrl })));
}

export async function stopFault(context: BrowserContext): Promise<void> {
	await context.setOffline(false);
	for (const name of ['demo_fault', 'demo_fault_endpoint', 'demo_latency']) await context.clearCookies({ name });
}
