/**
 * The account forms' checks, in the theme's order (spec §5, theme-ajax.md
 * §5.2): the first failure wins and nothing is sent. "Empty" is exactly "",
 * not trimmed, as in the original.
 */
import type { AccountFormType } from '../../contracts/theme/account';
import type { ThemeMessages } from '../../contracts/theme/globals';
import { captchaUnavailable } from './captcha';

export interface AccountFields {
	email?: string;
	username?: string;
	password?: string;
	user_login?: string;
}

/** `failed`: the reCAPTCHA library could not be loaded, so no token can ever come (said instead of 'Invalid Recaptcha!'). */
export function validateAccount(type: AccountFormType, fields: AccountFields, messages: ThemeMessages, captcha: { required: boolean; token: string; failed?: boolean }): string | null {
	if (type === 'register' && fields.email === '') return messages.empty_email;
	if ((type === 'login' || type === 'register') && fields.username === '') return messages.empty_username;
	if (type === 'login' && fields.password === '') return messages.empty_password;
	if (type === 'forgot' && fields.user_login === '') return messages.empty_username;
	if (captcha.required && captcha.token === '') return captcha.failed ? captchaUnavailable() : messages.invalid_recaptcha;
	return null;
}
