/**
 * The wishlist's traditional table as the plugin's templates/wishlist-view.php
 * prints it: `<!-- WISHLIST TABLE -->`, a header cell per shown column, a row
 * per item with the template's comments (`<!-- Date added -->`,
 * `<!-- Add to cart button -->`, …) and the whitespace its PHP tags leave,
 * which is why the strings below carry runs of tabs where a column is off.
 */
import { type Html, html, raw } from '../http/html';
import { part, tabs } from './template-part';
import { PRIVACY } from '../../../contracts/wishlist';
import { type WishlistColumns, showLastColumn } from './wishlist-columns';
import type { WishlistRow, WishlistRowsView } from './wishlist-rows';



function headerCell(className: string, label: string): string {
	return `\t\t\t\t\t\t<th class="${className}">\n\t\t\t\t<span class="nobr">\n\t\t\t\t\t${label}\t\t\t\t</span>\n\t\t\t</th>\n\t\t`;
}

function head(columns: WishlistColumns): Html {
	const cells = [
		part(2, columns.show_cb, () => `\t\t\t\t\t\t<th class="product-checkbox">\n\t\t\t\t<input type="checkbox" value="" name="" id="bulk_add_to_cart"/>\n\t\t\t</th>\n\t\t`),
		raw('\n'),
		part(2, columns.show_remove_product, () => headerCell('product-remove', '')),
		raw('\n\t\t<th class="product-thumbnail"></th>\n\n\t\t<th class="product-name">\n\t\t\t<span class="nobr">\n\t\t\t\tProduct name\t\t\t</span>\n\t\t</th>\n\n'),
		part(2, columns.show_price, () => headerCell('product-price', 'Unit price')),
		raw('\n'),
		part(2, columns.show_quantity, () => headerCell('product-quantity', 'Quantity')),
		raw('\n'),
		part(2, columns.show_stock_status, () => headerCell('product-stock-status', 'Stock status')),
		raw('\n'),
		part(2, showLastColumn(columns), () => headerCell('product-add-to-cart', '')),
		raw('\n'),
		part(2, columns.enable_drag_n_drop, () => headerCell('product-arrange', 'Arrange')),
	];
	return html`\t<thead>\n\t<tr>\n${cells}\t</tr>\n\t</thead>\n`;
}

function quantityCell(row: WishlistRow, editable: boolean): Html {
	const value = editable
		? html`\t\t\t\t\t\t\t\t<input type="number" min="1" step="1" name="items[${row.id}][quantity]" value="${row.item.quantity}"/>\n\t\t\t\t\t\t\t`
		: html`\t\t\t\t\t\t\t\t${row.item.quantity}\t\t\t\t\t\t\t`;
	return html`\t\t\t\t\t\t<td class="product-quantity">\n\t\t\t\t\t\t\t\n\t\t\t\t\t\t\t${value}\n\t\t\t\t\t\t\t\t\t\t\t\t\t</td>\n\t\t\t\t\t`;
}

/**
 * The move select's opening tag, with two additions of the demo's: a screen-reader label (the plugin
 * prints none) and select2's `data-minimum-results-for-search`, as a theme could print them through the
 * template, so the enhanced select's name and search field are exercised.
 */
export const moveSelectOpening = (productId: number): Html =>
	html`<label class="screen-reader-text" for="change-wishlist-${productId}">Move to another wishlist</label><select id="change-wishlist-${productId}" class="change-wishlist selectBox" data-minimum-results-for-search="3">`;

/** The select of the owner's other lists ("name - privacy"), skipping this one. */
export function moveOptions(view: WishlistRowsView, indent: number): Html {
	return html`${view.otherLists.map(
		(list) => html`${tabs(indent)}<option value="${list.token}">\n${tabs(indent + 1)}${list.name} - ${PRIVACY[String(list.privacy) as keyof typeof PRIVACY].label}${tabs(indent)}</option>\n${tabs(indent)}`,
	)}`;
}

/** The move type `popup`: every row's button opens the one move popup, which gets the row's id (contract §5.5). */
export const moveButton = html`<a href="#move_to_another_wishlist" class="move-to-another-wishlist-button" data-rel="prettyPhoto[move_to_another_wishlist]">Move to another list &rsaquo;</a>`;

/**
 * The premium move popup (wishlist-popup-move.php): a plain form POST to the list's URL with the move query and
 * nonce, the destination as `new_wishlist_id` (list ids), and the row id the opener adds as `row_id`.
 */
export function movePopup(list: { name: string; token: string }, action: string, otherLists: readonly { id: number; name: string; privacy: number }[]): Html {
	const options = otherLists.map((other) => html`<option value="${other.id}">${other.name} - ${PRIVACY[String(other.privacy) as keyof typeof PRIVACY].label}</option>`);
	return html`<div id="move_to_another_wishlist" style="display:none"><form action="${action}" method="post" class="wishlist-move-to-another-wishlist-popup"><div class="yith-wcwl-popup-content"><h3>Move to another wishlist</h3><p class="form-row">This item is already in the <b>${list.name} wishlist</b>.<br/>You can move it in another list:</p><p class="form-row form-row-wide"><label class="screen-reader-text" for="move_to_another_wishlist_select">Destination wishlist</label><select id="move_to_another_wishlist_select" name="new_wishlist_id" class="change-wishlist">${options}</select></p></div><div class="yith-wcwl-popup-footer"><button class="move-to-another-wishlist-button move-to-another-wishlist-button-popup wishlist-submit button alt">Move</button></div></form></div>`;
}

