/**
 * Header edits that cannot duplicate a name. api-fetch spreads plain objects, so a caller's
 * `x-wp-nonce` and the middleware's `X-WP-Nonce` could both go out and `fetch` would join
 * them (`stale, fresh`); a `Headers` instance spread that way even loses its entries.
 * Going through `Headers` compares names case-insensitively and accepts any `HeadersInit`.
 */

/**
 * A copy of `options` whose headers are a plain object with lower-case names, each name in
 * `changes` set to its value or, for `null`, removed.
 */
export function withHeaders<T extends { headers?: HeadersInit }>(
	options: T,
	changes: Record<string, string | null> = {},
): T {
	const headers = new Headers(options.headers);
	for (const name in changes) {
		const value = changes[name];
		if (value === null) headers.delete(name);
		else headers.set(name, value);
	}
	return { ...options, headers: Object.fromEntries(headers) };
}
