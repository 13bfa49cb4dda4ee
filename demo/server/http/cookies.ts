/**
 * Cookie parsing and PHP-style `Set-Cookie` lines. WooCommerce writes its
 * cookies through PHP's setcookie(), so the demo prints the same attribute
 * order and the same "expired" form the bundle will meet in production.
 */

export function parseCookies(header: string | undefined): Map<string, string> {
	const cookies = new Map<string, string>();
	for (const part of (header ?? '').split(';')) {
		const eq = part.indexOf('=');
		if (eq === -1) continue;
		const name = part.slice(0, eq).trim();
		const value = part.slice(eq + 1).trim();
		// Like PHP, the first occurrence of a name wins.
		if (name !== '' && !cookies.has(name)) cookies.set(name, safeDecode(value));
	}
	return cookies;
}

function safeDecode(value: string): string {
	try {
		return decodeURIComponent(value);
	} catch {
		return value;
	}
}

export interface CookieOptions {
	/** Lifetime in seconds; omitted = browser-session cookie; 0 or less = delete. */
	maxAge?: number;
	httpOnly?: boolean;
	sameSite?: 'Lax' | 'Strict';
}

/** PHP's setcookie() output: urlencoded value, then expires, Max-Age, path. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
	let line = `${name}=${encodeURIComponent(value)}`;
	if (options.maxAge !== undefined) {
		const seconds = Math.max(0, Math.floor(options.maxAge));
		const expires = seconds === 0 ? new Date(1000) : new Date(Date.now() + seconds * 1000);
		line += `; expires=${expires.toUTCString()}; Max-Age=${seconds}`;
	}
	line += '; path=/';
	if (options.httpOnly) line += '; HttpOnly';
	if (options.sameSite) line += `; SameSite=${options.sameSite}`;
	return line;
}
