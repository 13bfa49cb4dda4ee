/**
 * The value format of the `sbjs_*` cookies (contract §6.3), which other code
 * reads too: WooCommerce parses the submitted fields, and third-party plugins
 * split `sbjs_current` on `|||` server-side. So the bytes must match the
 * original engine exactly: `alias=value` pairs joined by `|||`, then
 * encodeURIComponent with `! ' ( ) * ~` also escaped, optionally base64'd
 * without `=` padding (the WAF-friendly mode, PR #47597).
 *
 * Reading is deliberately forgiving about the format and strict about
 * garbage: base64 is tried whenever a value looks like it (so switching the
 * option does not lose a visitor), every part is URL-decoded a second time as
 * the original does, and a value that cannot be decoded at all, or holds no
 * pair, reads as absent, so a corrupt cookie is simply rewritten from scratch.
 */

/** Alias → value of one cookie. No prototype, so an alias can never reach Object.prototype. */
export type SbjsRecord = Record<string, string>;

const DELIMITER = '|||';

/** encodeURIComponent plus the six characters it leaves alone that the engine escapes too. */
const strictEncode = (text: string): string =>
	encodeURIComponent(text).replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The cookie value for an already joined text (used to renew a cookie byte for byte). */
export function encodeSbjsText(text: string, base64: boolean): string {
	const encoded = strictEncode(text);
	return base64 ? btoa(encoded).replace(/=+$/, '') : encoded;
}

/** `alias=value` pairs joined by `|||`, in their order. */
export const joinSbjsPairs = (pairs: ReadonlyArray<readonly [string, string]>): string =>
	pairs.map(([alias, value]) => `${alias}=${value}`).join(DELIMITER);

/** Base64 is only taken when it decodes to something encodeURIComponent could have written. */
function fromBase64(raw: string): string {
	if (!/^[A-Za-z0-9+/]+$/.test(raw)) return raw;
	try {
		const decoded = atob(raw + '='.repeat((4 - (raw.length % 4)) % 4));
		return /^[\x21-\x7e]+$/.test(decoded) ? decoded : raw;
	} catch {
		return raw;
	}
}

function decodeOrKeep(text: string): string {
	try {
		return decodeURIComponent(text);
	} catch {
		return text;
	}
}

/**
 * A raw cookie value (as it stands in `document.cookie`) decoded once: the
 * joined text the engine wrote. Null when empty or not valid percent-encoding.
 */
export function unwrapSbjsValue(raw: string | undefined): string | null {
	if (!raw) return null;
	try {
		return decodeURIComponent(fromBase64(raw)) || null;
	} catch {
		return null;
	}
}

/**
 * The pairs of a joined text, each part URL-decoded again; null without any
 * `alias=value` pair. Parts without `=` are skipped; of repeated aliases the
 * first wins, so a `|||` smuggled in through a URL cannot override a field
 * written before it.
 */
export function parseSbjsText(text: string | null): SbjsRecord | null {
	if (!text) return null;
	const record: SbjsRecord = Object.create(null);
	let pairs = 0;
	for (const part of text.split(DELIMITER)) {
		const separator = part.indexOf('=');
		const alias = decodeOrKeep(part.slice(0, separator));
		if (separator < 1 || !/^\w+$/.test(alias) || alias in record) continue;
		record[alias] = decodeOrKeep(part.slice(separator + 1));
		pairs++;
	}
	return pairs > 0 ? record : null;
}

/** A raw cookie value read the way the engine reads it; null for absent or corrupt. */
export const decodeSbjsValue = (raw: string | undefined): SbjsRecord | null => parseSbjsText(unwrapSbjsValue(raw));
