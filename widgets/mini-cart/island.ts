import type { IslandSpec } from '../../runtime/loader/manifest';

/** Every mini-cart WooCommerce renders (header dropdown, Cart widget). */
export const island: IslandSpec = {
	selector: '.widget_shopping_cart_content',
	strategy: 'load',
};
