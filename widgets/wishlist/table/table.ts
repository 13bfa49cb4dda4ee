import type { MountIsland } from '../../../runtime/loader/manifest';
import { defineIsland } from '../../../runtime/react/define-island';
import { WishlistTable, type WishlistTableProps } from './wishlist-table';

/** The form's island, with the settings the entry has already read (so this part carries no l10n reader). */
export default (props: WishlistTableProps): MountIsland => defineIsland(() => props, WishlistTable);
