/**
 * Every navigation the islands start. A URL that came from a response (or a
 * localized setting) is followed only when it is same-origin (`navigateTo`):
 * a tampered or misconfigured response must not send readers to another site.
 * A link read from the page's markup is followed, or opened in a window, only
 * when it is a web address (`followLink`, `openWindow`): never `javascript:`,
 * `data:` or another scheme that would run in the page. Nothing else in
 * runtime/ or widgets/ assigns `location` or calls `window.open`
 * (runtime/dom/sinks.test.ts checks the sources).
 */
/** `url` resolved against `base` when it is an http(s) address on `base`'s origin (a same-origin `blob:` is refused too). */
export function sameOriginUrl(url: string, base: string = location.href): URL | null {
	const target = httpUrl(url, base);
	return target && target.origin === new URL(base).origin ? target : null;
}

function parsedUrl(url: string, base: string): URL | null {
	try {
		return new URL(url, base);
	} catch {
		return null;
	}
}

/**
 * `url` resolved against `base` when its scheme is http or https; null for
 * every other (`javascript:`, `data:`, `vbscript:`, `blob:`...) and for what
 * does not parse. The browser's URL parser decides, so each spelling it
 * would follow (a scheme split by a tab or newline, after spaces or control
 * characters, in capitals; entities are decoded before the href reaches
 * script) is judged as the scheme it becomes.
 */
export function httpUrl(url: string, base: string = location.href): URL | null {
	const target = parsedUrl(url, base);
	return target && /^https?:$/.test(target.protocol) ? target : null;
}

/** Goes to `url` when it is same-origin; returns false (and warns) otherwise. */
export function navigateTo(url: string): boolean {
	const target = sameOriginUrl(url);
	if (!target) {
		console.warn(`[islands] refused to navigate to ${url}: not on this site.`);
		return false;
	}
	location.assign(target.href);
	return true;
}

/** What a click on a printed link to `url` would do, when `url` is a web address (any origin); false otherwise. */
export function followLink(url: string): boolean {
	const target = httpUrl(url);
	if (target) location.assign(target.href);
	return !!target;
}

/** Opens `url` (a web address read from markup, e.g. a share link) in a new window without an opener; false for any other scheme. */
export function openWindow(url: string, name: string, features: string): boolean {
	const target = httpUrl(url);
	if (target) window.open(target.href, name, features.includes('noopener') ? features : `noopener,${features}`);
	return !!target;
}
