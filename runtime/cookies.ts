/**
 * Cookies through js-cookie (the library WooCommerce itself ships), with one
 * difference kept on purpose: a value that is not valid percent-encoding is
 * returned raw. js-cookie skips such a cookie as if it were absent, which would
 * make a corrupt `woocommerce_cart_hash` look like an empty cart.
 */
import Cookies from 'js-cookie';

const tolerant = Cookies.withConverter<string>({
	read(value, name) {
		try {
			return Cookies.converter.read(value, name);
		} catch {
			return value;
		}
	},
});

export const getCookie = (name: string): string | undefined => tolerant.get(name);

export interface CookieAttributes {
	path?: string;
	domain?: string;
	/** Seconds; omitted (with no `expires`) means a browser-session cookie. */
	maxAge?: number;
	/** A date, or a number of days from now. */
	expires?: Date | number;
	sameSite?: 'Lax' | 'Strict' | 'None';
	secure?: boolean;
}

/** Path `/`, `SameSite=Lax`, and `Secure` on https unless a caller says otherwise (runtime/cookie-text.ts says why). */
const toLibrary = ({ maxAge, ...attributes }: CookieAttributes): Cookies.CookieAttributes => ({
	path: '/',
	sameSite: 'Lax',
	secure: location.protocol === 'https:',
	...attributes,
	...(maxAge === undefined ? {} : { 'max-age': String(maxAge) }),
});

export function setCookie(name: string, value: string, attributes: CookieAttributes = {}): void {
	tolerant.set(name, value, toLibrary(attributes));
}

export function removeCookie(name: string, attributes: Omit<CookieAttributes, 'maxAge' | 'expires'> = {}): void {
	tolerant.remove(name, toLibrary(attributes));
}
