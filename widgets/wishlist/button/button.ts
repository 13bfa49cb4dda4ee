import { defineIsland } from '../../../runtime/react/define-island';
import { WishlistButton, readWishlistButtonProps } from './wishlist-button';

export default defineIsland(readWishlistButtonProps, WishlistButton);
