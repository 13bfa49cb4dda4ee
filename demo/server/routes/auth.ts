/**
 * Logging in and out, shared by `/wp-login.php` and WooCommerce's My account
 * forms. Logging in opens a session token and sets the HttpOnly
 * `wordpress_logged_in_*` cookie; it also clears the coming-soon banner's
 * "dismissed" flag, which WooCommerce resets at every login (contract §3.5).
 * Logging out closes the token and, as WooCommerce does on `wp_logout`,
 * destroys the visitor's cart session.
 */
import type { RequestContext } from '../context';
import { serializeCookie } from '../http/cookies';
import { LOGGED_IN_COOKIE, openLoginCookie } from '../state/login-cookie';
import type { User } from '../state/users';

export function logIn(ctx: RequestContext, user: User, remember: boolean): void {
	const { value, maxAge, login } = openLoginCookie(ctx.state.users, ctx.state.secret, user, remember);
	ctx.setCookie(serializeCookie(LOGGED_IN_COOKIE, value, { maxAge, httpOnly: true }));
	user.wooMeta.coming_soon_banner_dismissed = 'no';
	ctx.setLoggedIn(login);
}

export function logOut(ctx: RequestContext): void {
	const login = ctx.loggedIn;
	if (login) login.user.sessions.delete(login.token);
	if (ctx.cookies.has(LOGGED_IN_COOKIE)) ctx.setCookie(serializeCookie(LOGGED_IN_COOKIE, '', { maxAge: 0, httpOnly: true }));
	ctx.endSession();
	ctx.syncCartCookies();
	ctx.setLoggedIn(null);
}
