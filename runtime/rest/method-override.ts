/**
 * Sends PUT, PATCH and DELETE as POST with `X-HTTP-Method-Override`, as api-fetch does:
 * many hosts and firewalls drop those verbs, and WordPress honours the header. Some servers
 * handle the header badly instead, so `configureRest({ methodOverride: false })` turns it off.
 */
import { withHeaders } from './headers';
import type { Middleware } from './types';

/** PUT/PATCH/DELETE (any case) → POST + `X-HTTP-Method-Override: <method as given>` + JSON content type. */
export const methodOverrideMiddleware: Middleware = (options, next) => {
	const { method = '' } = options;
	if (!/^(put|patch|delete)$/i.test(method)) return next(options);
	const headers = { 'x-http-method-override': method, 'content-type': 'application/json' };
	return next({ ...withHeaders(options, headers), method: 'POST' });
};
