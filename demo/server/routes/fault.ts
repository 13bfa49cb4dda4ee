/**
 * Fault mode: makes the AJAX endpoints misbehave on demand, per request and
 * without a restart, so the bundle's error paths can be exercised by hand
 * (QA page) and by tests (header). Pages and static files are never affected.
 */
import type { RequestContext } from '../context';
import { html } from '../http/html';
import { NO_CACHE, send } from '../http/respond';

export const FAULT_MODES = ['latency', '500', '500-null', 'html', 'invalid-json', 'empty', 'timeout', 'drop', 'no-template'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

/** Cookies set by the QA page's switch; the matching `X-Demo-*` headers win over them. */
export const FAULT_COOKIE = 'demo_fault';
export const LATENCY_COOKIE = 'demo_latency';
export const FAULT_ENDPOINT_COOKIE = 'demo_fault_endpoint';
export const FAULT_HEADER = 'x-demo-fault';
export const LATENCY_HEADER = 'x-demo-latency';
export const FAULT_ENDPOINT_HEADER = 'x-demo-fault-endpoint';

export const DEFAULT_LATENCY_MS = 1500;
export const MAX_LATENCY_MS = 60_000;
/** A held ("timeout") request is destroyed after this, so a forgotten tab cannot pin the server. */
const HOLD_MS = 120_000;

export interface FaultSetting {
	mode: FaultMode;
	latencyMs: number;
	/** Only this endpoint (wc-ajax name, admin-ajax action or REST route) misbehaves; null = all. */
	endpoint: string | null;
}

export const isFaultMode = (value: unknown): value is FaultMode => FAULT_MODES.includes(value as FaultMode);

export function parseLatency(value: string | undefined): number {
	const ms = /^\d{1,6}$/.test(value ?? '') ? Number(value) : DEFAULT_LATENCY_MS;
	return Math.min(ms, MAX_LATENCY_MS);
}

/** The visitor's fault setting, whatever the endpoint. */
export function readFault(ctx: RequestContext): FaultSetting | null {
	const pick = (header: string, cookie: string): string | undefined => {
		const value = ctx.req.headers[header];
		return typeof value === 'string' && value !== '' ? value : ctx.cookies.get(cookie);
	};
	const mode = pick(FAULT_HEADER, FAULT_COOKIE);
	if (!isFaultMode(mode)) return null;
	const endpoint = pick(FAULT_ENDPOINT_HEADER, FAULT_ENDPOINT_COOKIE);
	return {
		mode,
		latencyMs: parseLatency(pick(LATENCY_HEADER, LATENCY_COOKIE)),
		endpoint: endpoint && /^[\w/-]{1,100}$/.test(endpoint) ? endpoint : null,
	};
}

/** The setting that applies to this endpoint, if any. */
export function faultFor(ctx: RequestContext, endpoint: string): FaultSetting | null {
	const fault = readFault(ctx);
	return fault && (fault.endpoint === null || fault.endpoint === endpoint) ? fault : null;
}

const MAINTENANCE_PAGE = html`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>503 Service Temporarily Unavailable</title></head>
<body><h1>Service temporarily unavailable</h1><p>The server is temporarily unable to service your request due to maintenance downtime or capacity problems. Please try again later.</p><hr><address>edge firewall (demo fault)</address></body></html>
`.value;

/** What a PHP notice printed before wp_send_json looks like: the JSON arrives broken. */
const BROKEN_JSON =
	'<br />\n<b>Warning</b>:  Undefined array key "variation_id" in <b>/var/www/html/wp-content/plugins/example/example.php</b> on line <b>42</b><br />\n{"fragments":{';

function delay(ctx: RequestContext, ms: number): Promise<void> {
	return new Promise((resolve) => {
		const timer = setTimeout(() => {
			ctx.state.timers.delete(timer);
			resolve();
		}, ms).unref();
		ctx.state.timers.add(timer);
	});
}

/** Accepts the request and never answers; the client has to give up. */
function hold(ctx: RequestContext): void {
	const timer = setTimeout(() => ctx.req.socket.destroy(), HOLD_MS).unref();
	ctx.state.timers.add(timer);
	ctx.res.on('close', () => {
		clearTimeout(timer);
		ctx.state.timers.delete(timer);
	});
}

/**
 * Applies a fault. Returns true when the fault produced the whole outcome (the
 * real action must not run); false after `latency`, which only delays it.
 */
export async function applyFault(ctx: RequestContext, fault: FaultSetting): Promise<boolean> {
	const marker = { 'X-Demo-Fault-Applied': fault.mode, 'Cache-Control': NO_CACHE };
	switch (fault.mode) {
		case 'latency':
			ctx.res.setHeader('X-Demo-Fault-Applied', 'latency');
			await delay(ctx, fault.latencyMs);
			return false;
		case '500':
			send(ctx.res, 500, 'text/plain; charset=UTF-8', 'Internal Server Error (demo fault)\n', marker);
			return true;
		case '500-null':
			// What wp_send_json( null, 500 ) or a REST callback failing without a WP_Error sends.
			send(ctx.res, 500, 'application/json; charset=UTF-8', 'null', marker);
			return true;
		case 'html':
			send(ctx.res, 200, 'text/html; charset=UTF-8', MAINTENANCE_PAGE, marker);
			return true;
		case 'invalid-json':
			send(ctx.res, 200, 'application/json; charset=UTF-8', BROKEN_JSON, marker);
			return true;
		case 'empty':
			// A handler that died after the headers (or echoed nothing): a JSON type and zero bytes.
			send(ctx.res, 200, 'application/json; charset=UTF-8', '', marker);
			return true;
		case 'timeout':
			hold(ctx);
			return true;
		case 'drop':
			ctx.req.socket.destroy();
			return true;
		case 'no-template':
			// The action runs; only ask_an_estimate reads it, and answers its success without `template`.
			ctx.res.setHeader('X-Demo-Fault-Applied', 'no-template');
			return false;
	}
}
