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

/**
 * An answer where an HTML fragment was asked that cannot be one: sent as JSON (a PHP notice
 * before `wp_send_json`, a handler that died after its headers) or a whole page (a host's or
 * proxy's error page answering 200). Shown, either would put an error page into the menu or
 * the search results; the theme's handlers echo fragments, typed as HTML, or nothing.
 */
function notAFragment(outcome: AjaxOutcome): AjaxOutcome {
	if (!outcome.ok || typeof outcome.data !== 'string') return outcome;
	const json = /json/i.test(outcome.headers.get('Content-Type') ?? '');
	if (!json && !/^\s*<(!doctype|html)[\s>]/i.test(outcome.data)) return outcome;
	return { ok: false, kind: 'non-json', status: outcome.status, text: outcome.data };
}

export async function themeCall(fields: Record<string, unknown>, call: ThemeCallOptions = {}): Promise<AjaxOutcome> {
	const expect = call.expect ?? 'json';
	const outcome = await siteAjax(readThemeAjaxUrl(location.href), {
		form: fields,
		asXhr: true,
		expect,
		signal: call.signal,
		timeoutMs: call.timeoutMs ?? THEME_TIMEOUT_MS,
	});
	return expect === 'text' ? notAFragment(outcome) : outcome;
}
