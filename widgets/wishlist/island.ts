import type { IslandSpec } from '../../runtime/loader/manifest';

/**
 * The YITH wishlist plugin's markup (php-templates mode): the "Add to
 * wishlist" block, the premium "Wishlist items" widget, and the wishlist
 * page's form (the wishlist table or the manage-lists table). One manifest
 * entry whose chunk holds the add block's code and loads the form's (table/)
 * only where a form is printed, so a shop page fetches one wishlist file. The react-components mode's `div.yith-add-to-wishlist-button-block`
 * is left alone. Idle: until then every link and form works without JavaScript.
 */
export const island: IslandSpec = {
	// Every plugin region carries `.wishlist-fragment`; the entry mounts the add block, the items widget and the form, nothing else.
	selector: '.wishlist-fragment',
	strategy: 'idle',
};
