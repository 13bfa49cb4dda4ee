/**
 * Recovery from a dead nonce (`rest_cookie_invalid_nonce`: the page came from a cache older
 * than the nonce's 12–24 h life, or the login changed). Improves on api-fetch: one retry per
 * call instead of an endless loop once the login cookie is gone, and the original error when
 * the refresh fails instead of a raw Response (contract §6).
 */
import { fetchError } from './errors';
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
 * the nonce and the original options are returned. Any other answer (a logged-out visitor gets
 * 400 `0`: admin-ajax has no `nopriv` handler) rejects with the original error, with no further
 * request: sent again without a nonce, it would run as nobody and fail for another reason
 * (`rest_not_logged_in`) that hides the real one. A network failure during the refresh rejects
 * with `fetch_error`.
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
	if (!response.ok) throw error;
	nonceMiddleware.nonce = (await response.text()).trim();
	return options;
}
