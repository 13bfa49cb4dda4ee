import type { IslandSpec } from '../../runtime/loader/manifest';

/**
 * The wishlist page's form (`form#yith-wcwl-form.wishlist-fragment`): the
 * wishlist table in any layout, or the premium manage-lists table. Visible:
 * until then its links and forms work without JavaScript.
 */
export const island: IslandSpec = {
	selector: 'form#yith-wcwl-form.wishlist-fragment',
	strategy: 'visible',
};
