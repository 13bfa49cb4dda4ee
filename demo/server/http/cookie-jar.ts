/**
 * The client side of `Set-Cookie` for the test visitors (the demo's server tests, the real-WordPress
 * tier, the fixture recorder). One site each, so no domain or path scoping. A cookie goes when the
 * server expires it the ways PHP's setcookie() does: `Max-Age` of 0 or less, or an `Expires` in the past.
 */
export class CookieJar extends Map<string, string> {
	/** The `Cookie` header to send, or null when there is nothing to send. */
	header(): string | null {
		return this.size ? [...this].map(([name, value]) => `${name}=${value}`).join('; ') : null;
	}

	/** Keeps or drops the cookie of each `Set-Cookie` line. */
	take(lines: readonly string[], now = Date.now()): void {
		for (const line of lines) {
			const [pair, ...attributes] = line.split(';');
			const at = pair.indexOf('=');
			const name = pair.slice(0, at).trim();
			if (expired(attributes, now)) this.delete(name);
			else this.set(name, pair.slice(at + 1).trim());
		}
	}
}

function expired(attributes: readonly string[], now: number): boolean {
	for (const attribute of attributes) {
		const [key, value = ''] = attribute.split('=', 2).map((part) => part.trim());
		if (/^max-age$/i.test(key) && Number(value) <= 0) return true;
		if (/^expires$/i.test(key) && Date.parse(value) < now) return true;
	}
	return false;
}
