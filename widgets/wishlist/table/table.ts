import { defineIsland } from '../../../runtime/react/define-island';
import { WishlistTable, readWishlistTableProps } from './wishlist-table';

export default defineIsland(readWishlistTableProps, WishlistTable);
