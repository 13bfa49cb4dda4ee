/**
 * Site settings QA changes per browser on `/demo/`: each stands for an option or a filter a real
 * site sets in wp-admin or in code, and lives in a cookie set by a plain GET form (`/demo/settings`),
 * so no JavaScript is needed. A setting only takes the values its form offers; anything else in the
 * cookie reads as the first (the site's default), so nothing from a cookie reaches a page raw.
 */
import type { RequestContext } from '../context';
import { serializeCookie } from '../http/cookies';
import { DIRECTION_COOKIE } from '../http/rtl';
import { redirect } from '../http/respond';
import { SWITCH_COOKIES } from '../render/jnews/reading-switches';
import { COMPANION_VERSION_COOKIE, CURRENT_VERSION } from '../render/jnews/wp-head-extras';
import { restRoot } from '../render/rest-settings';

interface SettingDef {
	cookie: string;
	/** What the form says the setting is. */
	legend: string;
	/** value → label; the first is the site's default, kept by clearing the cookie ("default": the filter is not used). */
	choices: readonly (readonly [value: string, label: string])[];
}

const INVALID_FALLS_BACK = (to: string) => `invalid: the script falls back to ${to}`;

export const SITE_SETTINGS = {
	cartWidget: {
		cookie: 'demo_cart_widget',
		legend: 'Classic Cart widget in a sidebar on shop pages (not on the cart and checkout pages), "Hide if cart is empty" ticked',
		choices: [
			['off', 'off'],
			['on', 'on: .widget_shopping_cart containing .hide_cart_widget_if_empty, its content filled by the cart fragments'],
		],
	},
	storeNotice: {
		cookie: 'demo_store_notice',
		legend: 'Store notice text (each text has its own data-notice-id, so a dismissed notice does not hide a new one)',
		choices: [
			['demo', 'WooCommerce’s demo-store text'],
			['sale', 'a sale announcement'],
			['shipping', 'a shipping delay notice'],
		],
	},
	attributionLifetime: {
		cookie: 'demo_oa_lifetime',
		legend: 'Order attribution cookie lifetime, months (filter wc_order_attribution_cookie_lifetime_months)',
		choices: [
			['default', '1.0e-5, WooCommerce’s default: browser-session cookies'],
			['6', '6: cookies expire in 180 days'],
			['0.5', '0.5: cookies expire in 15 days'],
			['0', `0: ${INVALID_FALLS_BACK('6 months')}`],
			['abc', `"abc": ${INVALID_FALLS_BACK('6 months')}`],
			['', `"" (empty): ${INVALID_FALLS_BACK('6 months')}`],
		],
	},
	attributionSession: {
		cookie: 'demo_oa_session',
		legend: 'Order attribution session length, minutes (filter wc_order_attribution_session_length_minutes)',
		choices: [
			['default', '30, WooCommerce’s default'],
			['5', '5: sbjs_session expires 5 minutes after the last page'],
			['0', `0: ${INVALID_FALLS_BACK('30 minutes')}`],
			['abc', `"abc": ${INVALID_FALLS_BACK('30 minutes')}`],
			['', `"" (empty): ${INVALID_FALLS_BACK('30 minutes')}`],
		],
	},
	attributionBase64: {
		cookie: 'demo_oa_base64',
		legend: 'Order attribution base64 cookie values (filter wc_order_attribution_use_base64_cookies)',
		choices: [
			['off', 'off: URL-encoded values'],
			['on', 'on: sbjs_* values base64-encoded'],
		],
	},
	permalinks: {
		cookie: 'demo_permalinks',
		legend: 'Permalinks, for the REST API',
		choices: [
			['pretty', 'pretty: REST root /wp-json/'],
			['plain', 'plain: REST root /?rest_route=/, and /wp-json/ is a 404 (pages keep their URLs)'],
		],
	},
	restNonce: {
		cookie: 'demo_rest_nonce',
		legend: 'REST nonces',
		choices: [
			['checked', 'checked as WordPress does'],
			['invalid', 'always invalid: every request with a nonce gets 403 rest_cookie_invalid_nonce, fresh ones too'],
		],
	},
	darkCookieDays: {
		cookie: SWITCH_COOKIES.darkCookieDays,
		legend: 'News pages: dark-mode cookie lifetime (theme option, jnewsoption.dm_cookie_time)',
		choices: [
			['30', '30 days'],
			['1', '1 day'],
			['0', '0: a session cookie'],
		],
	},
	sticky: {
		cookie: SWITCH_COOKIES.sticky,
		legend: 'News pages: sticky header mode (theme option)',
		choices: [
			['scroll', 'scroll: the bar slides away and back with the scroll distance'],
			['pinned', 'pinned: the bar hides fully on the way down and shows fully on the way up'],
			['normal', 'normal: no sticky bar'],
		],
	},
	adminBar: {
		cookie: SWITCH_COOKIES.adminBar,
		legend: 'News pages: WordPress admin bar (body.admin-bar, jnewsoption.admin_bar)',
		choices: [
			['0', 'off'],
			['1', 'on'],
		],
	},
	gif: {
		cookie: SWITCH_COOKIES.gif,
		legend: 'News pages: GIF play overlay (theme option "transform GIF", jnewsoption.gif)',
		choices: [
			['on', 'on'],
			['off', 'off: GIFs stay plain images'],
		],
	},
	sideFeedPane: {
		cookie: 'demo_sidefeed_pane',
		legend: 'Archive posts (/article/…): side feed layout',
		choices: [
			['inline', 'in the page flow (the demo stylesheet)'],
			['pane', 'the theme\'s panel: its list scrolls in a pane of its own, and scrolling to the pane\'s end loads more'],
		],
	},
	articleEmbeds: {
		cookie: 'demo_article_embeds',
		legend: 'Archive posts (/article/…): JNews elements inside each post\'s body',
		choices: [
			['off', 'off: text only'],
			['on', 'on: a news ticker, a video playlist and a GIF in .content-inner (jnewsoption.gif on), also in posts the side feed loads in place'],
		],
	},
	direction: {
		cookie: DIRECTION_COOKIE,
		legend: 'Site language direction (every page; ?dir=rtl for one page)',
		choices: [
			['ltr', 'left to right (English)'],
			['rtl', 'right to left: <html dir="rtl" lang="he-IL">, body.rtl, jnewsoption.rtl and flexslider.rtl on, the themes\' RTL stylesheet'],
		],
	},
	companionVersion: {
		cookie: COMPANION_VERSION_COOKIE,
		legend: 'News pages, administrators: JNews companion plugins version (file_version_checker)',
		choices: [
			[CURRENT_VERSION, `${CURRENT_VERSION}: current, no notice`],
			['10.0.3', '10.0.3: outdated, the admin notice shows'],
		],
	},
} satisfies Record<string, SettingDef>;

