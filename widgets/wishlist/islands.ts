/**
 * The wishlist's islands, a lazy part of its entry: the add block's
 * (button/, which also runs the premium "Wishlist items" widget) and the
 * wishlist page's form, itself a part (table/) fetched only where the form
 * is printed. The localized `yith_wcwl_l10n` is read here, once per element,
 * for both: without it nothing mounts and the printed links and forms keep
 * working.
 */
import type { MountIsland } from '../../runtime/loader/manifest';
import { readWishlistProps } from './button/wishlist-button';
import { fragmentsApi } from '../../runtime/wishlist/fragments';
import { showToast } from '../../runtime/wishlist/toast';
import type { MountBlock } from './button/first-use';
import mountButton from './button/button';

export const mountForm: MountIsland = async (element, context) => {
	const props = readWishlistProps();
	return props ? (await import('./table/table')).default({ ...props, fragments: fragmentsApi, toast: showToast })(element, context) : undefined;
};

export const mountBlock: MountBlock = (element, context, held) => mountButton(held)(element, context);
