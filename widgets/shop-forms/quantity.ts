/**
 * Quantity inputs raised to their minimum (contract §7): once, when a value
 * below a non-negative `min` is printed. Cart-table inputs are the cart's own.
 */
export function raisedQuantity(value: string, min: string): string | null {
	const minimum = Number.parseFloat(min);
	const current = Number.parseFloat(value);
	return minimum >= 0 && current < minimum ? min : null;
}

export function clampQuantity(input: HTMLInputElement): void {
	if (input.closest('.product-quantity')) return;
	const raised = raisedQuantity(input.value, input.getAttribute('min') ?? '');
	if (raised !== null) input.value = raised;
}
