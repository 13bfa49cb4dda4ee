/**
 * WordPress's `wordpress_logged_in_<COOKIEHASH>` cookie: `login|expiration|
 * token|hmac`. The HMAC covers the other three parts, and the token must
 * still be one of the user's live sessions, so a forged, expired or
 * logged-out cookie names nobody. The front end, admin-ajax and cookie-
 * authenticated REST requests all find the current user through it.
 */
import { timingSafeEqual } from 'node:crypto';
import { hmacHex } from '../crypto';
import { COOKIEHASH } from './sessions';
import type { User, UserStore } from './users';

export const LOGGED_IN_COOKIE = `wordpress_logged_in_${COOKIEHASH}`;

/** auth_cookie_expiration defaults: two days, fourteen with "Remember me". */
const SESSION_SECONDS = 2 * 86_400;
const REMEMBER_SECONDS = 14 * 86_400;

export interface LoggedIn {
	user: User;
	/** The session token; nonces of a logged-in user are bound to it. */
	token: string;
}

const sign = (secret: Buffer, login: string, expiration: string, token: string): string =>
	hmacHex(secret, `logged_in|${login}|${expiration}|${token}`);

/**
 * Opens a session and returns the cookie value. Without "Remember me" the
 * cookie is a browser-session one (`maxAge` undefined), as in WordPress.
 */
export function openLoginCookie(users: UserStore, secret: Buffer, user: User, remember: boolean): { value: string; maxAge?: number; login: LoggedIn } {
	const lifetime = remember ? REMEMBER_SECONDS : SESSION_SECONDS;
	const { token, expires } = users.openSession(user, lifetime * 1000);
	const expiration = String(Math.floor(expires / 1000));
	const value = [user.login, expiration, token, sign(secret, user.login, expiration, token)].join('|');
	return { value, maxAge: remember ? lifetime : undefined, login: { user, token } };
}

export function readLoginCookie(users: UserStore, secret: Buffer, value: string | undefined): LoggedIn | null {
	const parts = (value ?? '').split('|');
	if (parts.length !== 4) return null;
	const [login, expiration, token, hmac] = parts;
	const expected = Buffer.from(sign(secret, login, expiration, token));
	const given = Buffer.from(hmac);
	if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
	if (Number(expiration) * 1000 < Date.now()) return null;
	const user = users.findByLoginOrEmail(login);
	return user && user.login === login && users.sessionIsLive(user, token) ? { user, token } : null;
}
