/**
 * `/demo/scale/wishlist/?n=500`: the staging of the 500-row wishlist. Fills
 * the visitor's default list with the first n synthetic products (scale-products.ts),
 * then sends them to `/wishlist/`, which prints every row in the plugin's table.
 * Row k is "Scale item k": the items are added last first, and the plugin lists the newest first.
 */
import type { RequestContext } from '../context';
import { redirect } from '../http/respond';
import { SCALE_PRODUCT_COUNT, SCALE_PRODUCTS } from '../state/scale-products';
import { wishlistStore } from '../state/wishlists';
import { ensureOwner } from './wishlist-visitor';

/** `?n=` clamped to 1..SCALE_PRODUCT_COUNT; anything unparsable gives all of them. */
export function wishlistRowCount(value: string | null): number {
	const n = value !== null && /^\d{1,6}$/.test(value) ? Number(value) : SCALE_PRODUCT_COUNT;
	return Math.min(Math.max(n, 1), SCALE_PRODUCT_COUNT);
}

export function fillScaleWishlist(ctx: RequestContext): void {
	const store = wishlistStore(ctx.state);
	const list = store.defaultOf(ensureOwner(ctx), true);
	if (list) for (const product of SCALE_PRODUCTS.slice(0, wishlistRowCount(ctx.url.searchParams.get('n'))).reverse()) store.add(list, product.id);
	redirect(ctx.res, '/wishlist/', 303);
}
