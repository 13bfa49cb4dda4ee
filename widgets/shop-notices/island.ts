import type { IslandSpec } from '../../runtime/loader/manifest';
import { NOTICE } from './notice-selector';

/**
 * Where WooCommerce's notices appear: the notices wrapper it prints on shop,
 * cart, checkout and account pages (empty when there is nothing to say: cart
 * and checkout scripts insert notices into it), and alert notices printed
 * outside one.
 */
export const island: IslandSpec = {
	selector: `.woocommerce-notices-wrapper, ${NOTICE}`,
	strategy: 'load',
};
