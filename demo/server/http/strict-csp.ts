/**
 * The `?csp=strict` page switch: the page is served with a Content-Security-Policy
 * that allows no inline code, so QA (and `demo/strict-csp.e2e.ts`) can see every
 * island work without `eval`, inline scripts or injected `<style>` elements.
 *
 * WordPress prints localized globals and inline boot code as inline `<script>`
 * elements. A site with this policy gives them a nonce: since 5.7 every inline
 * script WordPress prints goes through `wp_get_inline_script_tag()`, whose
 * attributes pass the `wp_inline_script_attributes` filter, so a plugin adds
 * `nonce` there and sends the same value in the header. The demo does the same
 * on the finished page: each `<script>` and `<style>` opener gets this response's
 * nonce (the theme's and the demo's own inline code included, which a real site
 * would route through that function or an output buffer).
 *
 * Style attributes cannot carry a nonce. WordPress, WooCommerce and the theme
 * print them (`style="display:none"` on tabs and panels, the gallery's opacity),
 * so `style-src-attr` keeps `'unsafe-inline'`; `<style>` elements are held to
 * `'self'` and the nonce. The islands themselves write styles only through the
 * CSSOM (`element.style`, constructable sheets), which no policy restricts.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const STRICT_CSP_QUERY = 'csp=strict';

export const isStrictCspRequest = (req: IncomingMessage): boolean =>
	new URL(req.url ?? '/', 'http://demo.invalid').searchParams.get('csp') === 'strict';

export const strictCspPolicy = (nonce: string): string =>
	[
		`script-src 'self' 'nonce-${nonce}'`,
		"object-src 'none'",
		"base-uri 'none'",
		`style-src 'self' 'nonce-${nonce}'`,
		`style-src-elem 'self' 'nonce-${nonce}'`,
		"style-src-attr 'unsafe-inline'",
	].join('; ');

/** Every inline `<script>` / `<style>` of the page carries `nonce`; elements with `src` get it too, harmlessly. */
export const withNonce = (page: string, nonce: string): string => page.replace(/<(script|style)(?=[\s>])/gi, `<$1 nonce="${nonce}"`);

/** The page with its nonces, and the header that goes with it. */
export function strictCspPage(page: string): { page: string; headers: Record<string, string> } {
	const nonce = randomBytes(16).toString('base64');
	return { page: withNonce(page, nonce), headers: { 'Content-Security-Policy': strictCspPolicy(nonce) } };
}
