/**
 * `/wp-login.php`: GET shows the login screen; POST `log`/`pwd` logs in and
 * follows `redirect_to` when it stays on this site (else My account, where
 * WooCommerce sends customers); `?action=logout` with a valid `log-out`
 * nonce logs out. Without that nonce a logged-in visitor gets WordPress's
 * "Do you really want to log out?" page (HTTP 403) and stays logged in.
 */
import type { RequestContext } from '../context';
import { type Html, html } from '../http/html';
import { scalar } from '../http/php-form';
import { redirect, send, sendHtml } from '../http/respond';
import { safeRedirect } from '../http/safe-redirect';
import { logoutUrl } from '../render/account-links';
import { loginPage, logoutConfirmPage } from '../render/login-page';
import type { Authentication } from '../state/users';
import { readAjaxBody } from './ajax-entry';
import { logIn, logOut } from './auth';

const AFTER_LOGIN = '/my-account/';
const AFTER_LOGOUT = '/wp-login.php?loggedout=true';

/** wp_authenticate()'s messages for a failed attempt. */
export function loginError(outcome: Exclude<Authentication, { ok: true }>, name: string): Html {
	if (outcome.reason === 'empty')
		return name.trim() === '' ? html`<strong>Error:</strong> The username field is empty.` : html`<strong>Error:</strong> The password field is empty.`;
	if (outcome.reason === 'unknown')
		return html`<strong>Error:</strong> The username <strong>${name}</strong> is not registered on this site. If you are unsure of your username, try your email address instead.`;
	return html`<strong>Error:</strong> The password you entered for the username <strong>${name}</strong> is incorrect.`;
}

function logout(ctx: RequestContext): void {
	const query = ctx.url.searchParams;
	const back = safeRedirect(ctx.origin, query.get('redirect_to') ?? undefined, AFTER_LOGOUT);
	if (ctx.loggedIn && !ctx.verifyNonce(query.get('_wpnonce') ?? undefined, 'log-out'))
		return send(ctx.res, 403, 'text/html; charset=UTF-8', logoutConfirmPage(logoutUrl(ctx.nonce('log-out'), back)).value);
	logOut(ctx);
	redirect(ctx.res, back);
}

export async function handleLogin(ctx: RequestContext): Promise<void> {
	const query = ctx.url.searchParams;
	if (query.get('action') === 'logout') return logout(ctx);
	const screen = { username: '', redirectTo: query.get('redirect_to') ?? '', error: null, info: query.get('loggedout') === 'true' ? 'You are now logged out.' : null };
	if (ctx.req.method !== 'POST') return sendHtml(ctx.res, 200, loginPage(screen));

	const body = await readAjaxBody(ctx);
	if (!body) return;
	const name = scalar(body.form, 'log') ?? '';
	const password = scalar(body.form, 'pwd') ?? '';
	const redirectTo = scalar(body.form, 'redirect_to') ?? '';
	const outcome = ctx.state.users.authenticate(name, password);
	if (!outcome.ok) return sendHtml(ctx.res, 200, loginPage({ username: name, redirectTo, error: loginError(outcome, name), info: null }));
	logIn(ctx, outcome.user, scalar(body.form, 'rememberme') === 'forever');
	redirect(ctx.res, safeRedirect(ctx.origin, redirectTo, AFTER_LOGIN));
}
