/**
 * Navigation to URLs that came from a response. Only same-origin targets are
 * followed: a tampered or misconfigured response must not send readers to
 * another site.
 */
export function sameOriginUrl(url: string, base: string = location.href): URL | null {
	try {
		const target = new URL(url, base);
		return target.origin === new URL(base).origin ? target : null;
	} catch {
		return null;
	}
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
