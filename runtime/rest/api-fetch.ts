/**
 * The client: api-fetch's middleware chain and its public function. Built-ins run in api-fetch's
 * order (user locale → namespace/endpoint → method override → fetch all → fetch handler) and
 * `use` prepends, so with core's wiring a request passes media upload → nonce → root URL first.
 * The chain is composed on every call, so a middleware added later affects later calls only.
 */
import { createFetchAllMiddleware } from './fetch-all';
import { fetchHandler } from './fetch-handler';
import { withHeaders } from './headers';
import { methodOverrideMiddleware } from './method-override';
import { namespaceEndpointMiddleware } from './namespace-endpoint';
import { type NonceHolder, refreshNonce } from './nonce-refresh';
import type { FetchHandler, Middleware, RestOptions } from './types';
import { userLocaleMiddleware } from './user-locale';

/** An api-fetch look-alike: call it with options; `nonceMiddleware` and `nonceEndpoint` are assignable. */
export interface RestClient extends NonceHolder {
	<T = unknown>(options: RestOptions): Promise<T>;
	/** Adds a middleware that runs before every one added earlier and before the built-ins. */
	use(middleware: Middleware): void;
	/** Replaces the final step (the real `fetch`) for later calls. */
	setFetchHandler(handler: FetchHandler): void;
	/** This client's fetch-all step (a built-in already). */
	fetchAllMiddleware: Middleware;
}

/**
 * A client with the built-ins only; `methodOverride: false` sends PUT/PATCH/DELETE as they are.
 * A call that fails with `rest_cookie_invalid_nonce` refreshes the nonce and goes through the
 * whole chain once more, once.
 */
export function createRestClient(methodOverride = true): RestClient {
	let handler: FetchHandler = fetchHandler;
	const run: FetchHandler = (options) =>
		middlewares.reduceRight<FetchHandler>((next, middleware) => (current) => middleware(current, next), handler)(
			options,
		);
	const client = (async (options: RestOptions) => {
		options = withHeaders(options);
		try {
			return await run(options);
		} catch (error) {
			return run(await refreshNonce(client, options, error));
		}
	}) as RestClient;
	const fetchAll = createFetchAllMiddleware(client);
	const middlewares: Middleware[] = [userLocaleMiddleware, namespaceEndpointMiddleware, fetchAll];
	if (methodOverride) middlewares.splice(2, 0, methodOverrideMiddleware);
	client.use = (middleware) => void middlewares.unshift(middleware);
	client.setFetchHandler = (next) => {
		handler = next;
	};
	client.fetchAllMiddleware = fetchAll;
	return client;
}
