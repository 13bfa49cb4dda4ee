import { defineIsland } from '../../../runtime/react/define-island';
import { WishlistButton, readWishlistProps } from './wishlist-button';

export default defineIsland(readWishlistProps, WishlistButton);
