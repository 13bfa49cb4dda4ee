/**
 * Calls to the theme's endpoint (theme-ajax.md §0): POST to the printed
 * `jnews_ajax_url` (resolved against the page; a fallback when absent),
 * jQuery's form encoding, `X-Requested-With` on every call and, from the
 * site-ajax transport, the `lang` field the theme's global jQuery default
 * added to every request (spec §7; first-load too, contract edge case 13).
 */
import { readThemeAjaxUrl, readThemeOptions, type ThemeOptions } from '../../contracts/theme/globals';
import type { AjaxOutcome } from '../http/ajax';
import { siteAjax } from '../http/site-ajax';

/** jQuery's default: no timeout. Ours is generous but finite, so nothing spins forever. */
export const THEME_TIMEOUT_MS = 30_000;

let options: ThemeOptions | null | undefined;

/** `jnewsoption`, read once (null when the theme did not print it). */
export function themeOptions(): ThemeOptions | null {
	if (options === undefined) options = readThemeOptions();
	return options;
}

/** Forgets the cached options (tests print a different global). */
export const resetThemeOptions = (): void => {
	options = undefined;
};

export interface ThemeCallOptions {
	expect?: 'json' | 'text';
	signal?: AbortSignal;
	timeoutMs?: number;
}

export function themeCall(fields: Record<string, unknown>, call: ThemeCallOptions = {}): Promise<AjaxOutcome> {
	return siteAjax(readThemeAjaxUrl(location.href), {
		form: fields,
		asXhr: true,
		expect: call.expect ?? 'json',
		signal: call.signal,
		timeoutMs: call.timeoutMs ?? THEME_TIMEOUT_MS,
	});
}
