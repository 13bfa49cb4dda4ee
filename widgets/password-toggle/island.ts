import type { IslandSpec } from '../../runtime/loader/manifest';

/**
 * Password fields in WooCommerce's forms. Which of them get a toggle
 * (contract §2.10: WooCommerce's own inputs, and any whose parent is a span)
 * is decided when mounting (`password-wrapper.ts`).
 */
export const island: IslandSpec = {
	selector: '.woocommerce form input[type=password]',
	strategy: 'load',
};
