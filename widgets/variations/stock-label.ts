/**
 * The low-stock label a swatch shows ("Only 2 left in stock"). It appears only
 * for an in-stock variation whose quantity is limited (`max_qty` is a number:
 * WooCommerce manages its stock and allows no backorders) and at or below the
 * threshold (`stock_label_threshold`, 5 by default). The swatches plugin's own
 * `variation_stock_left` text ("2 left"), when the shop sends it, is used as is.
 */
import type { WcVariation } from '../../contracts/variations';
import { __, sprintf } from '../../runtime/i18n';

export const DEFAULT_STOCK_THRESHOLD = 5;

export function stockLabel(variation: WcVariation | undefined, threshold: number = DEFAULT_STOCK_THRESHOLD): string {
	if (!variation || !variation.is_in_stock || !variation.variation_is_active) return '';
	const left = variation.max_qty;
	if (typeof left !== 'number' || left <= 0 || left > threshold) return '';
	return (variation.variation_stock_left || '').trim() || /* translators: %d: how many are left */ sprintf(__('Only %d left in stock'), left);
}
