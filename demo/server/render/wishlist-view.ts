/**
 * The wishlist page's form (contract §5.2, templates wishlist-view*.php):
 * `form#yith-wcwl-form.wishlist-fragment` with the title editor, the table in
 * one of three shapes (the traditional table, the mobile list at 768 px and
 * below, the premium image grid), the footer with bulk actions and the
 * ask-an-estimate opener, and the hidden token. Re-rendered as a fragment by
 * every action that sends the form's options.
 */
import { type Html, attrs, escUrl, html, raw } from '../http/html';
import { scriptJson } from '../http/php-json';
import { type AnyProduct, findProduct, pageProductOf, productPath } from '../state/catalogue';
import type { Notice } from '../state/sessions';
import type { Wishlist, WishlistItem } from '../state/wishlists';
import { noticesWrapper } from './notices';
import { formatPrice, productPrice } from './price';
import { loopButton } from './product-card';
import { thumbnail } from './product-image';
import { WISHLIST_PAGE } from './wishlist-button';

export type WishlistLayout = 'traditional' | 'mobile' | 'images_grid';

export interface WishlistViewOptions {
	list: Wishlist;
	items: readonly WishlistItem[];
	/** The viewer owns the list (the plugin's is_user_owner). */
	owner: boolean;
	layout: WishlistLayout;
	/** The other lists of the owner, for the move select (tokens). */
	otherLists: readonly Wishlist[];
	sortable: boolean;
	estimate: boolean;
	notices: readonly Notice[];
	nonces: { edit: string; move: string };
}

const PER_PAGE = 5;

/** The form's fragment options: the shortcode attributes and view flags, plus `item`. */
export function formOptions(view: Pick<WishlistViewOptions, 'list' | 'owner' | 'layout'>): Record<string, string | number | boolean> {
	return {
		per_page: PER_PAGE,
		current_page: 1,
		pagination: 'no',
		wishlist_id: view.list.token,
		action_params: '',
		no_interactions: false,
		layout: '',
		item: 'wishlist',
		is_user_owner: view.owner,
		is_mobile: view.layout === 'mobile' ? 'yes' : 'no',
	};
}

const rowProduct = (item: WishlistItem): AnyProduct | undefined => findProduct(item.productId);

/** WooCommerce's loop button plus the plugin's classes and the two fields the add carries from a wishlist. */
function addToCartButton(product: AnyProduct, list: Wishlist, item: WishlistItem): Html {
	const button = loopButton(product).value;
	const extra = ` data-remove_from_wishlist_after_add_to_cart="${product.id}" data-wishlist_id="${list.id}"`;
	return raw(
		button
			.replace(/class="button ([^"]*)"/, (_m, rest: string) => `class="button ${rest} add_to_cart alt"`)
			.replace(/data-quantity="1"/, `data-quantity="${item.quantity}"`)
			.replace(' rel="nofollow"', `${extra} rel="nofollow"`),
	);
}

const stock = (product: AnyProduct): Html =>
	product.type === 'variable' || product.inStock
		? html`<span class="wishlist-in-stock">In Stock</span>`
		: html`<span class="wishlist-out-of-stock">Out of stock</span>`;

const price = (product: AnyProduct): Html => (product.type === 'variable' ? productPrice(product) : formatPrice(product.price));

/**
 * The move select asks for a search field from this many options on (select2's attribute). The plugin prints no
 * such attribute; the demo does, as a theme could through the template, to exercise the enhanced select's search.
 */
const SEARCH_FROM = 3;

function moveSelect(view: WishlistViewOptions, product: AnyProduct): Html {
	if (!view.owner || view.otherLists.length === 0) return html``;
	const options = view.otherLists.map((list) => html`<option value="${list.token}">${list.name}</option>`);
	return html`<label class="screen-reader-text" for="change-wishlist-${product.id}">Move to another wishlist</label><select id="change-wishlist-${product.id}" class="change-wishlist selectBox" data-minimum-results-for-search="${SEARCH_FROM}"><option value="" selected>Move</option>${options}</select>`;
}

function removeLink(view: WishlistViewOptions, product: AnyProduct, extraClass = ''): Html {
	if (!view.owner) return html``;
	const href = `?remove_from_wishlist=${product.id}&wishlist_id=${view.list.id}&_wpnonce=${view.nonces.edit}`;
	return html`<a href="${escUrl(href)}" class="remove remove_from_wishlist${extraClass}" title="Remove this product" aria-label="Remove ${product.name} from this wishlist">&times;</a>`;
}

