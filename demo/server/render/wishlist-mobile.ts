/**
 * The wishlist as the plugin's templates/wishlist-view-mobile.php prints it
 * (the responsive layout at 768 px and below, asked for by load_mobile):
 * `<!-- WISHLIST MOBILE -->`, a `<li>` per item with its details tables, and
 * the template's comments and whitespace.
 */
import { type Html, html } from '../http/html';
import { part, tabs } from './template-part';
import type { WishlistRow, WishlistRowsView } from './wishlist-rows';
import { moveButton, moveOptions, moveSelectOpening } from './wishlist-table';


/** A label/value row of the details tables. */
const detail = (indent: number, label: string, value: Html | string, valueClass = 'value'): Html =>
	html`${tabs(indent)}<tr>\n${tabs(indent + 1)}<td class="label">\n${tabs(indent + 2)}${label}${tabs(indent + 1)}</td>\n${tabs(indent + 1)}<td class="${valueClass}">\n${tabs(indent + 2)}${value}${tabs(indent + 1)}</td>\n${tabs(indent)}</tr>\n`;

function details(view: WishlistRowsView, row: WishlistRow): Html {
	const { columns } = view;
	return html`\t\t\t\t\t\t\t\t<table class="item-details-table">\n\n${tabs(9)}\n${part(9, columns.show_dateadded, () => html`${detail(10, 'Added on:', row.dateAdded)}${tabs(9)}`)}\n${part(9, columns.show_price, () => html`${detail(10, 'Price:', row.price)}${tabs(9)}`)}\n\t\t\t\t\t\t\t\t</table>\n\t\t\t\t\t\t\t`;
}

function additionalInfo(view: WishlistRowsView, row: WishlistRow): Html {
	const { columns } = view;
	const quantity = view.owner
		? html`${tabs(12)}<input type="number" min="1" step="1" name="items[${row.id}][quantity]" value="${row.item.quantity}"/>\n${tabs(11)}`
		: html`${tabs(12)}${row.item.quantity}${tabs(11)}`;
	return html`\t\t\t\t\t\t\t<table class="additional-info">\n${part(8, columns.show_quantity, () => html`${detail(9, 'Quantity:', quantity, 'product-quantity')}${tabs(8)}`)}\n${part(8, columns.show_stock_status, () => html`${detail(9, 'Stock:', row.stock)}${tabs(8)}`)}\t\t\t\t\t\t\t</table>\n\t\t\t\t\t\t`;
}

function item(view: WishlistRowsView, row: WishlistRow, first: boolean): Html {
	const { columns } = view;
	const checkbox = part(5, columns.show_cb, () => html`\t\t\t\t\t\t<div class="product-checkbox">\n\t\t\t\t\t\t\t<input type="checkbox" value="yes" name="items[${row.id}][cb]"/>\n\t\t\t\t\t\t</div>\n\t\t\t\t\t`);
	const button = part(6, row.addToCart !== undefined, () => html`\t\t\t\t\t\t\t<div class="product-add-to-cart">\n\t\t\t\t\t\t\t\t${row.addToCart}\t\t\t\t\t\t\t</div>\n\t\t\t\t\t\t`);
	const move = part(6, view.canMove, () => view.movePopup ? html`\t\t\t\t\t\t\t<div class="move-to-another-wishlist">${moveButton}</div>\n\t\t\t\t\t\t` : html`\t\t\t\t\t\t\t<div class="move-to-another-wishlist">\n\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t${moveSelectOpening(row.id)}\n\t\t\t\t\t\t\t\t\t\t<option value="">Move</option>\n\t\t\t\t\t\t\t\t\t\t${moveOptions(view, 11)}\t\t\t\t\t\t\t\t\t</select>\n\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t</div>\n\t\t\t\t\t\t`);
	const remove = part(6, (columns.show_remove_product || columns.repeat_remove_button) && view.owner, () => html`\t\t\t\t\t\t\t<div class="product-remove">\n\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t<a href="${row.removeUrl}" class="remove_from_wishlist" title="Remove this product"><i class="fa fa-trash"></i></a>\n\t\t\t\t\t\t\t</div>\n\t\t\t\t\t\t`);
	const hasDetails = columns.show_dateadded || columns.show_price;
	return html`${first ? '\t' : '\t\t\t\t'}\t\t\t\t<li id="yith-wcwl-row-${row.id}" data-row-id="${row.id}">
${checkbox}
					<div class="item-wrapper">
						<div class="product-thumbnail">
							<a href="${row.link}">
								${row.image}							</a>
						</div>

						<div class="item-details">
							<div class="product-name">
								<h3>
									<a href="${row.link}">
										${row.title}									</a>
								</h3>
															</div>

							${hasDetails ? details(view, row) : ''}						</div>
					</div>

					<div class="additional-info-wrapper">
						${columns.show_quantity || columns.show_stock_status ? additionalInfo(view, row) : ''}
						<!-- Add to cart button -->
						${button}
						<!-- Change wishlist -->
${move}
${remove}					</div>
				</li>
`;
}

export function mobileList(view: WishlistRowsView, classes: string): Html {
	const body = view.rows.length
		? html`${view.rows.map((row, index) => item(view, row, index === 0))}\t\t\t\t`
		: html`\t\t\t<p class="wishlist-empty">\n\t\t\tNo products added to the wishlist\t\t</p>\n\t`;
	return html`
<!-- WISHLIST MOBILE -->
<ul
	class="shop_table cart wishlist_table wishlist_view responsive mobile ${classes}"
	data-pagination="no" data-per-page="${view.perPage}" data-page="1"
	data-id="${view.list.id}" data-token="${view.list.token}">

${body}
</ul>

`;
}
