/**
 * Navigation to URLs that came from a response. Only same-origin targets are
 * followed: a tampered or misconfigured response must not send readers to
 * another site.
 */
export function sameOriginUrl(url: string, base: string = location.href): URL | null {
	const target = parsedUrl(url, base);
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
