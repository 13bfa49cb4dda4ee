import type { IslandSpec } from '../../runtime/loader/manifest';

/** WooCommerce's product gallery (single-product/product-image.php): printed invisible until its script runs, so at load. */
export const island: IslandSpec = {
	selector: '.woocommerce-product-gallery',
	strategy: 'load',
};
