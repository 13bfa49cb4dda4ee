/**
 * Mini-carts exactly as the demo's PHP stand-in prints them (page and
 * fragments alike), rendered by the demo's own functions.
 */
import { headerCart, miniCartContent } from '../../demo/server/render/mini-cart';
import type { ShopView } from '../../demo/server/render/view';
import { Cart } from '../../demo/server/state/cart';
import { findProduct, type SimpleProduct, type Variation } from '../../demo/server/state/catalogue';

/** A view of a cart holding the given products (ids), one of each. */
export function viewWith(...ids: number[]): ShopView {
	const cart = new Cart();
	for (const id of ids) cart.add(findProduct(id) as SimpleProduct | Variation, 1);
	return { origin: 'http://localhost:3000', cart, removeNonce: 'df320f92d5' };
}

export const printedMiniCarts = (): Record<string, string> => ({
	'mini-cart with items': miniCartContent(viewWith(11, 18, 12)).value,
	'empty mini-cart': miniCartContent(viewWith()).value,
});

/** Storefront's header cart (link + drop-down mini-cart) for a cart of `ids`. */
export const printedHeaderCart = (...ids: number[]): string => headerCart(viewWith(...ids)).value;
export const printedMiniCart = (...ids: number[]): string => miniCartContent(viewWith(...ids)).value;