function lastCell(view: WishlistRowsView, row: WishlistRow): Html {
	const { columns } = view;
	const date = columns.show_dateadded ? html`<span class="dateadded">Added on: ${row.dateAdded}</span>` : '';
	const button = part(7, row.addToCart !== undefined, () => html`\t\t\t\t\t\t\t\t${row.addToCart}\t\t\t\t\t\t\t`);
	const move = part(7, view.canMove, () => view.movePopup ? html`\t\t\t\t\t\t\t\t${moveButton}\n\t\t\t\t\t\t\t` : html`\t\t\t\t\t\t\t\t\t${moveSelectOpening(row.id)}\n\t\t\t\t\t\t\t\t\t\t<option value="">Move</option>\n\t\t\t\t\t\t\t\t\t\t${moveOptions(view, 11)}\t\t\t\t\t\t\t\t\t</select>\n\t\t\t\t\t\t\t\t\n\t\t\t\t\t\t\t\t\n\t\t\t\t\t\t\t`);
	const remove = part(7, columns.repeat_remove_button && view.owner, () => html`\t\t\t\t\t\t\t\t<a href="${row.removeUrl}" class="remove_from_wishlist button" title="Remove this product">Remove</a>\n\t\t\t\t\t\t\t`);
	return html`\t\t\t\t\t\t<td class="product-add-to-cart">
							
							<!-- Date added -->
							${date}
							
							<!-- Add to cart button -->
							${button}
							
							<!-- Change wishlist -->
							${move}
							<!-- Remove from wishlist -->
${remove}
							\t\t\t\t\t\t</td>\n\t\t\t\t\t`;
}

function row(view: WishlistRowsView, entry: WishlistRow, first: boolean): Html {
	const { columns } = view;
	const cells = [
		part(5, columns.show_cb, () => html`\t\t\t\t\t\t<td class="product-checkbox">\n\t\t\t\t\t\t\t<input type="checkbox" value="yes" name="items[${entry.id}][cb]"/>\n\t\t\t\t\t\t</td>\n\t\t\t\t\t`),
		raw('\n'),
		part(5, columns.show_remove_product && view.owner, () => html`\t\t\t\t\t\t<td class="product-remove">\n\t\t\t\t\t\t\t<div>\n\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t<a href="${entry.removeUrl}" class="remove remove_from_wishlist" title="Remove this product">&times;</a>\n\t\t\t\t\t\t\t</div>\n\t\t\t\t\t\t</td>\n\t\t\t\t\t`),
		html`\n\t\t\t\t\t<td class="product-thumbnail">\n\t\t\t\t\t\t\n\t\t\t\t\t\t<a href="${entry.link}">\n\t\t\t\t\t\t\t${entry.image}\t\t\t\t\t\t</a>\n\n\t\t\t\t\t\t\t\t\t\t\t</td>\n\n`,
		html`\t\t\t\t\t<td class="product-name">\n\t\t\t\t\t\t\n\t\t\t\t\t\t<a href="${entry.link}">\n\t\t\t\t\t\t\t${entry.title}\t\t\t\t\t\t</a>\n\n\t\t\t\t\t\t\n\t\t\t\t\t\t\t\t\t\t\t</td>\n\n`,
		part(5, columns.show_price, () => html`\t\t\t\t\t\t<td class="product-price">\n\t\t\t\t\t\t\t\n\t\t\t\t\t\t\t${entry.price}\n\t\t\t\t\t\t\t\t\t\t\t\t\t</td>\n\t\t\t\t\t`),
		raw('\n'),
		part(5, columns.show_quantity, () => quantityCell(entry, view.owner)),
		raw('\n'),
		part(5, columns.show_stock_status, () => html`\t\t\t\t\t\t<td class="product-stock-status">\n\t\t\t\t\t\t\t\n\t\t\t\t\t\t\t${entry.stock}\n\t\t\t\t\t\t\t\t\t\t\t\t\t</td>\n\t\t\t\t\t`),
		raw('\n'),
		part(5, showLastColumn(columns), () => lastCell(view, entry)),
		raw('\n'),
		part(5, columns.enable_drag_n_drop, () => html`\t\t\t\t\t\t<td class="product-arrange ">\n\t\t\t\t\t\t\t<i class="fa fa-arrows"></i>\n\t\t\t\t\t\t\t<input type="hidden" name="items[${entry.id}][position]" value="${entry.item.position}"/>\n\t\t\t\t\t\t</td>\n\t\t\t\t\t`),
	];
	return html`${first ? '\t' : '\t\t\t\t'}\t\t\t\t<tr id="yith-wcwl-row-${entry.id}" data-row-id="${entry.id}">\n${cells}\t\t\t\t</tr>\n`;
}

/** 2 (image, name) plus each optional column: the empty row's colspan. */
function columnCount(view: WishlistRowsView): number {
	const { columns } = view;
	const optional = [columns.show_cb, columns.show_remove_product && view.owner, columns.show_price, columns.show_quantity, columns.show_stock_status, showLastColumn(columns), columns.enable_drag_n_drop];
	return 2 + optional.filter(Boolean).length;
}

export function traditionalTable(view: WishlistRowsView, classes: string): Html {
	const body = view.rows.length
		? html`${view.rows.map((entry, index) => row(view, entry, index === 0))}\t\t\t\t`
		: html`\t\t\t<tr>\n\t\t\t\t\t\t<td colspan="${columnCount(view)}" class="wishlist-empty">No products added to the wishlist</td>\n\t\t</tr>\n\t\t`;
	return html`
<!-- WISHLIST TABLE -->
<table
	class="shop_table cart wishlist_table wishlist_view traditional responsive ${classes}"
	data-pagination="no" data-per-page="${view.perPage}" data-page="1"
	data-id="${view.list.id}" data-token="${view.list.token}">

	
${head(view.columns)}
	<tbody class="wishlist-items-wrapper">
${body}\t</tbody>

</table>
`;
}
