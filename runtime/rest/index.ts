/**
 * The REST helper: WordPress's `@wordpress/api-fetch` behaviour (same options, middleware order,
 * error codes and messages, nonce refresh) in a dependency-free client, with the fixes the
 * contract asks for. Widgets call `restFetch`; `exposeRestClient` lends the client to other
 * scripts as `wp.apiFetch` on pages where WordPress did not load its own.
 */
import { restClient } from './configure';
import { mediaUploadMiddleware } from './media-upload';
import { createNonceMiddleware } from './nonce';
import { createRootURLMiddleware } from './root-url';
import type { Middleware, RestOptions } from './types';

export type { RestClient } from './api-fetch';
export { configureRest, type RestConfig } from './configure';
export { FETCH_ALL_PAGE_SIZE } from './fetch-all';
export type { FetchHandler, Middleware, RestError, RestOptions } from './types';

/** One REST request: resolves with the parsed JSON (the Response with `parse: false`), rejects with a `RestError`. */
export const restFetch = <T = unknown>(options: RestOptions): Promise<T> => restClient()<T>(options);

/** Adds a middleware to the client; it runs before those added earlier, for later calls. */
export const useMiddleware = (middleware: Middleware): void => restClient().use(middleware);

/** Sets `window.wp.apiFetch` to this client, with api-fetch's properties, unless something already set it. */
export function exposeRestClient(): void {
	const scope = window as { wp?: { apiFetch?: unknown } };
	const wp = (scope.wp ??= {});
	wp.apiFetch ??= Object.assign(restClient(), {
		createNonceMiddleware,
		createRootURLMiddleware,
		mediaUploadMiddleware,
	});
}
