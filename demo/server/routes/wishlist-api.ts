/**
 * The demo's wishlist endpoints for tests and the QA page: what the plugin's
 * tables hold (`GET /demo/api/wishlists`, lists with their items in display
 * order, plus the ask-an-estimate requests) and the plugin options switch
 * (`GET /demo/wishlist-options?multi=1&…`, 303 back to /demo/).
 */
import type { RequestContext } from '../context';
import { NO_CACHE, redirect, send } from '../http/respond';
import { wishlistStore } from '../state/wishlists';
import { writeWishlistOptions } from './wishlist-visitor';

function listsJson(ctx: RequestContext) {
	const store = wishlistStore(ctx.state);
	const lists = store.all().map((list) => ({
		id: list.id,
		token: list.token,
		name: list.name,
		privacy: list.privacy,
		isDefault: list.isDefault,
		owner: list.owner,
		items: store.ordered(list).map(({ itemId, productId, quantity, position }) => ({ itemId, productId, quantity, position })),
	}));
	return { lists, estimates: store.estimates };
}

/** Returns false when the path is not one of these endpoints. */
export function handleWishlistApi(ctx: RequestContext): boolean {
	const route = `${ctx.req.method} ${ctx.url.pathname}`;
	if (route === 'GET /demo/api/wishlists') {
		send(ctx.res, 200, 'application/json; charset=utf-8', JSON.stringify(listsJson(ctx)), { 'Cache-Control': NO_CACHE });
		return true;
	}
	if (route === 'GET /demo/wishlist-options') {
		writeWishlistOptions(ctx);
		redirect(ctx.res, '/demo/#wishlist-options', 303);
		return true;
	}
	return false;
}
