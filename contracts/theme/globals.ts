/**
 * The JNews theme's localized globals (shared/contracts/theme-ajax.md §0.4).
 * `jnewsoption` goes through `wp_localize_script`, so its top-level scalars
 * arrive as strings ("1", "", "72"); a theme that prints it by hand sends real
 * booleans and numbers. Both are read here into plain values, so widgets never
 * test `"0"` for truth by accident.
 */
import { type Guard, isBoolean, isNumber, isRecord, isString } from '../guard';
import { readLocalized } from '../localized';

/** What a localized scalar may look like on the page. */
type Scalar = string | number | boolean | null | undefined;

const isScalar = (value: unknown): value is Scalar =>
	value === null || value === undefined || isString(value) || isNumber(value) || isBoolean(value);

/** PHP truthiness after `wp_localize_script`: "", "0", 0, false and null are off. */
export const scalarOn = (value: Scalar): boolean => value !== '' && value !== '0' && value !== 0 && value !== false && value != null;

const scalarNumber = (value: Scalar): number => {
	const parsed = Number(value);
	return Number.isFinite(parsed) ? parsed : 0;
};

/** The messages the account forms show; the theme translates them (spec §5). */
export interface ThemeMessages {
	invalid_recaptcha: string;
	empty_username: string;
	empty_email: string;
	empty_password: string;
}

export const DEFAULT_MESSAGES: ThemeMessages = {
	invalid_recaptcha: 'Invalid Recaptcha!',
	empty_username: 'Please enter your username!',
	empty_email: 'Please enter your email!',
	empty_password: 'Please enter your password!',
};

/** `jnewsoption`, read into the values the islands use. */
export interface ThemeOptions {
	/** Sent as `lang` on every theme call (spec §7). */
	language: string;
	modulePrefix: string;
	liveSearch: boolean;
	postId: number;
	isBlog: boolean;
	isMobile: boolean;
	sidefeedAjax: boolean;
	recaptcha: boolean;
	rtl: boolean;
	loginReload: string;
	messages: ThemeMessages;
}

const RAW_FIELDS: Record<string, Guard<unknown>> = {
	language: isScalar,
	module_prefix: isScalar,
	live_search: isScalar,
	postid: isScalar,
	isblog: isScalar,
	ismobile: isScalar,
	sidefeed_ajax: isScalar,
	recaptcha: isScalar,
	rtl: isScalar,
	login_reload: isScalar,
	lang: (value) => value === undefined || isRecord(value),
};

const isRawOptions = (value: unknown): value is Record<string, Scalar> & { lang?: Record<string, unknown> } =>
	isRecord(value) && Object.entries(RAW_FIELDS).every(([key, guard]) => guard(value[key]));

export const MODULE_PREFIX = 'jnews_module_ajax_';

/** Reads a raw `jnewsoption` object (already guarded) into ThemeOptions. */
export function themeOptionsFrom(raw: Record<string, Scalar> & { lang?: Record<string, unknown> }): ThemeOptions {
	const lang = raw.lang ?? {};
	const message = (key: keyof ThemeMessages) => (isString(lang[key]) && lang[key] !== '' ? (lang[key] as string) : DEFAULT_MESSAGES[key]);
	const text = (value: Scalar, fallback = '') => (isString(value) ? value : value == null ? fallback : String(value));
	return {
		language: text(raw.language),
		modulePrefix: text(raw.module_prefix) || MODULE_PREFIX,
		// The theme's default is on: only an explicit off value turns it off.
		liveSearch: raw.live_search === undefined ? true : scalarOn(raw.live_search),
		postId: scalarNumber(raw.postid),
		isBlog: scalarOn(raw.isblog),
		isMobile: scalarOn(raw.ismobile),
		sidefeedAjax: scalarOn(raw.sidefeed_ajax),
		recaptcha: scalarNumber(raw.recaptcha) === 1,
		rtl: scalarOn(raw.rtl),
		loginReload: text(raw.login_reload),
		messages: {
			invalid_recaptcha: message('invalid_recaptcha'),
			empty_username: message('empty_username'),
			empty_email: message('empty_email'),
			empty_password: message('empty_password'),
		},
	};
}

/** `window.jnewsoption`; null when missing (quietly) or corrupt (one warning). */
export function readThemeOptions(scope?: Record<string, unknown>): ThemeOptions | null {
	const raw = readLocalized('jnewsoption', isRawOptions, RAW_FIELDS, scope);
	return raw ? themeOptionsFrom(raw) : null;
}

export const DEFAULT_AJAX_URL = '/?ajax-request=jnews';

/** `window.jnews_ajax_url`, resolved against the page (it is relative); the fallback when absent or not a string. */
export function readThemeAjaxUrl(base: string, scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): string {
	const value = scope.jnews_ajax_url;
	const relative = isString(value) && value.trim() !== '' ? value : DEFAULT_AJAX_URL;
	try {
		return new URL(relative, base).href;
	} catch {
		return new URL(DEFAULT_AJAX_URL, base).href;
	}
}

/** `window.jfla`: the first-load action names; [] when missing or not an array of strings. */
export function readFirstLoadActions(scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): string[] {
	const value = scope.jfla;
	return Array.isArray(value) && value.every(isString) ? value : [];
}
