import type { IslandSpec } from '../../runtime/loader/manifest';

/**
 * The YITH wishlist plugin's markup (php-templates mode): the "Add to
 * wishlist" block, and the wishlist page's form (the wishlist table or the
 * manage-lists table). One manifest entry whose entry chunk only picks the
 * part the element needs (button/ or table/), so a shop page loads the button
 * code only. The react-components mode's `div.yith-add-to-wishlist-button-block`
 * is left alone. Idle: until then every link and form works without JavaScript.
 */
export const island: IslandSpec = {
	// Every plugin region carries `.wishlist-fragment`; the entry mounts the add block and the form, nothing else.
	selector: '.wishlist-fragment',
	strategy: 'idle',
};
