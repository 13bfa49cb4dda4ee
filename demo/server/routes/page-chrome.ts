/**
 * The visitor-dependent parts of the page shell, worked out from the request:
 * the header's account link (every page), and on shop pages the notices, the
 * REST settings a logged-in visitor gets and the coming-soon banner an
 * administrator gets until they dismiss it (contract §2.8).
 */
import type { RequestContext } from '../context';
import type { PageVisitor, ShopPage } from '../render/layout';
import { restRoot } from '../render/rest-settings';

export function pageVisitor(ctx: RequestContext): PageVisitor {
	const user = ctx.user;
	return { origin: ctx.origin, account: user ? { displayName: user.displayName, logoutNonce: ctx.nonce('log-out') } : null };
}

export function shopChrome(ctx: RequestContext, isCart: boolean): ShopPage {
	const user = ctx.user;
	const restNonce = user ? ctx.nonce('wp_rest') : null;
	const showBanner = user?.role === 'administrator' && user.wooMeta.coming_soon_banner_dismissed !== 'yes';
	return {
		view: ctx.view(),
		isCart,
		notices: ctx.takeNotices(),
		restNonce,
		comingSoon: showBanner && restNonce ? { restUrl: `${restRoot(ctx.origin)}wp/v2/users/${user.id}`, restNonce } : null,
	};
}
