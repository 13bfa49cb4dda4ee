import type { IslandSpec } from '../../runtime/loader/manifest';

/** Any fragment target: the mini-cart, the classic Cart widget, the theme's header cart link. */
export const island: IslandSpec = {
	selector: '.widget_shopping_cart_content, .widget_shopping_cart, a.cart-contents',
	strategy: 'load',
};
