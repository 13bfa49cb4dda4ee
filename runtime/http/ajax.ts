/**
 * The one fetch wrapper every widget uses. It never throws: each call ends in
 * exactly one typed outcome, so a widget cannot forget a failure path
 * (the original scripts left buttons spinning on an HTML error page).
 */
import { failureOf } from '../failure';
import { formBody } from './form-encode';
import { __ } from '../i18n';

export type AjaxFailure =
	| { ok: false; kind: 'http'; status: number; text: string }
	| { ok: false; kind: 'non-json'; status: number; text: string }
	| { ok: false; kind: 'network'; error: unknown }
	| { ok: false; kind: 'timeout' }
	| { ok: false; kind: 'aborted' };

/** `data` is the parsed JSON, or null for an empty 200 body (WooCommerce's "nothing to say"). */
export type AjaxOutcome = { ok: true; status: number; data: unknown; headers: Headers } | AjaxFailure;

export interface AjaxOptions {
	method?: 'GET' | 'POST';
	/** Sent form-encoded exactly as jQuery would. */
	form?: Record<string, unknown>;
	headers?: Record<string, string>;
	timeoutMs: number;
	signal?: AbortSignal;
	/** jQuery's ajax headers, kept for parity with WAF and cache rules. */
	asXhr?: boolean;
	/** `text`: `data` is the body as a string (jQuery's `dataType: 'html'`); default JSON. */
	expect?: 'json' | 'text';
}

const FORM_TYPE = 'application/x-www-form-urlencoded; charset=UTF-8';

export async function ajax(url: string, options: AjaxOptions): Promise<AjaxOutcome> {
	if (options.signal?.aborted) return { ok: false, kind: 'aborted' };
	const controller = new AbortController();
	let timedOut = false;
	const timer = setTimeout(() => {
		timedOut = true;
		controller.abort();
	}, options.timeoutMs);
	const forwardAbort = () => controller.abort();
	options.signal?.addEventListener('abort', forwardAbort, { once: true });

	const headers: Record<string, string> = { ...options.headers };
	if (options.form) headers['Content-Type'] = FORM_TYPE;
	if (options.asXhr) {
		headers['X-Requested-With'] = 'XMLHttpRequest';
		headers.Accept = 'application/json, text/javascript, */*; q=0.01';
	}

	try {
		const response = await fetch(url, {
			method: options.method ?? 'POST',
			credentials: 'same-origin',
			headers,
			body: options.form ? formBody(options.form) : undefined,
			signal: controller.signal,
		});
		const text = await response.text();
		if (!response.ok) return { ok: false, kind: 'http', status: response.status, text };
		if (options.expect === 'text') return { ok: true, status: response.status, data: text, headers: response.headers };
		if (text.trim() === '') return { ok: true, status: response.status, data: null, headers: response.headers };
		try {
			return { ok: true, status: response.status, data: JSON.parse(text), headers: response.headers };
		} catch {
			return { ok: false, kind: 'non-json', status: response.status, text };
		}
	} catch (error) {
		if (timedOut) return { ok: false, kind: 'timeout' };
		if (controller.signal.aborted) return { ok: false, kind: 'aborted' };
		return { ok: false, kind: 'network', error };
	} finally {
		clearTimeout(timer);
		options.signal?.removeEventListener('abort', forwardAbort);
	}
}

/**
 * The sentence for a failed outcome, from the one failure vocabulary (`runtime/failure.ts`), so
 * the cart says what the REST helper says for the same answer.
 */
export function failureText(failure: AjaxFailure): string {
	// Cancelling is the caller's own doing, not something the server did: the vocabulary has no kind for it.
	return failure.kind === 'aborted' ? __('The request was cancelled.') : failureOf(failure).message;
}
