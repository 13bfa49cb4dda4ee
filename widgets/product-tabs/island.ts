import type { IslandSpec } from '../../runtime/loader/manifest';

/**
 * WooCommerce's product data tabs (single-product/tabs/tabs.php) and the
 * review form's rating select (single-product-reviews.php): the two parts of
 * single-product.js that are not the gallery. `load`: the tabs hide all but
 * one panel, so the sooner the better for the layout.
 */
export const island: IslandSpec = { selector: '.wc-tabs-wrapper, .woocommerce-tabs, select#rating', strategy: 'load' };
