/**
 * The minimum a quantity input is raised to (contract §7): once, when a value
 * below a non-negative `min` is printed (a minimum-quantity plugin changes
 * `min` and leaves the value at 1). No max or step handling, as WooCommerce.
 */
export function raisedQuantity(value: string, min: string): string | null {
	const minimum = Number.parseFloat(min);
	const current = Number.parseFloat(value);
	return minimum >= 0 && current < minimum ? min : null;
}
