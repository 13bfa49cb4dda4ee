/**
 * Recovery from a dead nonce (`rest_cookie_invalid_nonce`: the page came from a cache older
 * than the nonce's 12–24 h life, or the login changed). Improves on api-fetch: one retry per
 * call instead of an endless loop once the login cookie is gone, the original error when the
 * refresh fails instead of a raw Response, and logged-out readers still get their GET.
 */
import { fetchError } from './errors';
import { withHeaders } from './headers';
import type { NonceMiddleware } from './nonce';
import type { RestError, RestOptions } from './types';

/** Where the client keeps the nonce and asks for a new one (api-fetch's assignable properties). */
export interface NonceHolder {
	nonceMiddleware?: NonceMiddleware;
	nonceEndpoint?: string;
}

/**
 * Given the error a request failed with, returns the options to send once more, or rejects.
 * Only `rest_cookie_invalid_nonce` with a nonce endpoint is handled: a 2xx answer's text becomes
 * the nonce and the original options are returned; a 400 (a logged-out visitor: admin-ajax has
 * no `nopriv` handler) drops the nonce, and a GET is sent again without one. Anything else
 * rejects with the original error; a network failure during the refresh with `fetch_error`.
 */
export async function refreshNonce(
	{ nonceMiddleware, nonceEndpoint }: NonceHolder,
	options: RestOptions,
	error: unknown,
): Promise<RestOptions> {
	if ((error as RestError)?.code !== 'rest_cookie_invalid_nonce' || !nonceMiddleware || !nonceEndpoint) throw error;
	const response = await fetch(nonceEndpoint).catch((cause) => {
		throw fetchError(cause);
	});
	if (response.ok) {
		nonceMiddleware.nonce = (await response.text()).trim();
		return options;
	}
	if (response.status !== 400 || !/^get$/i.test(options.method || 'GET')) throw error;
	nonceMiddleware.nonce = '';
	return withHeaders(options, { 'x-wp-nonce': null });
}
