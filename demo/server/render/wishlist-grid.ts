/**
 * The premium "images grid" layout of the wishlist page. Its template is not
 * in the free plugin, so this is the demo's own markup, laid out in the style
 * of the free templates (a `<!-- WISHLIST GRID -->` comment, one attribute
 * group a line, tab indentation) so the islands meet the same kind of text.
 */
import { type Html, html } from '../http/html';
import type { WishlistRow, WishlistRowsView } from './wishlist-rows';

function item(view: WishlistRowsView, row: WishlistRow): Html {
	const remove = view.owner ? html`\n\t\t\t\t\t\t\t<a href="${row.removeUrl}" class="remove remove_from_wishlist button" title="Remove this product">&times;</a>` : '';
	return html`\t\t<li id="yith-wcwl-row-${row.id}" data-row-id="${row.id}">
			<div class="item-wrapper">
				<div class="product-thumbnail">
					<a href="${row.link}">
						${row.image}					</a>
				</div>
				<div class="item-details">
					<div class="item-details-wrapper">
						<a href="#" class="close" aria-label="Close">&times;</a>
						<h3 class="product-name">${row.title}</h3>
						<div class="product-price">${row.price}</div>
						<div class="product-stock-status">${row.stock}</div>
						<div class="product-add-to-cart">
							${row.addToCart ?? ''}						</div>${remove}
					</div>
				</div>
			</div>
		</li>
`;
}

export function imagesGrid(view: WishlistRowsView, classes: string): Html {
	const items = view.rows.length ? view.rows.map((row) => item(view, row)) : html`\t\t<li class="wishlist-empty">No products added to the wishlist</li>\n`;
	return html`
<!-- WISHLIST GRID -->
<ul
	class="wishlist_table wishlist_view shop_table cart images_grid responsive products columns-4 ${classes}"
	data-pagination="no" data-per-page="${view.perPage}" data-page="1"
	data-id="${view.list.id}" data-token="${view.list.token}">
${items}</ul>
`;
}
