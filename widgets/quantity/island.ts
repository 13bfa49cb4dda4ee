import type { IslandSpec } from '../../runtime/loader/manifest';

/** WooCommerce's quantity inputs (global/quantity-input.php); the cart table's are the cart's own. */
export const island: IslandSpec = {
	selector: 'input.qty',
	strategy: 'load',
};
