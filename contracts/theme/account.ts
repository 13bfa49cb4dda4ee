/**
 * The login, register and forgot-password popups (theme-ajax.md §5): the
 * nonce refresh and the form post on the theme endpoint.
 */
import { type Guard, isRecord, isString, optional, shape } from '../guard';

export type AccountFormType = 'login' | 'register' | 'forgot';

/** The hidden `action` each form posts. */
export const ACCOUNT_ACTIONS: Record<AccountFormType, string> = {
	login: 'login_handler',
	register: 'register_handler',
	forgot: 'forget_password_handler',
};

export const REFRESH_NONCE_ACTION = 'jnews_refresh_nonce';
/** The nonce action the account handlers verify (`refresh_action_nonce` names it). */
export const ACCOUNT_NONCE_ACTION = 'jnews_nonce';

export interface RefreshNonceResponse {
	jnews_nonce: string;
}

export const isRefreshNonceResponse: Guard<RefreshNonceResponse> = (value): value is RefreshNonceResponse =>
	isRecord(value) && isString(value.jnews_nonce) && value.jnews_nonce !== '';

/** `response` is the number 1 on success and mostly the string "0" on failure. */
export interface AccountResponse {
	response: Flag;
	string: string;
	refresh?: Flag;
}

type Flag = 0 | 1 | '0' | '1';
const flag: Guard<Flag> = (value): value is Flag => value === 0 || value === 1 || value === '0' || value === '1';

export const isAccountResponse: Guard<AccountResponse> = shape({ response: flag, string: isString, refresh: optional(flag) });

export const accountSucceeded = (answer: AccountResponse): boolean => Number(answer.response) === 1;
export const accountRefreshes = (answer: AccountResponse): boolean => Number(answer.refresh) === 1;

/** Server messages (the theme's own strings). */
export const ACCOUNT_MESSAGES = {
	loginOk: 'Login successful. Please wait while you are being redirected.',
	registerOk: 'Register successful. Please check your email (index or spam folder), the password was sent there.',
	forgotOk: 'Please check your e-mail for the confirmation link',
	invalidRecaptcha: 'Invalid Recaptcha!',
	usernameRequired: 'Username / email is required.',
	passwordRequired: 'Password is required.',
	usernameTaken: 'Username is already taken',
	invalidEmail: 'Invalid email',
	emailTaken: 'Email is already registered',
	notRegistered: 'email or username is not registered into this site',
} as const;
