/**
 * Island: the cart fragment cache. It starts once per page and only when
 * `wc_cart_fragments_params` is printed (contract G6).
 */
import { readCartFragmentsParams } from '../../contracts/woocommerce';
import type { MountIsland } from '../../runtime/loader/manifest';
import { startCartFragments } from './cart-fragments';

let started = false;

const mount: MountIsland = () => {
	if (started) return;
	const params = readCartFragmentsParams();
	if (!params) return;
	started = true;
	startCartFragments(params);
};

export default mount;
