/**
 * api-fetch's `namespace` + `endpoint` options, an alternative to `path` used by blocks
 * and plugins (`{ namespace: 'wc/store/v1', endpoint: 'cart' }`).
 */
import type { Middleware, RestOptions } from './types';

/** When both are strings: `path = namespace/endpoint` (or the namespace alone), both keys removed. */
export function withRoute(options: RestOptions): RestOptions {
	const { namespace, endpoint, ...rest } = options;
	if (typeof namespace !== 'string' || typeof endpoint !== 'string') return options;
	const base = namespace.replace(/^\/|\/$/g, '');
	const tail = endpoint.replace(/^\//, '');
	return { ...rest, path: tail ? `${base}/${tail}` : base };
}

/** The built-in step that applies `withRoute` when no root middleware did. */
export const namespaceEndpointMiddleware: Middleware = (options, next) => next(withRoute(options));
