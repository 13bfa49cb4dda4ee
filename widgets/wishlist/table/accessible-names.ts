/**
 * Names the plugin's wishlist templates (wishlist-view.php and its mobile
 * list) leave out, given once the form has hydrated (the first render stays
 * the printed markup): every row's checkbox and quantity field is a bare
 * input, and the header cells over the checkbox, remove, thumbnail and last
 * (add to cart, date, move) columns print no text. A reader tabbing through
 * the rows heard "checkbox" and "spin button" with no product; the columns
 * had no header to announce.
 */
import { __, sprintf } from '../../../runtime/i18n';

/** The product a row shows: its name link (desktop cell or mobile heading), else the name cell's text. */
function productName(row: Element): string {
	const name = row.querySelector('.product-name');
	return (name?.querySelector('a') ?? name)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

/** The `aria-label` for a printed control that has no name, or null when it needs none (or its row has no name to give). */
export function controlName(node: Element): string | null {
	if (node.localName !== 'input' || node.hasAttribute('aria-label') || node.hasAttribute('aria-labelledby')) return null;
	if (node.id === 'bulk_add_to_cart') return __('Select all products');
	const row = node.closest('[data-row-id]');
	const name = row && productName(row);
	if (!name) return null;
	if (node.getAttribute('type') === 'checkbox' && node.parentElement?.classList.contains('product-checkbox'))
		/* translators: %s: the product's name */
		return sprintf(__('Select %s'), name);
	if (node.getAttribute('type') === 'number' && node.closest('.product-quantity'))
		/* translators: %s: the product's name */
		return sprintf(__('Quantity of %s'), name);
	return null;
}

const columnNames = (): ReadonlyArray<readonly [string, string]> => [
	['product-checkbox', __('Select')],
	['product-remove', __('Remove')],
	['product-thumbnail', __('Image')],
	['product-add-to-cart', __('Actions')],
];

/** What a header cell with no text of its own is about, for screen-reader text; null for a cell that has text. */
export function emptyHeaderName(node: Element): string | null {
	if (node.localName !== 'th' || node.textContent!.trim()) return null;
	return columnNames().find(([column]) => node.classList.contains(column))?.[1] ?? null;
}
