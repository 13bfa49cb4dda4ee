/** Island: focus after a removal on the cart page. */
import { defineIsland } from '../../runtime/react/define-island';
import { CartRemoveLink } from './cart-remove-link';

export default defineIsland(() => ({}), CartRemoveLink);
