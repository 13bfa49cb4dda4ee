/**
 * The `darkmode` cookie exactly as the theme's PHP reads it on the next page
 * (contract theme-ui §1): value `true`/`false`, path `site_slug` or `/`,
 * domain `site_domain` or the host name (kept for compatibility: a host-only
 * cookie of the same name would coexist with the theme's and confuse reads).
 * Written without the spaces the original put around `=`. Kept free of the
 * contract guards: the boot script that uses it is printed inline on every page.
 */
export const DARK_COOKIE = 'darkmode';
const DAY_MS = 86_400_000;

/** The `jnewsoption` keys the cookie needs, read loosely (the global may be absent or partial). */
export interface DarkCookieScope {
	dm_cookie_time?: unknown;
	site_slug?: unknown;
	site_domain?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
/** Only a printed string or number: String() of an object with an own `toString` key throws. */
const days = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? Number.parseFloat(String(value)) : Number.NaN);

export function darkCookie(value: 'true' | 'false', lifetime: 'toggle' | 'session', scope: DarkCookieScope | null, now = Date.now()): string {
	const lifetimeDays = lifetime === 'toggle' ? days(scope?.dm_cookie_time) : 0;
	const expires = lifetimeDays > 0 ? `; expires=${new Date(now + lifetimeDays * DAY_MS).toUTCString()}` : '';
	return `${DARK_COOKIE}=${value}${expires}; path=${text(scope?.site_slug) ?? '/'}; domain=${text(scope?.site_domain) ?? location.hostname}`;
}

/** The cookie's value as the theme reads it; anything but `true`/`false` means no choice. */
export function readDarkCookie(cookies: string): string | undefined {
	for (const pair of cookies.split(';')) {
		const [name, value] = pair.split('=').map((part) => part.trim());
		if (name === DARK_COOKIE) return value;
	}
	return undefined;
}
