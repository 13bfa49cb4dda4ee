/**
 * The plugin's cookie test (contract §7.3): `navigator.cookieEnabled`, or a
 * `cookietest=1` written, read back and deleted.
 */
export function cookiesEnabled(doc: Document = document): boolean {
	if (typeof navigator !== 'undefined' && navigator.cookieEnabled) return true;
	try {
		doc.cookie = 'cookietest=1; path=/';
		const works = doc.cookie.includes('cookietest=');
		doc.cookie = 'cookietest=1; expires=Thu, 01-Jan-1970 00:00:01 GMT; path=/';
		return works;
	} catch {
		return false;
	}
}
