import type { IslandSpec } from '../../runtime/loader/manifest';

/** The mini-cart's remove links, for pages without AJAX add to cart (the mini-cart island handles them otherwise). */
export const island: IslandSpec = {
	selector: 'a.remove_from_cart_button',
	strategy: 'idle',
};
