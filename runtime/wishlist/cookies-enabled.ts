/**
 * The plugin's cookie test (contract §7.3): `navigator.cookieEnabled`, or a
 * `cookietest=1` written, read back and deleted.
 */
import { writeCookieText } from '../cookie-text';

export function cookiesEnabled(doc: Document = document): boolean {
	if (typeof navigator !== 'undefined' && navigator.cookieEnabled) return true;
	try {
		writeCookieText('cookietest=1; path=/', doc);
		const works = doc.cookie.includes('cookietest=');
		writeCookieText('cookietest=1; expires=Thu, 01-Jan-1970 00:00:01 GMT; path=/', doc);
		return works;
	} catch {
		return false;
	}
}
