/**
 * The visitor-dependent parts of the page shell, worked out from the request:
 * the header's account link (every page), the REST settings where a script
 * asked for them, and on shop pages the notices and the coming-soon banner an
 * administrator gets until they dismiss it (contract §2.8).
 */
import type { RequestContext } from '../context';
import type { PageVisitor, ShopPage } from '../render/layout';
import { restUrl } from '../render/rest-settings';
import type { DemoSwitches } from '../render/switches';
import { restRootOf } from './site-settings';

export function pageVisitor(ctx: RequestContext): PageVisitor {
	const user = ctx.user;
	return { origin: ctx.origin, account: user ? { displayName: user.displayName, logoutNonce: ctx.nonce('log-out') } : null };
}

export function shopChrome(ctx: RequestContext, isCart: boolean): ShopPage {
	const user = ctx.user;
	const showBanner = user?.role === 'administrator' && user.wooMeta.coming_soon_banner_dismissed !== 'yes';
	return {
		view: ctx.view(),
		isCart,
		notices: ctx.takeNotices(),
		comingSoon: showBanner ? { restUrl: restUrl(restRootOf(ctx), `/wp/v2/users/${user.id}`), restNonce: ctx.nonce('wp_rest') } : null,
	};
}

/**
 * The nonce for `wpApiSettings`, which WordPress prints where a script enqueued `wp-api-request`: in the
 * demo, shop pages seen by a logged-in visitor, and any page for anyone with `?rest-api=1` (a page script
 * that declares the dependency). Null: not printed.
 */
export const restSettingsNonce = (ctx: RequestContext, shopPage: boolean, switches: DemoSwitches): string | null =>
	(shopPage && ctx.user) || switches.restApi ? ctx.nonce('wp_rest') : null;
