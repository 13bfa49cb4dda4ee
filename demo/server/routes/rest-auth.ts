/**
 * Cookie authentication for the REST API (contract rest-helper §6, server
 * side): the login cookie only counts together with a valid `wp_rest` nonce.
 * No nonce at all → the request runs as user 0 (not an error). A nonce that
 * does not verify → 403 `rest_cookie_invalid_nonce`, whether or not anyone is
 * logged in. A valid one → the cookie's user, and a fresh nonce in the
 * `X-WP-Nonce` response header.
 */
import type { RequestContext } from '../context';
import { type PhpValue, scalar } from '../http/php-form';
import { NO_CACHE } from '../http/respond';
import type { User } from '../state/users';
import { type RestReply, restError } from './rest-request';
import { readSiteSettings } from './site-settings';

export type RestAuth = { ok: true; user: User | null; headers: Record<string, string> } | { ok: false; reply: RestReply };

/** `$_REQUEST['_wpnonce']` (the body wins over the query), else the `X-WP-Nonce` header. */
function sentNonce(ctx: RequestContext, query: Record<string, PhpValue>, body: Record<string, PhpValue>): string | undefined {
	const header = ctx.req.headers['x-wp-nonce'];
	return scalar(body, '_wpnonce') ?? scalar(query, '_wpnonce') ?? (typeof header === 'string' ? header : undefined);
}

export function authenticateRest(ctx: RequestContext, query: Record<string, PhpValue>, body: Record<string, PhpValue>): RestAuth {
	const nonce = sentNonce(ctx, query, body);
	if (nonce === undefined) return { ok: true, user: null, headers: {} };
	// The QA setting stands for a plugin that rejects every nonce: the client must give up after one refresh.
	if (readSiteSettings(ctx).restNonce === 'invalid' || !ctx.verifyNonce(nonce, 'wp_rest')) {
		const reply = restError(403, 'rest_cookie_invalid_nonce', 'Cookie check failed');
		return { ok: false, reply: { ...reply, headers: { 'Cache-Control': NO_CACHE } } };
	}
	const user = ctx.user;
	// A logged-in answer must never be cached (rest_send_nocache_headers).
	return { ok: true, user, headers: { 'X-WP-Nonce': ctx.nonce('wp_rest'), ...(user ? { 'Cache-Control': NO_CACHE } : {}) } };
}
