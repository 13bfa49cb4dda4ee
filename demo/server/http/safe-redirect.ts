/**
 * wp_safe_redirect()'s rule for `redirect_to` and similar fields: only this
 * site's own URLs are followed, anything else falls back. A path must start
 * with a single `/` (`//host` and `/\host` are other sites to a browser); an
 * absolute URL must have this origin and is reduced to its path.
 */
export function safeRedirect(origin: string, target: string | undefined, fallback: string): string {
	const value = (target ?? '').trim();
	if (/^\/(?![/\\])/.test(value)) return value;
	try {
		const url = new URL(value);
		if (url.origin === origin) return url.pathname + url.search + url.hash;
	} catch {
		// Not a URL at all: fall back like wp_validate_redirect does.
	}
	return fallback;
}
