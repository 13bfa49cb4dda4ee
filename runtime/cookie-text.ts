/**
 * The attributes every cookie the islands write carries, and the one place a
 * cookie string is written (runtime/dom/sinks.test.ts checks that no other
 * file assigns `document.cookie`). `SameSite=Lax` keeps a cookie out of
 * cross-site subrequests and form posts, as browsers default to anyway but
 * not all of them; `Secure` on an https page keeps it off plain http.
 * Dependency-free, so the dark-mode boot snippet printed in `<head>` can use it.
 */
export const cookiePolicy = (protocol: string): string => `; SameSite=Lax${protocol === 'https:' ? '; Secure' : ''}`;

/** Writes `text` (`name=value` and its own attributes, path included) with the policy's attributes added. */
export function writeCookieText(text: string, doc: Document = document): void {
	doc.cookie = text + cookiePolicy(doc.location?.protocol ?? '');
}