function tableRow(view: WishlistViewOptions, item: WishlistItem, product: AnyProduct): Html {
	const id = product.id;
	const link = productPath(product);
	const quantity = view.owner
		? html`<label class="screen-reader-text" for="wishlist-qty-${id}">${product.name} quantity</label><input type="number" id="wishlist-qty-${id}" min="1" step="1" name="items[${id}][quantity]" value="${item.quantity}">`
		: html`${item.quantity}`;
	return html`<tr id="yith-wcwl-row-${id}" data-row-id="${id}"><td class="product-checkbox"><input type="checkbox" value="yes" name="items[${id}][cb]" aria-label="Select ${product.name}"></td><td class="product-remove"><div>${removeLink(view, product)}</div></td><td class="product-thumbnail"><a href="${link}">${thumbnail(pageProductOf(product).slug, product.name)}</a></td><td class="product-name"><a href="${link}">${product.name}</a></td><td class="product-price">${price(product)}</td><td class="product-quantity">${quantity}</td><td class="product-stock-status">${stock(product)}</td><td class="product-add-to-cart"><span class="dateadded">Added on: ${new Date(item.added).toISOString().slice(0, 10)}</span>${addToCartButton(product, view.list, item)}${moveSelect(view, product)}</td><td class="product-arrange"><input type="hidden" name="items[${id}][position]" value="${item.position}"></td></tr>`;
}

function tableAttrs(view: WishlistViewOptions, classes: string): Html {
	return attrs({
		class: classes,
		'data-pagination': 'no',
		'data-per-page': PER_PAGE,
		'data-page': 1,
		'data-id': view.list.id,
		'data-token': view.list.token,
	});
}

const noInteractions = (view: WishlistViewOptions) => (view.owner ? '' : ' no-interactions');
const sortable = (view: WishlistViewOptions) => (view.sortable && view.owner ? ' sortable' : '');

function traditional(view: WishlistViewOptions, rows: [WishlistItem, AnyProduct][]): Html {
	const body = rows.length
		? rows.map(([item, product]) => tableRow(view, item, product))
		: html`<tr><td colspan="9" class="wishlist-empty">No products added to the wishlist</td></tr>`;
	return html`<table${tableAttrs(view, `shop_table cart wishlist_table wishlist_view traditional responsive${noInteractions(view)}${sortable(view)}`)}><thead><tr><th class="product-checkbox"><input type="checkbox" id="bulk_add_to_cart" aria-label="Select all products"></th><th class="product-remove"><span class="screen-reader-text">Remove</span></th><th class="product-thumbnail"><span class="screen-reader-text">Image</span></th><th class="product-name"><span class="nobr">Product name</span></th><th class="product-price"><span class="nobr">Unit price</span></th><th class="product-quantity"><span class="nobr">Quantity</span></th><th class="product-stock-status"><span class="nobr">Stock status</span></th><th class="product-add-to-cart"><span class="screen-reader-text">Actions</span></th><th class="product-arrange"><span class="screen-reader-text">Arrange</span></th></tr></thead><tbody class="wishlist-items-wrapper">${body}</tbody></table>`;
}

function mobile(view: WishlistViewOptions, rows: [WishlistItem, AnyProduct][]): Html {
	const items = rows.length
		? rows.map(([item, product]) => {
				const id = product.id;
				const quantity = view.owner
					? html`<td class="product-quantity"><label for="wishlist-mqty-${id}">Quantity:</label> <input type="number" id="wishlist-mqty-${id}" min="1" step="1" name="items[${id}][quantity]" value="${item.quantity}"></td>`
					: '';
				return html`<li id="yith-wcwl-row-${id}" data-row-id="${id}"><div class="product-checkbox"><input type="checkbox" value="yes" name="items[${id}][cb]" aria-label="Select ${product.name}"></div><div class="item-wrapper"><div class="product-thumbnail"><a href="${productPath(product)}">${thumbnail(pageProductOf(product).slug, product.name)}</a></div><div class="item-details"><h3 class="product-name"><a href="${productPath(product)}">${product.name}</a></h3><table class="item-details-table"><tr><td class="label">Price:</td><td class="value">${price(product)}</td></tr><tr><td class="label">Stock:</td><td class="value">${stock(product)}</td></tr></table></div></div><div class="additional-info-wrapper"><table class="additional-info"><tr>${quantity}</tr></table>${addToCartButton(product, view.list, item)}${moveSelect(view, product)}${removeLink(view, product, ' button')}</div></li>`;
			})
		: html`<li class="wishlist-empty">No products added to the wishlist</li>`;
	return html`<ul${tableAttrs(view, `shop_table cart wishlist_table wishlist_view responsive mobile with-checkbox${noInteractions(view)}`)}>${items}</ul>`;
}

