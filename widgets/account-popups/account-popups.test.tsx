import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGES } from '../../contracts/theme/globals';
import { itHydratesByteForByte } from '../../runtime/react/testing/island-contract-tests';
import { AccountForm } from './account-form';
import { validateAccount } from './validate';
import { CAPTCHA_UNAVAILABLE } from './captcha';

const login =
	'<form action="#" data-type="login" method="post" accept-charset="utf-8"><h3>Welcome Back!</h3><div class="form-message"></div><p class="input_field"><input type="text" name="username" placeholder="Username" value=""></p>' +
	'<p class="input_field"><input type="password" name="password" placeholder="Password" value=""></p><p class="submit"><input type="hidden" name="action" value="login_handler"><input type="hidden" name="jnews_nonce" value="abc"><input type="submit" name="jeg_login_button" class="button" value="Log In" data-process="Processing . . ." data-string="Log In"></p></form>';

afterEach(() => {
	document.body.innerHTML = '';
});

describe('account forms', () => {
	itHydratesByteForByte('login form', login, (element) => (
		<AccountForm element={element} type="login" messages={DEFAULT_MESSAGES} recaptcha={false} recaptchaApi="/r.js" loginReload="/" />
	));

	const none = { required: false, token: '' };
	it.each([
		['register', { email: '', username: '' }, none, 'Please enter your email!'],
		['register', { email: 'a@b.c', username: '' }, none, 'Please enter your username!'],
		['login', { username: '', password: '' }, none, 'Please enter your username!'],
		['login', { username: 'a', password: '' }, none, 'Please enter your password!'],
		['login', { username: ' ', password: ' ' }, none, null],
		['forgot', { user_login: '' }, none, 'Please enter your username!'],
		['login', { username: 'a', password: 'b' }, { required: true, token: '' }, 'Invalid Recaptcha!'],
		['login', { username: 'a', password: 'b' }, { required: true, token: 't' }, null],
		['login', { username: 'a', password: 'b' }, { required: true, token: '', failed: true }, CAPTCHA_UNAVAILABLE],
		['login', { username: 'a', password: '' }, { required: true, token: '', failed: true }, 'Please enter your password!'],
	] as const)('%s %j → %s', (type, fields, captcha, expected) => {
		expect(validateAccount(type, fields, DEFAULT_MESSAGES, captcha)).toBe(expected);
	});
});
