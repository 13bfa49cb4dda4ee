/**
 * Response writers. Headers a route adds before calling these (Set-Cookie,
 * X-Demo-Violation) are kept; HEAD requests get the headers without a body.
 */
import type { ServerResponse } from 'node:http';
import type { Html } from './html';
import { isRtlRequest, rtlPage } from './rtl';
import { isStrictCspRequest, strictCspPage } from './strict-csp';

/** WordPress's nocache_headers() value, which the wc-ajax contract (§3.1) requires. */
export const NO_CACHE = 'no-cache, must-revalidate, max-age=0, no-store, private';

export function send(
	res: ServerResponse,
	status: number,
	contentType: string,
	body: string | Buffer,
	headers: Record<string, string> = {},
): void {
	if (res.headersSent || res.destroyed) return;
	res.statusCode = status;
	res.setHeader('Content-Type', contentType);
	for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
	res.setHeader('Content-Length', Buffer.byteLength(body));
	res.end(res.req.method === 'HEAD' ? undefined : body);
}

/**
 * A page: never cached, since it shows the visitor's cart; right to left when asked (./rtl.ts); under
 * `?csp=strict` with its policy and nonces.
 */
export function sendHtml(res: ServerResponse, status: number, page: Html): void {
	const headers = { 'Cache-Control': NO_CACHE };
	const value = isRtlRequest(res.req) ? rtlPage(page.value) : page.value;
	if (!isStrictCspRequest(res.req)) return send(res, status, 'text/html; charset=UTF-8', value, headers);
	const strict = strictCspPage(value);
	send(res, status, 'text/html; charset=UTF-8', strict.page, { ...headers, ...strict.headers });
}

export const sendJson = (res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void =>
	send(res, status, 'application/json; charset=UTF-8', body, headers);

export const sendText = (res: ServerResponse, status: number, body: string): void =>
	send(res, status, 'text/plain; charset=UTF-8', body, { 'Cache-Control': NO_CACHE });

export function redirect(res: ServerResponse, location: string, status = 302): void {
	if (res.headersSent || res.destroyed) return;
	res.statusCode = status;
	res.setHeader('Location', location);
	res.setHeader('Cache-Control', NO_CACHE);
	res.setHeader('Content-Length', 0);
	res.end();
}
