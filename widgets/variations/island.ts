import type { IslandSpec } from '../../runtime/loader/manifest';

/** WooCommerce's variable-product form (single-product/add-to-cart/variable.php), swatches or not. */
export const island: IslandSpec = {
	selector: 'form.variations_form',
	strategy: 'load',
};
