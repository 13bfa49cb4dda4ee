/**
 * The account popups' actions (theme-ajax.md §5.3): `jnews_refresh_nonce`
 * hands out a fresh `jnews_nonce`; the three handlers check it (a failed
 * check answers an empty body, as the theme's `check_ajax_referer` path does),
 * then the captcha when the form carries one, then the fields.
 */
import { ACCOUNT_MESSAGES, ACCOUNT_NONCE_ACTION } from '../../../contracts/theme/account';
import type { RequestContext } from '../context';
import { RECAPTCHA_SITE_KEY } from '../render/theme/account-popups';
import { verifyRecaptchaToken } from '../state/recaptcha';
import { logIn } from './auth';
import { fieldText, type ThemeHandler, type ThemeRequest, themeJson, themeResponse } from './theme-respond';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const refreshNonce: ThemeHandler = (ctx, request) =>
	fieldText(request.refresh_action_nonce) === ACCOUNT_NONCE_ACTION ? themeJson(ctx, { jnews_nonce: ctx.nonce(ACCOUNT_NONCE_ACTION) }) : themeResponse(ctx, '');

const fail = (ctx: RequestContext, message: string) => themeJson(ctx, { response: '0', string: message });

/**
 * Shared front of the three handlers: the nonce, then reCAPTCHA when its field
 * was posted (Google's widget adds `g-recaptcha-response` only when enabled):
 * the token must come from the fake library for the site key and be fresh
 * (state/recaptcha.ts stands in for Google's `siteverify`).
 */
function checked(ctx: RequestContext, request: ThemeRequest): boolean {
	if (!ctx.verifyNonce(fieldText(request.jnews_nonce), ACCOUNT_NONCE_ACTION)) {
		themeResponse(ctx, '');
		return false;
	}
	if ('g-recaptcha-response' in request && !verifyRecaptchaToken(ctx.state.secret, fieldText(request['g-recaptcha-response']).trim(), RECAPTCHA_SITE_KEY)) {
		fail(ctx, ACCOUNT_MESSAGES.invalidRecaptcha);
		return false;
	}
	return true;
}

const login: ThemeHandler = (ctx, request) => {
	if (!checked(ctx, request)) return;
	const username = fieldText(request.username);
	const password = fieldText(request.password);
	if (username.trim() === '') return fail(ctx, ACCOUNT_MESSAGES.usernameRequired);
	if (password === '') return fail(ctx, ACCOUNT_MESSAGES.passwordRequired);
	const outcome = ctx.state.users.authenticate(username, password);
	if (!outcome.ok)
		return fail(ctx, outcome.reason === 'unknown' ? ACCOUNT_MESSAGES.notRegistered : 'The password you entered for the username is incorrect.');
	logIn(ctx, outcome.user, fieldText(request.remember_me) === 'true');
	themeJson(ctx, { response: 1, refresh: 1, string: ACCOUNT_MESSAGES.loginOk });
};

const register: ThemeHandler = (ctx, request) => {
	if (!checked(ctx, request)) return;
	const email = fieldText(request.email).trim();
	const username = fieldText(request.username).trim();
	if (username === '') return fail(ctx, ACCOUNT_MESSAGES.usernameRequired);
	if (!EMAIL.test(email)) return fail(ctx, ACCOUNT_MESSAGES.invalidEmail);
	if (ctx.state.users.findByLoginOrEmail(username)) return fail(ctx, ACCOUNT_MESSAGES.usernameTaken);
	if (ctx.state.users.findByLoginOrEmail(email)) return fail(ctx, ACCOUNT_MESSAGES.emailTaken);
	// The password is mailed in the theme; the demo has no mail, so it is the username.
	const user = ctx.state.users.register(email, username);
	user.login = username;
	themeJson(ctx, { response: 1, string: ACCOUNT_MESSAGES.registerOk });
};

const forgot: ThemeHandler = (ctx, request) => {
	if (!checked(ctx, request)) return;
	const name = fieldText(request.user_login);
	if (name.trim() === '') return fail(ctx, ACCOUNT_MESSAGES.usernameRequired);
	if (!ctx.state.users.findByLoginOrEmail(name)) return fail(ctx, ACCOUNT_MESSAGES.notRegistered);
	themeJson(ctx, { response: 1, string: ACCOUNT_MESSAGES.forgotOk });
};

export const ACCOUNT_HANDLERS: Record<string, ThemeHandler> = {
	jnews_refresh_nonce: refreshNonce,
	login_handler: login,
	register_handler: register,
	forget_password_handler: forgot,
};
