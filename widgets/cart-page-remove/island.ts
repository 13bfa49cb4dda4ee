import type { IslandSpec } from '../../runtime/loader/manifest';

/**
 * The remove links of WooCommerce's cart page table (`cart/cart.php`). They
 * stay links (removal is a nonce-checked page load; its AJAX flow belongs to
 * cart.js, outside the contract); the island brings keyboard focus back to
 * the next row after the reload. `load`: the focus must land as the page opens.
 */
export const island: IslandSpec = {
	selector: '.woocommerce-cart-form .product-remove > a.remove',
	strategy: 'load',
};
