/**
 * Fault mode for files: makes images and the bundle's chunks slow, missing,
 * or served from another origin (a CDN rewrite), so the loader's retry, the
 * islands' error path and broken images can be staged from the QA page. Set
 * by a cookie only: the browser fetches these files itself (an `<img>`, an
 * `import()`), so a test cannot add a header to them. The AJAX fault mode
 * (`fault.ts`) stays separate: pages and AJAX are never touched here.
 */
import type { RequestContext } from '../context';
import { serializeCookie } from '../http/cookies';
import { NO_CACHE, redirect, send } from '../http/respond';
import { DEFAULT_LATENCY_MS, parseLatency } from './fault';

export const FILE_FAULT_MODES = ['latency', '404', 'redirect'] as const;
export const FILE_FAULT_TARGETS = ['images', 'chunks'] as const;
export type FileFaultMode = (typeof FILE_FAULT_MODES)[number];
export type FileFaultTarget = (typeof FILE_FAULT_TARGETS)[number];

export const FILE_FAULT_COOKIES = {
	mode: 'demo_file_fault',
	target: 'demo_file_fault_target',
	latency: 'demo_file_latency',
	only: 'demo_file_fault_only',
} as const;

export interface FileFaultSetting {
	mode: FileFaultMode;
	target: FileFaultTarget;
	latencyMs: number;
	/** Only files whose name starts with this (`add-to-cart`, `photo-1`); null = every file of the target. */
	only: string | null;
}

const FILE_PREFIX = /^[a-z0-9-]{1,60}$/;

/** The files of each target, with the name `only` is matched against. */
const TARGET_FILES: Record<FileFaultTarget, RegExp> = {
	images: /^\/(?:demo\/img|demo\/lightbox|news\/media)\/([^/]+\.(?:svg|gif|png|jpe?g|webp))$/,
	chunks: /^\/dist\/chunks\/([^/]+\.js)$/,
};

const isMode = (value: unknown): value is FileFaultMode => FILE_FAULT_MODES.includes(value as FileFaultMode);
const isTarget = (value: unknown): value is FileFaultTarget => FILE_FAULT_TARGETS.includes(value as FileFaultTarget);

export function readFileFault(ctx: RequestContext): FileFaultSetting | null {
	const mode = ctx.cookies.get(FILE_FAULT_COOKIES.mode);
	const target = ctx.cookies.get(FILE_FAULT_COOKIES.target);
	if (!isMode(mode) || !isTarget(target)) return null;
	const only = ctx.cookies.get(FILE_FAULT_COOKIES.only) ?? '';
	return { mode, target, latencyMs: parseLatency(ctx.cookies.get(FILE_FAULT_COOKIES.latency)), only: FILE_PREFIX.test(only) ? only : null };
}

/**
 * The same server under the loopback name it was not asked by: another origin
 * (no cookies, and no CORS headers for a module script) without another server.
 */
function otherOrigin(ctx: RequestContext): string | null {
	const url = new URL(ctx.origin);
	const swapped = url.hostname === 'localhost' ? '127.0.0.1' : url.hostname === '127.0.0.1' ? 'localhost' : null;
	if (!swapped) return null;
	url.hostname = swapped;
	return url.origin;
}

/** Applies the visitor's file fault to this GET; true when the fault answered (the file must not be served). */
export async function applyFileFault(ctx: RequestContext): Promise<boolean> {
	const fault = readFileFault(ctx);
	if (!fault) return false;
	const name = TARGET_FILES[fault.target].exec(ctx.url.pathname)?.[1];
	if (!name || (fault.only !== null && !name.startsWith(fault.only))) return false;
	const marker = { 'X-Demo-Fault-Applied': `file-${fault.mode}`, 'Cache-Control': NO_CACHE };
	switch (fault.mode) {
		case 'latency':
			await new Promise<void>((resolve) => {
				const timer = setTimeout(() => {
					ctx.state.timers.delete(timer);
					resolve();
				}, fault.latencyMs).unref();
				ctx.state.timers.add(timer);
			});
			ctx.res.setHeader('X-Demo-Fault-Applied', 'file-latency');
			return false;
		case '404':
			send(ctx.res, 404, 'text/plain; charset=UTF-8', 'Not Found (demo fault)\n', marker);
			return true;
		case 'redirect': {
			const origin = otherOrigin(ctx);
			if (!origin) return false;
			for (const [header, value] of Object.entries(marker)) ctx.res.setHeader(header, value);
			redirect(ctx.res, origin + ctx.url.pathname + ctx.url.search, 302);
			return true;
		}
	}
}

/** `GET /demo/file-fault?mode=…&target=…&latency=…&only=…`: sets (or, for anything else, clears) the file fault cookies. */
export function setFileFault(ctx: RequestContext): void {
	const query = ctx.url.searchParams;
	const mode = query.get('mode');
	const target = query.get('target');
	const only = query.get('only') ?? '';
	const cookie = (name: string, value: string | null) =>
		ctx.setCookie(serializeCookie(name, value ?? '', value === null ? { maxAge: 0, sameSite: 'Lax' } : { sameSite: 'Lax' }));
	if (isMode(mode) && isTarget(target)) {
		cookie(FILE_FAULT_COOKIES.mode, mode);
		cookie(FILE_FAULT_COOKIES.target, target);
		cookie(FILE_FAULT_COOKIES.latency, String(parseLatency(query.get('latency') ?? String(DEFAULT_LATENCY_MS))));
		cookie(FILE_FAULT_COOKIES.only, FILE_PREFIX.test(only) ? only : null);
	} else for (const name of Object.values(FILE_FAULT_COOKIES)) cookie(name, null);
	redirect(ctx.res, '/demo/#file-fault', 303);
}
