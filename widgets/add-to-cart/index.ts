/**
 * Island: AJAX add to cart. Without `wc_add_to_cart_params` the buttons stay
 * plain links (contract G6).
 */
import { readAddToCartParams } from '../../contracts/woocommerce';
import type { MountIsland } from '../../runtime/loader/manifest';
import { installAddToCart } from './add-to-cart';

const mount: MountIsland = () => {
	const params = readAddToCartParams();
	if (params) installAddToCart(params);
};

export default mount;
