/** `yith_wcwl_l10n` as the wishlist's unit tests print it: one list, the add nonce, every action by its own name. */
import { WISHLIST_ACTION_KEYS, type WishlistL10n } from '../../../contracts/wishlist';

export const testL10n = (overrides: Partial<WishlistL10n> = {}): WishlistL10n => ({
	ajax_url: '/wp-admin/admin-ajax.php',
	multi_wishlist: '',
	hide_add_button: '1',
	fragments_index_glue: '.',
	labels: {},
	actions: Object.fromEntries(Object.entries(WISHLIST_ACTION_KEYS).map(([action, key]) => [key, action])),
	nonce: { add_to_wishlist_nonce: 'abc' },
	...overrides,
});
