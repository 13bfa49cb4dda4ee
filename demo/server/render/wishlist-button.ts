/**
 * The wishlist plugin's "Add to wishlist" block (contract §5.1): a
 * `.wishlist-fragment` container whose class list is its fragment key and
 * whose `data-fragment-options` the client sends back to have it re-rendered.
 * The inner state follows list membership: the add button, "Product added!"
 * right after an add, "already in your wishlist" otherwise, or, with the
 * behaviour "remove", a remove link (`a.delete_item` with the item id). With
 * multiple lists: the popup opener plus the popup that chooses or creates a
 * list, and for a product already in a list the move opener plus the move
 * popup (another list or a new one, or remove it from its list).
 */
import { type Html, attrs, escUrl, html, raw } from '../http/html';
import { scriptJson } from '../http/php-json';
import type { AnyProduct } from '../state/catalogue';
import type { Wishlist } from '../state/wishlists';

export const WISHLIST_PAGE = '/wishlist/';

export interface ButtonView {
	/** The product whose block this is (a variation after a variation swap). */
	product: AnyProduct;
	isSingle: boolean;
	/** The visitor's lists (for the popup's select), possibly none yet. */
	lists: readonly Wishlist[];
	/** The product is in one of the visitor's lists. */
	inList: boolean;
	/** The reply to an add says 'true': "Product added!". */
	justAdded: boolean;
	multiWishlist: boolean;
	/** AJAX loading: the page prints the container empty; load_fragments fills it. */
	empty: boolean;
	addNonce: string;
	/** The popup id's random part (`add_to_wishlist_popup_<pid>_<rand>`), unique per page. */
	popupSuffix: string;
	/** The behaviour option `remove`: a product in a list shows a remove link instead of "browse". */
	removeMode?: boolean;
	/** The visitor's list and item holding the product, when it is in one. */
	holder?: { list: Wishlist; itemId: number };
	/** The nonce of the no-JS remove link. */
	removeNonce?: string;
}

const ADD_TEXT = 'Add to wishlist';
const BROWSE_TEXT = 'Browse wishlist';
const ADDED_TEXT = 'Product added!';
const EXISTS_TEXT = 'The product is already in your wishlist!';

const productType = (product: AnyProduct): string => product.type;
const parentId = (product: AnyProduct): number => (product.type === 'variation' ? product.parentId : 0);

/** The options the plugin prints (FE `format_fragment_options`): scalars only, `item` added. */
export function buttonOptions(view: Pick<ButtonView, 'product' | 'isSingle'>): Record<string, string | number | boolean> {
	const { product, isSingle } = view;
	return {
		base_url: '',
		product_id: product.id,
		parent_product_id: parentId(product) || product.id,
		product_type: productType(product),
		is_single: isSingle,
		in_default_wishlist: false,
		show_view: isSingle,
		browse_wishlist_text: BROWSE_TEXT,
		already_in_wishslist_text: EXISTS_TEXT,
		product_added_text: ADDED_TEXT,
		available_multi_wishlist: false,
		disable_wishlist: false,
		show_count: false,
		ajax_loading: false,
		loop_position: 'after_add_to_cart',
		item: 'add_to_wishlist',
	};
}

/** The container's classes, in the plugin's order: they are the fragment key. */
export const buttonClasses = (product: AnyProduct, isSingle: boolean, inList: boolean): string =>
	[
		'yith-wcwl-add-to-wishlist',
		`add-to-wishlist-${product.id}`,
		'yith-wcwl-add-to-wishlist--link-style',
		isSingle ? 'yith-wcwl-add-to-wishlist--single' : '',
		inList ? 'exists' : '',
		'wishlist-fragment',
		'on-first-load',
	]
		.filter(Boolean)
		.join(' ');

const heart = raw('<svg class="yith-wcwl-icon-svg" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false"><path d="M12 21s-7-4.4-9.5-9A5.5 5.5 0 0 1 12 6a5.5 5.5 0 0 1 9.5 6c-2.5 4.6-9.5 9-9.5 9z" fill="currentColor"></path></svg>');

