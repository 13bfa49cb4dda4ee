/**
 * `/wp-login.php`: WordPress's own login screen, a bare document outside the
 * theme (no header, no shop, no islands loader), and the "Do you really want
 * to log out?" page WordPress shows when a logout link has no valid nonce.
 */
import { type Html, escUrl, html } from '../http/html';
import { wpDiePage } from './error-pages';

export interface LoginScreen {
	/** What the visitor typed, kept after a failed attempt. */
	username: string;
	redirectTo: string;
	error: Html | null;
	info: string | null;
}

export function loginPage({ username, redirectTo, error, info }: LoginScreen): Html {
	const message = error
		? html`<div id="login_error" class="notice notice-error"><p>${error}</p></div>`
		: info
			? html`<div id="login-message" class="notice notice-info message"><p>${info}</p></div>`
			: '';
	return html`<!DOCTYPE html>
<html lang="en">
<head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, noarchive"><title>Log In &lsaquo; The Daily Island &#8212; WordPress</title><link rel="stylesheet" id="demo-site-css" href="/demo/assets/site.css" media="all"></head>
<body class="login no-js login-action-login wp-core-ui">
<div id="login"><h1 class="wp-login-logo"><a href="/">The Daily Island</a></h1>${message}
<form name="loginform" id="loginform" action="/wp-login.php" method="post"><p><label for="user_login">Username or Email Address</label><input type="text" name="log" id="user_login" class="input" value="${username}" size="20" autocapitalize="off" autocomplete="username" required="required"></p><div class="user-pass-wrap"><label for="user_pass">Password</label><div class="wp-pwd"><input type="password" name="pwd" id="user_pass" class="input password-input" value="" size="20" autocomplete="current-password" spellcheck="false" required="required"></div></div><p class="forgetmenot"><input name="rememberme" type="checkbox" id="rememberme" value="forever"> <label for="rememberme">Remember Me</label></p><p class="submit"><input type="submit" name="wp-submit" id="wp-submit" class="button button-primary button-large" value="Log In"><input type="hidden" name="redirect_to" value="${redirectTo}"></p></form>
<p id="nav"><a href="/my-account/">Register</a></p><p id="backtoblog"><a href="/">&larr; Go to The Daily Island</a></p><p class="demo-login-hint">Demo accounts: <code>admin</code> / <code>admin</code> (administrator), <code>reader</code> / <code>reader</code> (customer).</p></div>
</body>
</html>
`;
}

/** wp_nonce_ays('log-out'): HTTP 403, with the link that does carry a nonce. */
export const logoutConfirmPage = (logoutUrl: string): Html =>
	wpDiePage('Something went wrong.', html`You are attempting to log out of The Daily Island</p><p>Do you really want to <a href="${escUrl(logoutUrl)}">log out</a>?`, null);
