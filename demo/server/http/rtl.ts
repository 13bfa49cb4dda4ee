/**
 * The right-to-left variant of every page: `?dir=rtl` for one page, or the `direction` site setting
 * (cookie `demo_direction=rtl`) for every page of this browser. It is what a site whose language
 * reads right to left (Hebrew here) prints, done on the finished page as `?csp=strict` is, so no
 * page renderer carries the switch:
 *
 * - `language_attributes()`: `<html dir="rtl" lang="he-IL">`; `body_class()` adds `rtl`;
 * - the globals built from `is_rtl()`: `jnewsoption.rtl` = "1" (the theme's sliders) and
 *   `wc_single_product_params.flexslider.rtl` = true (WooCommerce's gallery);
 * - the `-rtl` stylesheet WordPress adds after a stylesheet registered with
 *   `wp_style_add_data( $handle, 'rtl', true )` (Storefront and WooCommerce ship such files, JNews
 *   its `rtl.css`): `demo/assets/rtl.css`, the placements those files mirror.
 *
 * The page's words stay English: the islands' own placement and movement are what is under test.
 */
import type { IncomingMessage } from 'node:http';
import { parseCookies } from './cookies';

export const DIRECTION_COOKIE = 'demo_direction';

export function isRtlRequest(req: IncomingMessage): boolean {
	const query = new URL(req.url ?? '/', 'http://demo.invalid').searchParams.get('dir');
	if (query === 'rtl' || query === 'ltr') return query === 'rtl';
	return parseCookies(req.headers.cookie).get(DIRECTION_COOKIE) === 'rtl';
}

const RTL_STYLESHEET = '<link rel="stylesheet" id="demo-rtl-css" href="/demo/assets/rtl.css" media="all">';

export function rtlPage(page: string): string {
	return page
		.replace(/<html\b([^>]*?)\s*lang="en"/, '<html dir="rtl" lang="he-IL"$1')
		.replace(/<body\b([^>]*?)\bclass="/, '<body$1class="rtl ')
		.replace('</head>', `${RTL_STYLESHEET}</head>`)
		.replaceAll('"rtl":"0"', '"rtl":"1"')
		.replaceAll('"rtl":false', '"rtl":true');
}
