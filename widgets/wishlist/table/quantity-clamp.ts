/** A typed wishlist quantity is raised to the input's `min` (product spec §5), at once, before the debounced save. */
/** `value` raised to `min` (1 by default) and made a whole number. */
export function clampQuantity(value: string, min: string | null): string {
	const floor = Math.max(0, Number.parseInt(min ?? '1', 10) || 1);
	const parsed = Number.parseInt(value, 10);
	return String(Number.isFinite(parsed) && parsed >= floor ? parsed : floor);
}
