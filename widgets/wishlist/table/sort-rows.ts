/**
 * Reordering the wishlist (contract §3.10, §7.6): the rows of the island's
 * copy in a new order, their hidden `[position]` inputs renumbered 0..n-1,
 * and the body of sort_wishlist_items (`positions[]` in DOM order).
 */
export const rowIds = (root: Element): string[] =>
	[...root.querySelectorAll('.wishlist_table [data-row-id]')].map((row) => row.getAttribute('data-row-id') ?? '');

/** `ids` moved so that `moved` sits at `index` (clamped). */
export function moveId(ids: readonly string[], moved: string, index: number): string[] {
	const rest = ids.filter((id) => id !== moved);
	const at = Math.max(0, Math.min(rest.length, index));
	return [...rest.slice(0, at), moved, ...rest.slice(at)];
}

export function reorderedRows(printed: Element, order: readonly string[]): Element {
	const copy = printed.cloneNode(true) as Element;
	const rows = order.map((id) => copy.querySelector(`.wishlist_table [data-row-id="${CSS.escape(id)}"]`)).filter((row): row is Element => row !== null);
	const parent = rows[0]?.parentElement;
	if (!parent) return copy;
	for (const row of rows) parent.append(row);
	rows.forEach((row, position) => row.querySelector('input[name*="[position]"]')?.setAttribute('value', String(position)));
	return copy;
}

export function sortFields(table: Element, order: readonly string[]): Record<string, unknown> {
	return {
		positions: [...order],
		wishlist_token: table.getAttribute('data-token') ?? '',
		page: table.getAttribute('data-page') ?? '1',
		per_page: table.getAttribute('data-per-page') ?? '',
	};
}
