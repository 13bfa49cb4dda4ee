/**
 * The wishlist page's neighbours: the "Frequently Bought Together" block
 * (`.yith-wfbt-slider-wrapper`, an add-on whose buttons add a product to the
 * list and reload the form) and the premium manage-lists table with its
 * visibility selectors and title editors (contract §5.3), and the premium
 * "Wishlist items" widget, whose remove links send remove_from_all_wishlists
 * (§3.13; the contract names the link and its `.content` box, not the rest of
 * the widget's markup, which is the demo's own).
 */
import { PRIVACY } from '../../../contracts/wishlist';
import { type Html, attrs, escUrl, html, raw } from '../http/html';
import { scriptJson } from '../http/php-json';
import { PRODUCTS, findProduct, productPath } from '../state/catalogue';
import type { Wishlist } from '../state/wishlists';
import { formatPrice } from './price';
import { thumbnail } from './product-image';
import { WISHLIST_PAGE } from './wishlist-button';
import { createWishlistButton } from './wishlist-create';

const SUGGESTIONS = 3;

export function frequentlyBought(list: Wishlist): Html {
	const inList = new Set(list.items.map((item) => item.productId));
	const picks = PRODUCTS.filter((product) => product.type === 'simple' && product.inStock && !inList.has(product.id)).slice(0, SUGGESTIONS);
	const items = picks.map(
		(product) => html`<li class="yith-wfbt-item">${thumbnail(product.slug, product.name)}<span class="yith-wfbt-name">${product.name}</span> ${product.type === 'simple' ? formatPrice(product.price) : ''} <a${attrs({ href: '#', class: 'button yith-wfbt-add-wishlist', 'data-product-id': product.id, 'data-product-type': product.type, rel: 'nofollow' })}>Add to wishlist</a></li>`,
	);
	return html`<div class="yith-wfbt-slider-wrapper"><h3>Frequently bought together</h3><ul class="yith-wfbt-slider">${items}</ul></div>`;
}

export interface ManageView {
	lists: readonly Wishlist[];
	/** The manage table's options as the fragment carries them. */
	options: string;
	editNonce: string;
}

function privacySelect(list: Wishlist): Html {
	const options = (Object.keys(PRIVACY) as (keyof typeof PRIVACY)[]).map(
		(value) => html`<option value="${value}" class="${PRIVACY[value].className}"${String(list.privacy) === value ? raw(' selected') : ''}>${PRIVACY[value].label}</option>`,
	);
	return html`<label class="screen-reader-text" for="wishlist-visibility-${list.id}">Visibility of ${list.name}</label><select id="wishlist-visibility-${list.id}" name="wishlist_options[${list.id}][wishlist_privacy]" class="wishlist-visibility selectBox">${options}</select>`;
}

export function manageTable(view: ManageView): Html {
	const rows = view.lists.map(
		(list) => html`<tr data-wishlist-id="${list.id}"><td class="wishlist-name"><div class="wishlist-title"><a class="wishlist-anchor" href="${WISHLIST_PAGE}view/${list.token}/">${list.name}</a> <a class="show-title-form">Rename</a></div><div class="hidden-title-form" style="display:none"><input type="text" name="wishlist_options[${list.id}][wishlist_name]" value="${list.name}" aria-label="Wishlist name"><div class="edit-title-buttons"><a role="button" href="#" class="hide-title-form">Cancel</a> <a role="button" href="#" class="save-title-form">Save</a></div></div></td><td class="wishlist-privacy">${privacySelect(list)}</td><td class="item-count">${list.items.length}</td><td class="wishlist-delete">${list.isDefault ? '' : html`<a class="button" href="${WISHLIST_PAGE}manage/?wishlist_delete=${list.id}&amp;_wpnonce=${view.editNonce}">Delete</a>`}</td></tr>`,
	);
	return html`<form id="yith-wcwl-form" action="${WISHLIST_PAGE}manage/" method="post" class="woocommerce yith-wcwl-form wishlist-fragment"${attrs({ 'data-fragment-options': view.options })}><table class="shop_table cart wishlist_table wishlist_manage_table responsive"><thead><tr><th class="wishlist-name">Wishlists</th><th class="wishlist-privacy">Visibility</th><th class="item-count">Items</th><th class="wishlist-delete"><span class="screen-reader-text">Delete</span></th></tr></thead><tbody>${rows.length ? rows : html`<tr><td colspan="4" class="wishlist-empty">No wishlists yet</td></tr>`}</tbody></table>${createWishlistButton}<input type="hidden" name="yith_wcwl_edit_wishlist" value="${view.editNonce}"></form>`;
}

export const ITEMS_WIDGET = 'YITH_WCWL_Items_Widget';

/** The products in any of the visitor's lists, once each, with the lists holding them. */
export function itemsWidget(lists: readonly Wishlist[]): Html {
	const holders = new Map<number, string[]>();
	for (const list of lists) for (const item of list.items) holders.set(item.productId, [...(holders.get(item.productId) ?? []), list.name]);
	const items = [...holders].map(([id, names]) => {
		const product = findProduct(id);
		if (!product) return '';
		return html`<li class="yith-wcwl-widget-item" data-product-id="${id}"><a href="${productPath(product)}">${product.name}</a> <span class="in-lists">(${names.join(', ')})</span> <a${attrs({ href: escUrl(`?remove_from_all_wishlists=${id}`), class: 'remove remove_from_all_wishlists', 'data-product-id': id, 'data-wishlist-id': '', rel: 'nofollow', 'aria-label': `Remove ${product.name} from all wishlists` })}>&times;</a></li>`;
	});
	const options = scriptJson({ item: ITEMS_WIDGET, title: 'Wishlist items' });
	return html`<div${attrs({ class: 'widget yith-wcwl-items-widget wishlist-fragment', 'data-fragment-options': options })}><div class="content"><h3 class="widget-title">Wishlist items</h3>${items.length ? html`<ul class="yith-wcwl-widget-items">${items}</ul>` : html`<p class="empty-wishlist">Your wishlists are empty.</p>`}</div></div>`;
}
