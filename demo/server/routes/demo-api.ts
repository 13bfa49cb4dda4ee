/**
 * The demo's own endpoints, for tests and the QA page: what the AJAX
 * endpoints received, what checkout, registration and uploads recorded, a
 * full reset, nonce expiry, the fault switches and the site settings. None of
 * them is subject to fault mode.
 */
import type { RequestContext } from '../context';
import { serializeCookie } from '../http/cookies';
import { NO_CACHE, redirect, send } from '../http/respond';
import { originLabel } from '../state/attribution';
import { NONCE_EPOCH_COOKIE, newNonceEpoch } from '../state/nonce';
import { FAULT_COOKIE, FAULT_ENDPOINT_COOKIE, LATENCY_COOKIE, isFaultMode, parseLatency } from './fault';
import { MEDIA_FAIL_COOKIE } from './rest-media';
import { setSiteSettings } from './site-settings';
import { handleWishlistApi } from './wishlist-api';
import { wishlistStore } from '../state/wishlists';

const json = (ctx: RequestContext, data: unknown): void =>
	send(ctx.res, 200, 'application/json; charset=utf-8', JSON.stringify(data), { 'Cache-Control': NO_CACHE });

/** A form post (the QA page) goes back to the page; a script gets JSON. */
const wantsPage = (ctx: RequestContext): boolean => (ctx.req.headers.accept ?? '').includes('text/html');

function reset(ctx: RequestContext): void {
	ctx.state.sessions.clear();
	ctx.state.log.clear();
	// Back to the two demo users, which also ends every login.
	ctx.state.users.reset();
	ctx.state.orders.clear();
	ctx.state.media.clear();
	wishlistStore(ctx.state).clear();
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

/** Makes every nonce this browser was issued stale (REST calls then get `rest_cookie_invalid_nonce`). */
function expireNonces(ctx: RequestContext): void {
	ctx.setCookie(serializeCookie(NONCE_EPOCH_COOKIE, newNonceEpoch(), { sameSite: 'Lax' }));
	if (wantsPage(ctx)) return redirect(ctx.res, '/demo/', 303);
	json(ctx, { expired: true });
}

/** `/demo/media-fail?n=3`: sets the media upload fault cookie; 0 or anything else clears it. */
function setMediaFail(ctx: RequestContext): void {
	const n = ctx.url.searchParams.get('n') ?? '';
	const on = /^[1-9]\d?$/.test(n);
	ctx.setCookie(serializeCookie(MEDIA_FAIL_COOKIE, on ? n : '', on ? { sameSite: 'Lax' } : { maxAge: 0, sameSite: 'Lax' }));
	redirect(ctx.res, '/demo/', 303);
}

const ordersJson = (ctx: RequestContext) =>
	ctx.state.orders.list().map((order) => ({ ...order, origin: originLabel(order.meta) }));

const usersJson = (ctx: RequestContext) =>
	ctx.state.users.list().map((user) => ({
		id: user.id,
		login: user.login,
		email: user.email,
		role: user.role,
		displayName: user.displayName,
		registered: user.registered,
		woocommerce_meta: user.wooMeta,
		meta: user.attribution,
		origin: originLabel(user.attribution),
	}));

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
		case 'POST /demo/api/expire-nonces':
			expireNonces(ctx);
			return true;
		case 'GET /demo/api/orders':
			json(ctx, ordersJson(ctx));
			return true;
		case 'GET /demo/api/users':
			json(ctx, usersJson(ctx));
			return true;
		case 'GET /demo/api/media':
			json(ctx, ctx.state.media.list());
			return true;
		case 'GET /demo/media-fail':
			setMediaFail(ctx);
			return true;
		case 'GET /demo/fault':
			setFault(ctx);
			return true;
		case 'GET /demo/settings':
			setSiteSettings(ctx);
			return true;
	}
	return handleWishlistApi(ctx);
}
