/**
 * The `darkmode` cookie exactly as the theme's PHP reads it on the next page
 * (contract theme-ui §1): value `true`/`false`, path `site_slug` or `/`,
 * domain `site_domain` or the host name (kept for compatibility: a host-only
 * cookie of the same name would coexist with the theme's and confuse reads).
 * Written without the spaces the original put around `=`.
 */
import { type JnewsOption, looseNumber } from '../../contracts/jnews-option';

export const DARK_COOKIE = 'darkmode';
const DAY_MS = 86_400_000;

export function darkCookie(value: 'true' | 'false', lifetime: 'toggle' | 'session', option: JnewsOption | null, now = Date.now()): string {
	const days = lifetime === 'toggle' ? looseNumber(option?.dm_cookie_time, 0) : 0;
	const expires = days > 0 ? `; expires=${new Date(now + days * DAY_MS).toUTCString()}` : '';
	const domain = option?.site_domain || location.hostname;
	return `${DARK_COOKIE}=${value}${expires}; path=${option?.site_slug || '/'}; domain=${domain}`;
}

/** The cookie's value as the theme reads it; anything but `true`/`false` means no choice. */
export function readDarkCookie(cookies: string): string | undefined {
	for (const pair of cookies.split(';')) {
		const [name, value] = pair.split('=').map((part) => part.trim());
		if (name === DARK_COOKIE) return value;
	}
	return undefined;
}
