import type { IslandSpec } from '../../runtime/loader/manifest';
import { SHOP_FORM_TARGETS } from './targets';

/** The small behaviours of WooCommerce's woocommerce.js and the theme's account form. */
export const island: IslandSpec = {
	selector: SHOP_FORM_TARGETS,
	strategy: 'load',
};
