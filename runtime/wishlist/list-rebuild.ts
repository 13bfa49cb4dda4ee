/**
 * The list rebuild from a reply's `user_wishlists` (contract §5.5): every add
 * popup's `select.wishlist-select` keeps its `new` option and lists the
 * visitor's lists by id before it; every `ul.yith-wcwl-dropdown` is refilled
 * with one add link per list but the default. So the `0` ("your default
 * list, when there is none yet") that the server printed before any list
 * existed is gone. Move selects list tokens and are left to fragments
 * (§9 #15). Names are written as text: they are the visitor's own. In the
 * popup's lazy part: only multi-list sites with popups rebuild.
 */
import type { UserWishlist } from '../../contracts/wishlist';
import { sameOriginUrl } from '../navigate';

/** The add popups' selects: `name=wishlist_id` (the move popup's is `new_wishlist_id`). */
const ADD_SELECTS = 'select.wishlist-select[name="wishlist_id"]';

/** Rebuilds the add selects and dropdowns inside `root` (itself included); false when it holds none. */
export function rebuildLists(root: Element, lists: readonly UserWishlist[]): boolean {
	const doc = root.ownerDocument;
	const selects = [...(root.matches(ADD_SELECTS) ? [root] : []), ...root.querySelectorAll(ADD_SELECTS)];
	for (const select of selects) {
		const create = select.querySelector('option[value="new"]');
		select.replaceChildren(
			...lists.map((list) => {
				const option = doc.createElement('option');
				option.value = String(list.id);
				option.textContent = list.wishlist_name;
				return option;
			}),
			...(create ? [create] : []),
		);
	}
	const dropdowns = root.querySelectorAll('ul.yith-wcwl-dropdown');
	for (const dropdown of dropdowns) {
		const main = [...(dropdown.closest('.yith-wcwl-add-button')?.children ?? [])].find((child) => child.matches('a.add_to_wishlist'));
		dropdown.replaceChildren(
			...lists
				.filter((list) => !list.default)
				.map((list) => {
					const link = doc.createElement('a');
					link.rel = 'nofollow';
					link.className = 'add_to_wishlist';
					// A reply's link, so only one on this site (the island adds by id; the href is the no-JS way).
					if (sameOriginUrl(list.add_to_this_wishlist_url)) link.href = list.add_to_this_wishlist_url;
					link.setAttribute('data-product-id', main?.getAttribute('data-product-id') ?? '');
					link.setAttribute('data-product-type', main?.getAttribute('data-product-type') ?? '');
					link.setAttribute('data-wishlist-id', String(list.id));
					link.textContent = list.wishlist_name;
					const item = doc.createElement('li');
					item.append(link);
					return item;
				}),
		);
	}
	return selects.length > 0 || dropdowns.length > 0;
}