function idAttrs(product: AnyProduct) {
	return { 'data-product-id': product.id, 'data-product-type': productType(product), 'data-original-product-id': parentId(product) };
}

function addLink(view: ButtonView): Html {
	const { product } = view;
	const href = `?add_to_wishlist=${product.id}&_wpnonce=${view.addNonce}`;
	return html`<a${attrs({ href: escUrl(href), class: 'add_to_wishlist single_add_to_wishlist', ...idAttrs(product), 'data-title': ADD_TEXT, rel: 'nofollow' })}>${heart}<span>${ADD_TEXT}</span></a>`;
}

/** The premium popup (PT add-to-wishlist-popup.php): choose a list or create one. */
function popup(view: ButtonView, popupId: string): Html {
	const { product, lists } = view;
	const options = lists.length
		? lists.map((list) => html`<option value="${list.id}"${list.isDefault ? raw(' selected') : ''}>${list.name}</option>`)
		: html`<option value="0" selected>My wishlist</option>`;
	const visibility = [
		['0', 'Public'],
		['1', 'Shared'],
		['2', 'Private'],
	].map(([value, label]) => html`<label><input type="radio" name="wishlist_visibility" class="wishlist-visibility" value="${value}"${value === '0' ? raw(' checked') : ''}> ${label}</label>`);
	return html`<div id="${popupId}" class="yith-wcwl-popup" style="display:none"><form class="yith-wcwl-popup-form" method="post" action="${WISHLIST_PAGE}"><div class="yith-wcwl-popup-content"><h3>Select a wishlist</h3><p class="popup-description"><a href="#" class="show-tab active" data-tab="choose">Choose a wishlist</a> <a href="#" class="show-tab" data-tab="create">Create a new list</a></p><div class="tab choose"><p class="form-row"><label for="${popupId}_select">Wishlist</label><select id="${popupId}_select" name="wishlist_id" class="wishlist-select">${options}<option value="new">Create a new list</option></select></p></div><div class="tab create" style="display:none"><p class="form-row"><label for="${popupId}_name">Wishlist name</label><input type="text" id="${popupId}_name" name="wishlist_name" class="wishlist-name input-text" placeholder="Enter a name for your wishlist"></p><p class="form-row"><span class="label">Visibility</span> ${visibility}</p></div></div><div class="yith-wcwl-popup-footer"><a${attrs({ href: '#', rel: 'nofollow', class: 'wishlist-submit button add_to_wishlist', ...idAttrs(product) })}>Add to wishlist</a></div></form></div>`;
}

const REMOVE_TEXT = 'Remove from list';

/** The remove link (behaviour "remove", contract §5.1): an item id, the product's ids. */
const removeLink = (view: ButtonView, itemId: number): Html =>
	html`<a${attrs({ href: escUrl(`?remove_from_wishlist=${view.product.id}&wishlist_id=${view.holder?.list.id ?? ''}&_wpnonce=${view.removeNonce ?? ''}`), class: 'delete_item', 'data-item-id': itemId, ...idAttrs(view.product), 'data-title': REMOVE_TEXT, rel: 'nofollow' })}>${heart}<span>${REMOVE_TEXT}</span></a>`;

