/**
 * One vocabulary for failed requests. The cart's `ajax` client, the REST helper and the widgets
 * all name a failure through `failureOf`, so the same answer from the server reads the same
 * sentence wherever it arrived (an HTML 500 used to be "unknown" from add-to-cart and "not
 * JSON" from the REST helper). The texts are the spec's error catalogue where it names one
 * (api-fetch's English strings), and this is the one place to translate them.
 */
import { __ } from './i18n';

/**
 * - `offline`: no answer, and the browser says it has no network.
 * - `connection`: no answer while online (DNS, TLS, a dropped or blocked connection).
 * - `timeout`: no answer in the time allowed.
 * - `not-json`: a success status whose body is not JSON (an HTML page, PHP notices, a cut-off body).
 * - `server-message`: a 5xx whose JSON body says why (WordPress's critical-error JSON): its message.
 * - `server-error`: an error status whose body gives no reason (plain text, HTML, empty, `null`, `0`).
 * - `rejected`: the server answered and refused: a 4xx with the server's reason (a WordPress
 *   error), or a success answer that refuses in its own words (WooCommerce's `{"error":true}`).
 */
export type FailureKind = 'offline' | 'connection' | 'timeout' | 'not-json' | 'server-message' | 'server-error' | 'rejected';

export interface Failure {
	kind: FailureKind;
	/** One sentence for the shopper: the server's own reason when it gave one, else the kind's. */
	message: string;
}

/** How a request went wrong, as a client sees it (the `ajax` client's failures are of this shape). */
export type FailedRequest =
	| { kind: 'network' }
	| { kind: 'timeout' }
	/** An error status; `text` is the body as received. */
	| { kind: 'http'; status: number; text: string }
	/** A success status whose body does not parse. */
	| { kind: 'non-json'; status: number; text: string }
	/** A success answer that refuses; `message` is the server's reason, if it gave one. */
	| { kind: 'rejected'; message?: string };

/** Read when a request fails, not at load, since the page may print its translations after this module runs. */
const sentence = (kind: Exclude<FailureKind, 'server-message'>): string =>
	({
		offline: __('You are probably offline.'),
		connection: __('The connection to the server failed.'),
		timeout: __('The server took too long to answer.'),
		'not-json': __('The response is not a valid JSON response.'),
		'server-error': __('An unknown error occurred.'),
		rejected: __('The server refused the request.'),
	})[kind];

/** The reason a JSON error body gives (WordPress: `{ code, message, data }`), if any. */
function reasonIn(text: string): string | undefined {
	try {
		const message = (JSON.parse(text) as { message?: unknown } | null)?.message;
		return typeof message === 'string' && message.trim() ? message : undefined;
	} catch {
		return undefined;
	}
}

/** Names a failed request: its kind and the sentence to show or announce. */
export function failureOf(request: FailedRequest): Failure {
	switch (request.kind) {
		case 'network': {
			// fetch rejects alike for offline, DNS, TLS and dropped connections; only the first is "offline".
			const kind = typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'connection';
			return { kind, message: sentence(kind) };
		}
		case 'timeout':
			return { kind: 'timeout', message: sentence('timeout') };
		case 'non-json':
			return { kind: 'not-json', message: sentence('not-json') };
		case 'rejected':
			return { kind: 'rejected', message: request.message || sentence('rejected') };
		case 'http': {
			const reason = reasonIn(request.text);
			if (reason === undefined) return { kind: 'server-error', message: sentence('server-error') };
			return { kind: request.status >= 500 ? 'server-message' : 'rejected', message: reason };
		}
	}
}
