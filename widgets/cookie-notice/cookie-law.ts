/**
 * The theme's cookie-law consent (contract theme-ui §14): cookie
 * `jnews_cookie_law` holds the consent's expiry in milliseconds; the notice
 * shows while it is absent, unreadable or in the past.
 */
export const COOKIE_LAW = 'jnews_cookie_law';
const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 7;

export function consentValid(cookie: string | undefined, now: number): boolean {
	const expiry = Number.parseInt(cookie ?? '', 10);
	return Number.isFinite(expiry) && expiry >= now;
}

/** The expiry for a consent given now, from the button's `data-expire` days (7 when unreadable). */
export function consentExpiry(days: string | null, now: number): number {
	const parsed = Number.parseFloat(days ?? '');
	return now + (Number.isFinite(parsed) && parsed > 0 ? parsed : DEFAULT_DAYS) * DAY_MS;
}
