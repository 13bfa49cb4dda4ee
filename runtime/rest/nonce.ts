/**
 * The `wp_rest` nonce, which tells WordPress that a cookie-authenticated request really comes
 * from this site's pages. Unlike api-fetch it goes only to same-origin URLs under the REST root
 * (a nonce is a credential; other sites must not see it), and it keeps itself fresh from the
 * `X-WP-Nonce` header WordPress returns on every request it accepted, so a page from a day-old
 * cache needs one refresh rather than failing request after request.
 */
import { withHeaders } from './headers';
import type { Middleware, RestOptions } from './types';

/** api-fetch's nonce middleware; assign `.nonce` to change the nonce later requests send. */
export interface NonceMiddleware extends Middleware {
	nonce: string;
}

/** Whether the request ends up at a same-origin URL under `root` (without a root: any same-origin URL). */
function isOwnUrl({ path, namespace, url }: RestOptions, root?: string): boolean {
	const base = new URL(root || '/', location.href).href;
	const target = new URL(root && (path ?? namespace) != null ? base : url || path || '', location.href).href;
	return target.startsWith(base) && base.startsWith(`${location.origin}/`);
}

/**
 * api-fetch's `createNonceMiddleware(nonce)`. Sets `X-WP-Nonce` (replacing a header of that
 * name in any case) when the nonce is not empty and the request goes under `root`.
 */
export function createNonceMiddleware(nonce: string, root?: string): NonceMiddleware {
	const middleware = ((options, next) =>
		next(
			middleware.nonce && isOwnUrl(options, root)
				? {
						...withHeaders(options, { 'x-wp-nonce': middleware.nonce }),
						onResponse(response) {
							options.onResponse?.(response);
							if (response.ok) middleware.nonce = response.headers.get('x-wp-nonce') || middleware.nonce;
						},
					}
				: options,
		)) as NonceMiddleware;
	middleware.nonce = nonce;
	return middleware;
}
