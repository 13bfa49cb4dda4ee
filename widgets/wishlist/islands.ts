/**
 * The add block's island, a lazy part loaded through `parts.ts` (button/,
 * which also runs the premium "Wishlist items" widget), and third parties'
 * fragment reloads. The wishlist page's form is a part of its own (table/).
 */
import type { CollectSearch } from '../../runtime/wishlist/fragments';
import { loadFragments } from '../../runtime/wishlist/first-load';
import type { MountBlock } from './button/first-use';
import mountButton from './button/button';
import { readWishlistProps } from './props';

export const mountBlock: MountBlock = (element, context, held) => mountButton(held)(element, context);

/**
 * A third party's reload (contract §6: `yith_wcwl_reload_fragments` with its search merged over
 * `{firstLoad: true}`, or the infinite-scroll add-on's new elements): one load_fragments.
 */
export function reloadFragments(search: CollectSearch): void {
	const props = readWishlistProps();
	if (props) void loadFragments(props.l10n, props.settings.glue, search);
}
