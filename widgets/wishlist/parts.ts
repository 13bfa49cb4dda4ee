/**
 * The door to the wishlist's two islands, a lazy part of the entry: the
 * wishlist page's form (the `table/` part) and the add block (`islands.ts`)
 * are parts loaded from here, so the code both use (the plugin's requests,
 * fragments, events, toast) lives in this part, not in the entry every shop
 * page fetches, and the form's page fetches none of the add block's code.
 */
import type { MountIsland } from '../../runtime/loader/manifest';
import { type CollectSearch, fragmentsApi } from '../../runtime/wishlist/fragments';
import { showToast } from '../../runtime/wishlist/toast';
import { readWishlistProps } from './props';

export const mountForm: MountIsland = async (element, context) => {
	const props = readWishlistProps();
	return props ? (await import('./table/table')).default({ ...props, fragments: fragmentsApi, toast: showToast })(element, context) : undefined;
};

/** The add block's island, once its part is here. */
export const mountBlock = () => import('./islands').then((islands) => islands.mountBlock);

/**
 * A third party's ask (contract §6), forwarded by the entry: `yith_wcwl_reload_fragments` reloads
 * the fragments with its search merged over `{firstLoad: true}`; the infinite-scroll add-on's
 * `yith_infs_added_elem` loads those of the elements it added.
 */
export function reloadAsked(name: 'yith_wcwl_reload_fragments' | 'yith_infs_added_elem', [asked]: unknown[]): void {
	const reload = (search: CollectSearch) => void import('./islands').then((islands) => islands.reloadFragments(search));
	if (name === 'yith_infs_added_elem') {
		if (asked instanceof Element) reload({ container: asked, firstLoad: false });
		return;
	}
	const search = asked && typeof asked === 'object' ? (asked as CollectSearch) : {};
	// A search's container may come as a jQuery object.
	const container: unknown = search.container && typeof search.container === 'object' && 'jquery' in search.container ? (search.container as { 0?: unknown })[0] : search.container;
	reload({ firstLoad: true, ...search, container: container instanceof Element ? container : undefined });
}
