import type { IslandSpec } from '../../runtime/loader/manifest';

// The wishlist plugin's popup openers use prettyPhoto too; the wishlist widget owns those.
const NOT_WISHLIST =
	':not([data-rel^="prettyPhoto[add_to_wishlist_"]):not([data-rel="prettyPhoto[ask_an_estimate]"])' +
	':not([data-rel="prettyPhoto[create_wishlist]"]):not([data-rel="prettyPhoto[move_to_another_wishlist]"])';

/**
 * prettyPhoto's links: the classic `rel`, WooCommerce's `data-rel` and its 2.x
 * `a.zoom`. `idle`, not `interaction`, so a deep link can open on load; the
 * chunk is only the delegated binder, the view loads on first open.
 */
export const island: IslandSpec = {
	selector: ['a[rel^="prettyPhoto"]', 'a[data-rel^="prettyPhoto"]', 'a.zoom'].map((part) => part + NOT_WISHLIST).join(', '),
	strategy: 'idle',
};
