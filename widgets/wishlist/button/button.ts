import type { MountIsland } from '../../../runtime/loader/manifest';
import { defineIsland } from '../../../runtime/react/define-island';
import type { Held } from './first-use';
import { readWishlistProps } from '../props';
import { WishlistButton } from './wishlist-button';

/** The add block's island, given what was held before it was there. */
export default (held: Held = {}): MountIsland =>
	defineIsland(() => {
		const props = readWishlistProps();
		return props && { ...props, held };
	}, WishlistButton);