/** The premium move popup (PT add-to-wishlist-move.php): the other lists by token, or a new one; or remove from this list. */
function movePopup(view: ButtonView, popupId: string, holder: NonNullable<ButtonView['holder']>): Html {
	const { product } = view;
	const options = view.lists.filter((list) => list !== holder.list).map((list) => html`<option value="${list.token}">${list.name}</option>`);
	const visibility = [['0', 'Public'], ['1', 'Shared'], ['2', 'Private']].map(
		([value, label]) => html`<label><input type="radio" name="wishlist_visibility" class="wishlist-visibility" value="${value}"${value === '0' ? raw(' checked') : ''}> ${label}</label>`,
	);
	return html`<div id="${popupId}" class="yith-wcwl-popup" style="display:none"><form class="yith-wcwl-popup-form" method="post" action="${WISHLIST_PAGE}"><div class="yith-wcwl-popup-content"><h3>Move to another wishlist</h3><p class="popup-description">This item is already in <b>${holder.list.name}</b>. Move it to:</p><p class="form-row yith-wcwl-first-row"><label for="${popupId}_select">Wishlist</label><select id="${popupId}_select" name="new_wishlist_id" class="wishlist-select">${options}<option value="new">Create a new list</option></select></p><div class="yith-wcwl-second-row" style="display:none"><p class="form-row"><label for="${popupId}_name">Wishlist name</label><input type="text" id="${popupId}_name" name="wishlist_name" class="wishlist-name input-text" placeholder="Enter a name for your wishlist"></p><p class="form-row"><span class="label">Visibility</span> ${visibility}</p></div></div><div class="yith-wcwl-popup-footer"><a${attrs({ href: '#', rel: 'nofollow', class: 'wishlist-submit button move_to_wishlist', ...idAttrs(product), 'data-item-id': holder.itemId, 'data-origin-wishlist-id': holder.list.token })}>Move</a><div class="yith-wcwl-remove-button"><a${attrs({ href: '#', rel: 'nofollow', class: 'delete_item', 'data-item-id': holder.itemId, 'data-product-id': product.id })}>${REMOVE_TEXT}</a></div></div></form></div>`;
}

function inner(view: ButtonView): Html {
	const { product, holder } = view;
	if (view.multiWishlist) {
		const suffix = `${product.id}_${view.popupSuffix}`;
		const popupId = `add_to_wishlist_popup_${suffix}`;
		const opener = html`<div class="yith-wcwl-add-button"><a${attrs({ href: `#${popupId}`, class: 'add_to_wishlist single_add_to_wishlist open-pretty-photo', ...idAttrs(product), 'data-title': ADD_TEXT, 'data-rel': `prettyPhoto[add_to_wishlist_${suffix}]`, rel: 'nofollow' })}>${heart}<span>${ADD_TEXT}</span></a></div>`;
		if (!view.inList || !holder) return html`${opener}${popup(view, popupId)}`;
		const moveId = `move_to_another_wishlist_popup_${suffix}`;
		const move = html`<div class="yith-wcwl-wishlistexistsbrowse"${attrs(idAttrs(product))}><span class="feedback">In ${holder.list.name}.</span> <a${attrs({ href: `#${moveId}`, class: 'move_to_another_wishlist open-pretty-photo', ...idAttrs(product), 'data-rel': `prettyPhoto[move_to_another_wishlist_${suffix}]`, rel: 'nofollow' })}>Move to another list</a></div>`;
		return html`${opener}${popup(view, popupId)}${move}${movePopup(view, moveId, holder)}`;
	}
	if (view.removeMode && view.inList && holder) return html`<div class="yith-wcwl-add-button">${removeLink(view, holder.itemId)}</div>`;
	if (view.justAdded)
		return html`<div class="yith-wcwl-wishlistaddedbrowse"${attrs(idAttrs(product))}><span class="feedback">${ADDED_TEXT}</span> <a href="${WISHLIST_PAGE}" rel="nofollow" data-title="${BROWSE_TEXT}">${BROWSE_TEXT}</a></div>`;
	if (view.inList)
		return html`<div class="yith-wcwl-wishlistexistsbrowse"${attrs(idAttrs(product))}><span class="feedback">${EXISTS_TEXT}</span> <a href="${WISHLIST_PAGE}" rel="nofollow" data-title="${BROWSE_TEXT}">${BROWSE_TEXT}</a></div>`;
	return html`<div class="yith-wcwl-add-button">${addLink(view)}</div>`;
}

export function wishlistButton(view: ButtonView): Html {
	const { product, isSingle } = view;
	const classes = buttonClasses(product, isSingle, view.inList);
	const options = scriptJson(buttonOptions(view));
	return html`<div${attrs({ class: classes, 'data-fragment-ref': product.id, 'data-fragment-options': options })}>${view.empty ? '' : inner(view)}</div>`;
}
