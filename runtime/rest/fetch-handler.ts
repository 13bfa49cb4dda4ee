/**
 * The last step of every request: the actual `fetch`, and the reading of its answer into a
 * value or a WordPress-shaped error with api-fetch's codes, so callers written for
 * `wp.apiFetch` handle it unchanged.
 */
import { failureOf } from '../failure';
import { fetchError, invalidJson, unknownError } from './errors';
import type { FetchHandler } from './types';

/**
 * Reads a Response the way the caller asked. With `parse`: 204 → null, other 2xx → the JSON
 * (`invalid_json` when it does not parse); an error status rejects with WordPress's error body
 * as it came when it gives a reason, else `unknown_error`, whatever the body was (api-fetch said
 * `invalid_json` for an HTML 500, which the cart calls unknown: one vocabulary decides).
 * Without `parse`: resolves with a 2xx Response and rejects with any other.
 */
export async function readResponse(response: Response, parse = true): Promise<unknown> {
	if (!parse || response.status === 204) {
		if (response.ok) return parse ? null : response;
		throw response;
	}
	const { ok, status } = response;
	const text = await response.text();
	if (!ok && failureOf({ kind: 'http', status, text }).kind === 'server-error') throw unknownError(status, text);
	let body: unknown;
	try {
		body = JSON.parse(text);
	} catch {
		throw invalidJson(status, text);
	}
	if (ok) return body;
	throw body;
}

/**
 * api-fetch's default fetch handler: `Accept` and `credentials: 'include'` by default, `data`
 * sent as JSON, the request going to `url`, else `path`, else the page itself. A network
 * failure becomes `fetch_error`; an `AbortError` passes through untouched.
 */
export const fetchHandler: FetchHandler = async ({ url, path, data, parse, onResponse, ...init }) => {
	// Core treats a request with a JSON Accept header as a REST request (WordPress trac #44534).
	const headers = new Headers({ accept: 'application/json, */*;q=0.1' });
	new Headers(init.headers).forEach((value, name) => headers.set(name, value));
	if (data) {
		init.body = JSON.stringify(data);
		headers.set('content-type', 'application/json');
	}
	const response = await fetch(url || path || location.href, { credentials: 'include', ...init, headers }).catch(
		(error) => {
			throw (error as Error)?.name === 'AbortError' ? error : fetchError(error);
		},
	);
	onResponse?.(response);
	return readResponse(response, parse);
};
