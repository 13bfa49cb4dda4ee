/**
 * The traffic-source engine against the real page: it reads `document.cookie`
 * raw (the sbjs format needs its own decoding), runs the pure classification
 * and writes the cookies in the original's byte format, `;domain=.{host
 * without www.}; path=/` with no SameSite or Secure, so pages or server code
 * still reading them see what they always saw.
 *
 * The opt-out deletes every name on every domain a cookie may sit on: the
 * original only tried `.{location.hostname}` and so left the cookies of
 * `www.` hosts in place (contract §6.3, §9.8).
 */
import { writeCookieText } from '../../runtime/cookie-text';
import { type AttributionData, type CookieWrite, TRACKING_COOKIES, classifyTraffic } from './traffic-source';
import { withoutWww } from './referrer';

export interface EngineSettings {
	lifetimeMonths: number;
	sessionMinutes: number;
	base64: boolean;
}

/**
 * The `domain` attribute's host: the engine's `host without www.`, or null for
 * an IP address or a single-label host such as `localhost`, where a domain
 * attribute would make browsers drop the cookie; those get host-only cookies.
 */
export function cookieDomain(host: string): string | null {
	const domain = withoutWww(host);
	return !domain.includes('.') || domain.includes(':') || /^[\d.]+$/.test(domain) ? null : domain;
}

/** The exact `document.cookie` string the original engine writes. */
export function serializeTrackingCookie({ name, value, expires }: CookieWrite, domain: string | null): string {
	return `${name}=${value}${expires ? `; expires=${expires.toUTCString()}` : ''}${domain ? `;domain=.${domain}` : ''}; path=/`;
}

/** Name → raw value; the first of duplicate names wins, as the original's reader did. */
export function rawCookies(source: string): Map<string, string> {
	const cookies = new Map<string, string>();
	for (const pair of source.split(';')) {
		const separator = pair.indexOf('=');
		const name = pair.slice(0, separator).trim();
		if (separator > 0 && !cookies.has(name)) cookies.set(name, pair.slice(separator + 1).trim());
	}
	return cookies;
}

/** One engine run on this page; returns the data the field paths read. */
export function runEngine(settings: EngineSettings, countPage: boolean): AttributionData {
	const host = location.hostname;
	const { cookiesToWrite, data } = classifyTraffic({
		...settings,
		url: location.href,
		referrer: document.referrer,
		cookies: rawCookies(document.cookie),
		now: new Date(),
		userAgent: navigator.userAgent,
		host,
		countPage,
	});
	const domain = cookieDomain(host);
	for (const cookie of cookiesToWrite) writeCookieText(serializeTrackingCookie(cookie, domain));
	return data;
}

/** Deletes the eight tracking cookies host-only and on `.{host}` and `.{host without www.}`. */
export function clearTrackingCookies(host: string = location.hostname): void {
	const domains = new Set(['', `; domain=.${host}`, `; domain=.${withoutWww(host)}`]);
	for (const name of TRACKING_COOKIES)
		for (const domain of domains) writeCookieText(`${name}=; path=/; max-age=-999${domain}`);
}
