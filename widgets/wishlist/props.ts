/**
 * What every wishlist island starts from: the localized `yith_wcwl_l10n` and
 * the settings read from it, once per element. Without it nothing mounts and
 * the printed links and forms keep working. Apart from the add block's code,
 * so the wishlist page's form reads it without fetching the button.
 */
import { type WishlistL10n, type WishlistSettings, readWishlistL10n, wishlistSettings } from '../../contracts/wishlist';

export interface WishlistProps {
	l10n: WishlistL10n;
	settings: WishlistSettings;
}

/** Null without `yith_wcwl_l10n`. */
export function readWishlistProps(): WishlistProps | null {
	const l10n = readWishlistL10n();
	return l10n ? { l10n, settings: wishlistSettings(l10n) } : null;
}
