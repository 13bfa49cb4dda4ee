/**
 * Minimum order quantities, as a min/max-quantities plugin adds them: the
 * product page prints the minimum as the quantity input's `min` while the
 * value stays 1 (the plugin filters the input's arguments, not its default),
 * which is the state woocommerce.js's quantity clamp exists for (contract §7).
 * The no-JavaScript form add enforces the minimum with the plugin's kind of
 * error notice. Kept apart from the catalogue, as the plugin keeps it apart
 * from the product data.
 */
import { type Html, html } from '../http/html';
import type { SimpleProduct, Variation } from './catalogue';

/** Product id → minimum quantity per order line. */
const MINIMUMS: ReadonlyMap<number, number> = new Map([[22, 2]]);

export const minimumQuantity = (productId: number): number => MINIMUMS.get(productId) ?? 1;

/** The error notice when fewer than the minimum would end up in the cart; null when the add may go on. */
export function belowMinimum(item: SimpleProduct | Variation, inCart: number, adding: number): Html | null {
	const minimum = minimumQuantity(item.id);
	if (adding <= 0 || inCart + adding >= minimum) return null;
	return html`The minimum quantity for &ldquo;${item.name}&rdquo; is ${minimum}. Please add at least ${minimum - inCart} to your cart.`;
}
