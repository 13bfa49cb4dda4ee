/**
 * Where the account forms load Google's reCAPTCHA library from (theme-ajax.md
 * §5.4). The theme prints no such setting: JNews 10+ prints Google's script
 * itself in the footer; 9.x expects it on the page. The bundle loads it on
 * the first popup open when it is missing, from Google unless
 * `jnewsoption.recaptcha_api` says otherwise (a site adds it through the
 * theme's `jnews_frontend_asset_localize_script` filter: a mirror such as
 * `https://www.recaptcha.net/recaptcha/api.js` where google.com is blocked,
 * or the demo's local fake). The explicit-render and onload parameters are
 * added by the loader; the value must be an http(s) URL or a root-relative path.
 */
import { isRecord, isString } from '../guard';

export const RECAPTCHA_API = 'https://www.google.com/recaptcha/api.js';

/** The form field the server reads the token from (Google's widget names its textarea so). */
export const RECAPTCHA_FIELD = 'g-recaptcha-response';

export function readRecaptchaApi(scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): string {
	const options = scope.jnewsoption;
	const value = isRecord(options) ? options.recaptcha_api : undefined;
	return isString(value) && /^(https?:\/\/|\/(?!\/))/i.test(value.trim()) ? value.trim() : RECAPTCHA_API;
}
