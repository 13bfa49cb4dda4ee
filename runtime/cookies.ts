/**
 * Cookie helpers that survive whatever is in `document.cookie`: a value that
 * is not valid percent-encoding is returned raw instead of throwing.
 */

const safeDecode = (value: string): string => {
	try {
		return decodeURIComponent(value);
	} catch {
		return value;
	}
};

/** Every cookie as name → decoded value; the first of duplicate names wins, as in PHP. */
export function readCookies(source: string = document.cookie): Map<string, string> {
	const cookies = new Map<string, string>();
	for (const pair of source.split(';')) {
		const separator = pair.indexOf('=');
		if (separator < 0) continue;
		const name = safeDecode(pair.slice(0, separator).trim());
		if (name && !cookies.has(name)) cookies.set(name, safeDecode(pair.slice(separator + 1).trim()));
	}
	return cookies;
}

export const getCookie = (name: string): string | undefined => readCookies().get(name);

export interface CookieAttributes {
	path?: string;
	domain?: string;
	/** Seconds; omitted means a browser-session cookie. */
	maxAge?: number;
	expires?: Date;
	sameSite?: 'Lax' | 'Strict' | 'None';
	secure?: boolean;
}

/** The exact `document.cookie` string for a cookie, value percent-encoded. */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes = {}): string {
	let cookie = `${name}=${encodeURIComponent(value)}`;
	if (attributes.expires) cookie += `; expires=${attributes.expires.toUTCString()}`;
	if (attributes.maxAge !== undefined) cookie += `; max-age=${attributes.maxAge}`;
	if (attributes.domain) cookie += `; domain=${attributes.domain}`;
	cookie += `; path=${attributes.path ?? '/'}`;
	if (attributes.sameSite) cookie += `; samesite=${attributes.sameSite}`;
	if (attributes.secure) cookie += '; secure';
	return cookie;
}

export function setCookie(name: string, value: string, attributes?: CookieAttributes): void {
	document.cookie = serializeCookie(name, value, attributes);
}

export function removeCookie(name: string, attributes: Omit<CookieAttributes, 'maxAge' | 'expires'> = {}): void {
	document.cookie = serializeCookie(name, '', { ...attributes, maxAge: -1 });
}