export type SettingName = keyof typeof SITE_SETTINGS;
export type SiteSettings = Record<SettingName, string>;

const NAMES = Object.keys(SITE_SETTINGS) as SettingName[];
const offers = (name: SettingName, value: string | null | undefined): value is string =>
	SITE_SETTINGS[name].choices.some(([choice]) => choice === value);

export function readSiteSettings(ctx: RequestContext): SiteSettings {
	const read = (name: SettingName) => {
		const value = ctx.cookies.get(SITE_SETTINGS[name].cookie);
		return offers(name, value) ? value : SITE_SETTINGS[name].choices[0][0];
	};
	return Object.fromEntries(NAMES.map((name) => [name, read(name)])) as SiteSettings;
}

/** `GET /demo/settings?<name>=<value>…`: sets each setting the query names (its default clears the cookie), back to `/demo/`. */
export function setSiteSettings(ctx: RequestContext): void {
	for (const name of NAMES) {
		const value = ctx.url.searchParams.get(name);
		if (!offers(name, value)) continue;
		const isDefault = value === SITE_SETTINGS[name].choices[0][0];
		ctx.setCookie(serializeCookie(SITE_SETTINGS[name].cookie, isDefault ? '' : value, isDefault ? { maxAge: 0, sameSite: 'Lax' } : { sameSite: 'Lax' }));
	}
	redirect(ctx.res, '/demo/#settings', 303);
}

/** This visitor's REST root (get_rest_url()), which follows the permalink setting. */
export const restRootOf = (ctx: RequestContext): string => restRoot(ctx.origin, readSiteSettings(ctx).permalinks === 'plain');
