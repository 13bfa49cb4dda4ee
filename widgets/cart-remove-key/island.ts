import type { IslandSpec } from '../../runtime/loader/manifest';

/**
 * The mini-cart's remove links, for pages without AJAX add to cart (the
 * mini-cart island handles them otherwise, and this island then stays off).
 * Visible: a link in a closed header dropdown costs nothing until the cart is
 * opened, and a reader can only press Space on a link they can see.
 */
export const island: IslandSpec = {
	selector: 'a.remove_from_cart_button',
	strategy: 'visible',
};
