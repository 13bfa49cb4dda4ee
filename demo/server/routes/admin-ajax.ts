/**
 * `/wp-admin/admin-ajax.php`: WordPress's generic AJAX endpoint, used by the
 * theme and the wishlist plugin. Actions are registered in ADMIN_AJAX_ACTIONS;
 * like WordPress, a missing or unknown action dies with "0" and HTTP 400.
 */
import type { RequestContext } from '../context';
import { type PhpValue, parsePhpForm } from '../http/php-form';
import { NO_CACHE, send } from '../http/respond';
import { admit, readAjaxBody } from './ajax-entry';
import { WISHLIST_AJAX_ACTIONS } from './wishlist-ajax';

/** `$_REQUEST`: query values overlaid by body values (PHP's default request_order "GP"). */
export type RequestFields = Record<string, PhpValue>;

export type AdminAjaxHandler = (ctx: RequestContext, request: RequestFields) => void | Promise<void>;

/** admin-ajax's headers: text/html by default, never cached, never indexed. */
export function adminAjaxResponse(ctx: RequestContext, status: number, body: string, contentType = 'text/html; charset=UTF-8'): void {
	send(ctx.res, status, contentType, body, {
		'Cache-Control': NO_CACHE,
		'X-Robots-Tag': 'noindex',
		'X-Content-Type-Options': 'nosniff',
	});
}

/**
 * Core's `rest-nonce` (the REST helper's nonceEndpoint, contract rest-helper
 * §6): a fresh `wp_rest` nonce as the bare body. WordPress registers it only
 * for logged-in users (no `wp_ajax_nopriv_` hook), so a visitor gets admin-ajax's 400 "0".
 */
const restNonce: AdminAjaxHandler = (ctx) =>
	ctx.user ? adminAjaxResponse(ctx, 200, ctx.nonce('wp_rest')) : adminAjaxResponse(ctx, 400, '0');

/**
 * action → handler. Add an action with one line here; handlers answer through
 * `adminAjaxResponse` so every reply carries WordPress's AJAX headers.
 */
export const ADMIN_AJAX_ACTIONS: Record<string, AdminAjaxHandler> = {
	'rest-nonce': restNonce,
	...WISHLIST_AJAX_ACTIONS,
};

export async function handleAdminAjax(ctx: RequestContext): Promise<void> {
	const body = await readAjaxBody(ctx);
	if (!body) return;
	const request: RequestFields = { ...parsePhpForm(ctx.url.search.slice(1)), ...body.form };
	const action = typeof request.action === 'string' ? request.action : '';
	if (!(await admit(ctx, { kind: 'admin-ajax', endpoint: action || '(none)', body, violations: [] }))) return;
	const handler = Object.prototype.hasOwnProperty.call(ADMIN_AJAX_ACTIONS, action) ? ADMIN_AJAX_ACTIONS[action] : undefined;
	if (!handler) return adminAjaxResponse(ctx, 400, '0');
	await handler(ctx, request);
}
