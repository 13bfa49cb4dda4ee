import type { IslandSpec } from '../../runtime/loader/manifest';

/** Loop and block buttons WooCommerce marks for AJAX adding; Interactivity-API buttons belong to the blocks store. */
export const island: IslandSpec = {
	selector: '.add_to_cart_button.ajax_add_to_cart:not(.wc-interactive)',
	strategy: 'load',
};
