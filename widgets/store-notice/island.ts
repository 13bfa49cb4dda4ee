import type { IslandSpec } from '../../runtime/loader/manifest';

/** WooCommerce's store notice, printed hidden (`display:none`) when the "store notice" option is on. */
export const island: IslandSpec = {
	selector: '.woocommerce-store-notice',
	strategy: 'load',
};