function grid(view: WishlistViewOptions, rows: [WishlistItem, AnyProduct][]): Html {
	const items = rows.length
		? rows.map(([item, product]) => html`<li data-row-id="${product.id}" id="yith-wcwl-row-${product.id}"><div class="item-wrapper"><div class="product-thumbnail"><a href="${productPath(product)}">${thumbnail(pageProductOf(product).slug, product.name)}</a></div><div class="item-details"><div class="item-details-wrapper"><a href="#" class="close" aria-label="Close">&times;</a><h3 class="product-name">${product.name}</h3><div class="product-price">${price(product)}</div><div class="product-stock-status">${stock(product)}</div><div class="product-add-to-cart">${addToCartButton(product, view.list, item)}</div>${removeLink(view, product, ' button')}</div></div></div></li>`)
		: html`<li class="wishlist-empty">No products added to the wishlist</li>`;
	return html`<ul${tableAttrs(view, `wishlist_table wishlist_view shop_table cart images_grid responsive products columns-4${sortable(view)}${noInteractions(view)}`)}>${items}</ul>`;
}

function titleEditor(view: WishlistViewOptions): Html {
	const name = view.list.name;
	if (!view.owner) return html`<div class="wishlist-title-container"><div class="wishlist-title"><h2>${name}</h2></div></div>`;
	return html`<div class="wishlist-title-container"><div class="wishlist-title wishlist-title-with-form"><h2>${name}</h2><a class="btn button show-title-form"><span class="yith-wcwl-icon">&#9998;</span> Edit title</a></div><div class="hidden-title-form" style="display:none"><input type="text" value="${name}" name="wishlist_name" aria-label="Wishlist name"><div class="edit-title-buttons"><a role="button" href="#" class="hide-title-form" title="Cancel">Cancel</a> <a role="button" href="#" class="save-title-form" title="Save">Save</a></div></div></div>`;
}

function footer(view: WishlistViewOptions, hasRows: boolean): Html {
	if (!view.owner || !hasRows) return html``;
	const destinations = view.otherLists.map((list) => html`<option value="${list.token}">Move to ${list.name}</option>`);
	const estimate = view.estimate ? html`<a href="#ask_an_estimate_popup" class="btn button ask-an-estimate-button" data-rel="prettyPhoto[ask_an_estimate]">Ask for an estimate</a>` : '';
	return html`<div class="yith_wcwl_wishlist_footer"><div class="yith_wcwl_wishlist_bulk_action"><label for="bulk_actions">Apply this action to all the selected items:</label><select name="bulk_actions" id="bulk_actions"><option value="add_to_cart">Add to cart</option><option value="delete">Remove from wishlist</option>${destinations}</select><input type="submit" name="apply_bulk_actions" value="Apply"></div><div class="yith_wcwl_wishlist_update"><input type="submit" name="update_wishlist" value="Update"></div>${estimate}<input type="submit" name="add_all_to_cart" value="Add all to cart"></div>`;
}

/** The ask-an-estimate popup's inline content (premium), printed after the form. */
export function estimatePopup(list: Wishlist, guest: boolean): Html {
	const email = guest ? html`<p class="form-row form-row-wide"><label for="reply_email">Your email <abbr class="required" title="required">*</abbr></label><input type="email" name="reply_email" id="reply_email" class="input-text"></p>` : '';
	return html`<div id="ask_an_estimate_popup" style="display:none"><form class="wishlist-ask-an-estimate-popup" method="post"><h3 class="heading">Ask for an estimate</h3><p class="popup-description">Tell us what you need and we will answer by email.</p>${email}<p class="form-row form-row-wide"><label for="additional_notes">Additional notes</label><textarea id="additional_notes" name="additional_notes" rows="4"></textarea></p><div class="yith-wcwl-popup-footer"><input type="hidden" name="ask_an_estimate" value="${list.token}"><button class="btn button ask-an-estimate-button" id="ask_an_estimate" type="submit">Submit</button></div></form></div>`;
}

export function wishlistForm(view: WishlistViewOptions): Html {
	const rows = view.items.flatMap((item): [WishlistItem, AnyProduct][] => {
		const product = rowProduct(item);
		return product ? [[item, product]] : [];
	});
	const table = view.layout === 'mobile' ? mobile(view, rows) : view.layout === 'images_grid' ? grid(view, rows) : traditional(view, rows);
	const options = scriptJson(formOptions(view));
	const share = view.list.privacy !== 2
		? html`<div class="yith-wcwl-share"><h4 class="yith-wcwl-share-title">Share on:</h4><input type="text" class="copy-target" id="yith_wcwl_share_url" readonly value="${WISHLIST_PAGE}view/${view.list.token}/" aria-label="Wishlist link"> <span class="copy-trigger" role="button" tabindex="0">Copy</span></div>`
		: '';
	return html`<form id="yith-wcwl-form" action="${WISHLIST_PAGE}view/${view.list.token}/" method="post" class="woocommerce yith-wcwl-form wishlist-fragment"${attrs({ 'data-fragment-options': options })}>${noticesWrapper(view.notices)}${titleEditor(view)}${table}${footer(view, rows.length > 0)}<input type="hidden" id="yith_wcwl_edit_wishlist" name="yith_wcwl_edit_wishlist" value="${view.nonces.edit}"><input type="hidden" value="${view.list.token}" name="wishlist_id" id="wishlist_id">${share}</form>`;
}
