/**
 * The theme header's account link ("Log in" / "Log out (name)") and the two
 * URLs WordPress builds for it: wp_login_url() carries where to come back to,
 * wp_logout_url() also carries a `log-out` nonce, without which WordPress asks
 * "Do you really want to log out?" instead of logging out.
 */
import { type Html, escUrl, html } from '../http/html';

export interface Account {
	displayName: string;
	/** wp_create_nonce('log-out') for this login. */
	logoutNonce: string;
}

export const loginUrl = (redirectTo: string): string => `/wp-login.php?redirect_to=${encodeURIComponent(redirectTo)}`;

export const logoutUrl = (nonce: string, redirectTo: string): string =>
	`/wp-login.php?action=logout&redirect_to=${encodeURIComponent(redirectTo)}&_wpnonce=${nonce}`;

/** `here` is the current page's absolute URL: both links come back to it. */
export function accountLink(account: Account | null, here: string): Html {
	const link = account
		? html`<a href="${escUrl(logoutUrl(account.logoutNonce, here))}">Log out (${account.displayName})</a>`
		: html`<a href="${escUrl(loginUrl(here))}">Log in</a>`;
	return html`<p class="site-account">${link}</p>`;
}
