/**
 * The wishlist islands' entry. The add block (button/, which also runs the
 * premium "Wishlist items" widget) is in this chunk, since every page with
 * wishlist markup has one; the wishlist page's form (table/)
 * is a lazy part, fetched only where the form is printed. The localized
 * `yith_wcwl_l10n` is read here, once per element, for both: without it
 * nothing mounts and the printed links and forms keep working. The form's
 * part gets this chunk's fragment module and toast, whose page state
 * (in-memory options, hydrated receivers, the toast's timer) must exist once.
 */
import type { MountIsland } from '../../runtime/loader/manifest';
import { readWishlistProps } from './button/wishlist-button';
import { fragmentsApi } from '../../runtime/wishlist/fragments';
import { showToast } from '../../runtime/wishlist/toast';
import mountButton from './button/button';

const mount: MountIsland = async (element, context) => {
	if (element.matches('form#yith-wcwl-form')) {
		const props = readWishlistProps();
		return props ? (await import('./table/table')).default({ ...props, fragments: fragmentsApi, toast: showToast })(element, context) : undefined;
	}
	// The premium items widget holds the same kind of links (remove from all lists) as the add block.
	if (element.classList.contains('yith-wcwl-add-to-wishlist') || element.classList.contains('yith-wcwl-items-widget')) return mountButton(element, context);
};

export default mount;
