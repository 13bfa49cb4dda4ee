import type { IslandSpec } from '../../runtime/loader/manifest';

/**
 * Loop and block buttons WooCommerce marks for AJAX adding; Interactivity-API
 * buttons belong to the blocks store. Each button is its own island, woken
 * one viewport ahead of the screen or by the first touch, focus or key (a
 * click before that is held and replayed once), so a shop page with 1,000
 * buttons hydrates only the few a shopper can reach.
 */
export const island: IslandSpec = {
	selector: '.add_to_cart_button.ajax_add_to_cart:not(.wc-interactive)',
	strategy: 'visible',
};
