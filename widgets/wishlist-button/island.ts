import type { IslandSpec } from '../../runtime/loader/manifest';

/**
 * The wishlist plugin's "Add to wishlist" block (php-templates mode). The
 * react-components mode prints `div.yith-add-to-wishlist-button-block`
 * instead, which this selector leaves alone. Idle: until then the links add
 * without JavaScript (`?add_to_wishlist=<pid>&_wpnonce=…`).
 */
export const island: IslandSpec = {
	selector: '.yith-wcwl-add-to-wishlist.wishlist-fragment',
	strategy: 'idle',
};
