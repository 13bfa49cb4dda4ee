import type { IslandSpec } from '../../runtime/loader/manifest';
import { POST_GALLERY } from './gallery-links';

/**
 * prettyPhoto's links: the classic `rel`, WooCommerce's `data-rel` and its 2.x
 * `a.zoom`; and a post's galleries, which the theme's article-gallery popup
 * opens (gallery-links.ts). The wishlist plugin's popup openers (`data-rel`
 * only) belong to the wishlist widget. `idle`, not `interaction`, so a deep link can open on
 * load; the chunk is only the delegated binder, the view loads on first open.
 */
export const island: IslandSpec = {
	selector:
		'a[rel^="prettyPhoto"],a.zoom,a[data-rel^="prettyPhoto"]:not([data-rel^="prettyPhoto[add_to_wishlist_"]):not([data-rel="prettyPhoto[create_wishlist]"])' +
		':not([data-rel="prettyPhoto[move_to_another_wishlist]"]):not([data-rel="prettyPhoto[ask_an_estimate]"]),' +
		POST_GALLERY,
	strategy: 'idle',
};
