/**
 * The engine's own query reading (contract §6.4), kept because attribution
 * reports must classify a visit the same way the original did: the query is
 * split on `&` and `=` without any decoding, a value containing `=` is cut
 * there, a bare key without `=` counts as absent, and repeated keys join with
 * commas (bare repeats after a value leave an empty slot, as array joins do).
 */

/** Key → raw value, for the keys that carry a value. */
export type RawQuery = Map<string, string>;

/** Parses a query string with or without its leading `?`. */
export function parseRawQuery(search: string): RawQuery {
	const slots = new Map<string, Array<string | undefined>>();
	for (const part of search.replace(/^\?/, '').split('&')) {
		const [key, value] = part.split('=');
		const list = slots.get(key);
		// Until a key has a value, a later occurrence replaces it; afterwards occurrences accumulate.
		if (list && list.some((slot) => slot !== undefined)) list.push(value);
		else slots.set(key, [value]);
	}
	const query: RawQuery = new Map();
	for (const [key, list] of slots) if (list.some((slot) => slot !== undefined)) query.set(key, list.join(','));
	return query;
}

/** The query part of an absolute URL, raw; "" when it has none or does not parse. */
export function rawSearch(url: string): string {
	try {
		return new URL(url).search;
	} catch {
		return '';
	}
}
