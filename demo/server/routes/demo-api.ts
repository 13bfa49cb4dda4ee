/**
 * The demo's own endpoints, for tests and the QA page: what the AJAX
 * endpoints received, a full reset, and the fault-mode switch. None of them
 * is subject to fault mode.
 */
import type { RequestContext } from '../context';
import { serializeCookie } from '../http/cookies';
import { NO_CACHE, redirect, send } from '../http/respond';
import { FAULT_COOKIE, FAULT_ENDPOINT_COOKIE, LATENCY_COOKIE, isFaultMode, parseLatency } from './fault';

const json = (ctx: RequestContext, data: unknown): void =>
	send(ctx.res, 200, 'application/json; charset=utf-8', JSON.stringify(data), { 'Cache-Control': NO_CACHE });

/** A form post (the QA page) goes back to the page; a script gets JSON. */
const wantsPage = (ctx: RequestContext): boolean => (ctx.req.headers.accept ?? '').includes('text/html');

function reset(ctx: RequestContext): void {
	ctx.state.sessions.clear();
	ctx.state.log.clear();
	// The browser still holds cart cookies for a cart that no longer exists.
	ctx.syncCartCookies();
	if (wantsPage(ctx)) return redirect(ctx.res, '/demo/', 303);
	json(ctx, { reset: true });
}

/** `/demo/fault?mode=…&latency=…&endpoint=…`: sets (or, for "none", clears) the fault cookies. */
function setFault(ctx: RequestContext): void {
	const query = ctx.url.searchParams;
	const mode = query.get('mode');
	const endpoint = query.get('endpoint') ?? '';
	const cookie = (name: string, value: string | null) =>
		ctx.setCookie(serializeCookie(name, value ?? '', value === null ? { maxAge: 0, sameSite: 'Lax' } : { sameSite: 'Lax' }));
	if (isFaultMode(mode)) {
		cookie(FAULT_COOKIE, mode);
		cookie(LATENCY_COOKIE, String(parseLatency(query.get('latency') ?? undefined)));
		cookie(FAULT_ENDPOINT_COOKIE, /^[\w/-]{1,100}$/.test(endpoint) ? endpoint : null);
	} else for (const name of [FAULT_COOKIE, LATENCY_COOKIE, FAULT_ENDPOINT_COOKIE]) cookie(name, null);
	redirect(ctx.res, '/demo/', 303);
}

/** Returns false when the path is not one of the demo endpoints. */
export function handleDemoApi(ctx: RequestContext): boolean {
	const route = `${ctx.req.method} ${ctx.url.pathname}`;
	switch (route) {
		case 'GET /demo/api/requests':
			json(ctx, ctx.state.log.requests);
			return true;
		case 'GET /demo/api/violations':
			json(ctx, ctx.state.log.violations);
			return true;
		case 'POST /demo/api/reset':
			reset(ctx);
			return true;
		case 'GET /demo/fault':
			setFault(ctx);
			return true;
	}
	return false;
}
