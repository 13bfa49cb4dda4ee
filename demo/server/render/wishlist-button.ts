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
	/** Multiple lists with the modal off (premium): the add button carries a dropdown of the other lists. */
	dropdown?: boolean;
	/** `yith_wcwl_disable_wishlist_for_unauthenticated_users` for a guest: a link to My account instead. */
	guestRefused?: boolean;
}

const ADD_TEXT = 'Add to wishlist';
/** The plugin's default "browse" label, which 4.x ships as this text. */
const BROWSE_TEXT = 'Remove from list';
const ADDED_TEXT = 'Product added!';
const EXISTS_TEXT = 'The product is already in your wishlist!';

const productType = (product: AnyProduct): string => product.type;
/** `$product->get_parent_id()`: a variation's parent, 0 for everything else. */
const parentId = (product: AnyProduct): number => (product.type === 'variation' ? product.parentId : 0);

/** The options the plugin prints (FE `format_fragment_options`): scalars only, `item` added. */
export function buttonOptions(view: Pick<ButtonView, 'product' | 'isSingle' | 'inList' | 'guestRefused'>): Record<string, string | number | boolean> {
	const { product, isSingle } = view;
	return {
		base_url: '',
		product_id: product.id,
		parent_product_id: parentId(product),
		product_type: productType(product),
		is_single: isSingle,
		in_default_wishlist: view.inList,
		show_view: isSingle,
		browse_wishlist_text: BROWSE_TEXT,
		already_in_wishslist_text: EXISTS_TEXT,
		product_added_text: ADDED_TEXT,
		available_multi_wishlist: false,
		disable_wishlist: Boolean(view.guestRefused),
		show_count: false,
		ajax_loading: false,
		loop_position: 'after_add_to_cart',
		item: 'add_to_wishlist',
	};
}

/**
 * The container's classes, in the plugin's order: they are the fragment key. The style part is
 * `--<style>-style` with the style option unset on a fresh install, hence `---style`.
 */
export const buttonClasses = (product: AnyProduct, isSingle: boolean, inList: boolean): string =>
	[
		'yith-wcwl-add-to-wishlist',
		`add-to-wishlist-${product.id}`,
		'yith-wcwl-add-to-wishlist---style',
		inList ? 'exists' : '',
		isSingle ? 'yith-wcwl-add-to-wishlist--single' : '',
		'wishlist-fragment',
		'on-first-load',
	]
		.filter(Boolean)
		.join(' ');

/** The plugin's icons (its `heart-outline`, and `heart` once the product is in a list), as it prints them. */
const HEART_OUTLINE = raw(
	'<svg id="yith-wcwl-icon-heart-outline" class="yith-wcwl-icon-svg" fill="none" stroke-width="1.5" stroke="currentColor" viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg">\n  <path stroke-linecap="round" stroke-linejoin="round" d="M21 8.25c0-2.485-2.099-4.5-4.688-4.5-1.935 0-3.597 1.126-4.312 2.733-.715-1.607-2.377-2.733-4.313-2.733C5.1 3.75 3 5.765 3 8.25c0 7.22 9 12 9 12s9-4.78 9-12Z"></path>\n</svg>',
);
const HEART = raw(
	'<svg id="yith-wcwl-icon-heart" class="yith-wcwl-icon-svg" fill="currentColor" viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg">\n  <path d="m11.645 20.91-.007-.003-.022-.012a15.247 15.247 0 0 1-.383-.218 25.18 25.18 0 0 1-4.244-3.17C4.688 15.36 2.25 12.174 2.25 8.25 2.25 5.322 4.714 3 7.688 3A5.5 5.5 0 0 1 12 5.052 5.5 5.5 0 0 1 16.313 3c2.973 0 5.437 2.322 5.437 5.25 0 3.925-2.438 7.111-4.739 9.256a25.175 25.175 0 0 1-4.244 3.17 15.247 15.247 0 0 1-.383.219l-.022.012-.007.004-.003.001a.752.752 0 0 1-.704 0l-.003-.001Z"></path>\n</svg>',
);
const heart = HEART_OUTLINE;

function idAttrs(product: AnyProduct) {
	return { 'data-product-id': product.id, 'data-product-type': productType(product), 'data-original-product-id': parentId(product) };
}

/**
 * An `<a>` as the plugin's templates print it: one attribute a line, then the icon. Parsed, the
 * line breaks between attributes leave no trace; they keep the printed bytes those of the plugin.
 */
const templateLink = (attributes: Record<string, string | number | Html>, content: Html): Html => {
	const lines = Object.entries(attributes).map(([name, value]) => html`\n\t\t${raw(name)}="${value}"`);
	return html`\t<a${lines}\n\t>\n\t\t${content}`;
};

/** add-to-wishlist-button.php: the add link. */
function addButton(view: ButtonView, extra: Record<string, string> = {}, href?: string): Html {
	const { product } = view;
	const link = templateLink(
		{
			href: escUrl(href ?? `?add_to_wishlist=${product.id}&_wpnonce=${view.addNonce}`),
			class: extra.class ?? 'add_to_wishlist single_add_to_wishlist',
			'data-product-id': product.id,
			'data-product-type': productType(product),
			'data-original-product-id': parentId(product),
			'data-title': ADD_TEXT,
			...(extra['data-rel'] ? { 'data-rel': extra['data-rel'] } : {}),
			rel: 'nofollow',
		},
		html`${heart}\t\t<span>${ADD_TEXT}</span>\n\t</a>`,
	);
	return html`\n<div class="yith-wcwl-add-button">\n\t${link}\n</div>\n`;
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

/**
 * add-to-wishlist-remove.php (behaviour "remove", contract §5.1): the remove link with the item id,
 * and on a product page "or View ›". The demo's no-JS link also names the list.
 */
function removeButton(view: ButtonView, holder: NonNullable<ButtonView['holder']>): Html {
	const { product } = view;
	const link = templateLink(
		{
			href: escUrl(`?remove_from_wishlist=${product.id}&wishlist_id=${holder.list.id}&_wpnonce=${view.removeNonce ?? ''}`),
			class: 'delete_item ',
			'data-item-id': holder.itemId,
			'data-product-id': product.id,
			'data-original-product-id': parentId(product),
			'data-title': REMOVE_TEXT,
			rel: 'nofollow',
		},
		html`${HEART}\t\t${REMOVE_TEXT}\t</a>`,
	);
	const view_ = view.isSingle
		? html`\t\t<span class="separator">or</span>\n\t\t\t\t<a href="${escUrl(`${WISHLIST_PAGE}view/${holder.list.token}/`)}" class="view-wishlist">View &rsaquo;</a>\n\t`
		: '';
	return html`\n<div class="yith-wcwl-add-button">\n\t${link}\n\n\t${view_}</div>\n`;
}

/** add-to-wishlist-added.php: what a product in the list shows (4.x prints it for "already in" too). */
const addedMessage = (view: ButtonView): Html =>
	html`\n<!-- ADDED TO WISHLIST MESSAGE -->\n<div class="yith-wcwl-wishlistaddedbrowse" data-product-id="${view.product.id}" data-original-product-id="${parentId(view.product)}">\n\t<span class="feedback">\n\t\t${HEART}\t\t${ADDED_TEXT}\t</span>\n\t<a href="${escUrl(WISHLIST_PAGE)}" rel="nofollow" data-title="${BROWSE_TEXT}">\n\t\t\t\t${BROWSE_TEXT}\t</a>\n</div>\n`;

/** The premium move popup (PT add-to-wishlist-move.php): the other lists by token, or a new one; or remove from this list. */
function movePopup(view: ButtonView, popupId: string, holder: NonNullable<ButtonView['holder']>): Html {
	const { product } = view;
	const options = view.lists.filter((list) => list !== holder.list).map((list) => html`<option value="${list.token}">${list.name}</option>`);
	const visibility = [['0', 'Public'], ['1', 'Shared'], ['2', 'Private']].map(
		([value, label]) => html`<label><input type="radio" name="wishlist_visibility" class="wishlist-visibility" value="${value}"${value === '0' ? raw(' checked') : ''}> ${label}</label>`,
	);
	return html`<div id="${popupId}" class="yith-wcwl-popup" style="display:none"><form class="yith-wcwl-popup-form" method="post" action="${WISHLIST_PAGE}"><div class="yith-wcwl-popup-content"><h3>Move to another wishlist</h3><p class="popup-description">This item is already in <b>${holder.list.name}</b>. Move it to:</p><p class="form-row yith-wcwl-first-row"><label for="${popupId}_select">Wishlist</label><select id="${popupId}_select" name="new_wishlist_id" class="wishlist-select">${options}<option value="new">Create a new list</option></select></p><div class="yith-wcwl-second-row" style="display:none"><p class="form-row"><label for="${popupId}_name">Wishlist name</label><input type="text" id="${popupId}_name" name="wishlist_name" class="wishlist-name input-text" placeholder="Enter a name for your wishlist"></p><p class="form-row"><span class="label">Visibility</span> ${visibility}</p></div></div><div class="yith-wcwl-popup-footer"><a${attrs({ href: '#', rel: 'nofollow', class: 'wishlist-submit button move_to_wishlist', ...idAttrs(product), 'data-item-id': holder.itemId, 'data-origin-wishlist-id': holder.list.token })}>Move</a><div class="yith-wcwl-remove-button"><a${attrs({ href: '#', rel: 'nofollow', class: 'delete_item', 'data-item-id': holder.itemId, 'data-product-id': product.id })}>${REMOVE_TEXT}</a></div></div></form></div>`;
}

/** The premium templates (multiple lists): the popup opener, the popup, and for a listed product the move opener and popup. */
function multiListInner(view: ButtonView): Html {
	const { product, holder } = view;
	const suffix = `${product.id}_${view.popupSuffix}`;
	const popupId = `add_to_wishlist_popup_${suffix}`;
	const opener = addButton(view, { class: 'add_to_wishlist single_add_to_wishlist open-pretty-photo', 'data-rel': `prettyPhoto[add_to_wishlist_${suffix}]` }, `#${popupId}`);
	if (!view.inList || !holder) return html`${opener}${popup(view, popupId)}`;
	const moveId = `move_to_another_wishlist_popup_${suffix}`;
	const move = html`<div class="yith-wcwl-wishlistexistsbrowse"${attrs(idAttrs(product))}><span class="feedback">In ${holder.list.name}.</span> <a${attrs({ href: `#${moveId}`, class: 'move_to_another_wishlist open-pretty-photo', ...idAttrs(product), 'data-rel': `prettyPhoto[move_to_another_wishlist_${suffix}]`, rel: 'nofollow' })}>Move to another list</a></div>`;
	return html`${opener}${popup(view, popupId)}${move}${movePopup(view, moveId, holder)}`;
}

/**
 * The premium dropdown (multiple lists, modal off; contract §5.1): the add button, which adds to the default list,
 * followed by one add link per other list. The list rebuild (§5.5) refills it the same way.
 */
function dropdownButton(view: ButtonView): Html {
	const { product } = view;
	const items = view.lists
		.filter((list) => !list.isDefault)
		.map(
			(list) =>
				html`<li><a${attrs({ href: escUrl(`?add_to_wishlist=${product.id}&wishlist_id=${list.id}&_wpnonce=${view.addNonce}`), rel: 'nofollow', class: 'add_to_wishlist', 'data-product-id': product.id, 'data-product-type': productType(product), 'data-wishlist-id': list.id, 'data-title': `Add to ${list.name}` })}>${list.name}</a></li>`,
		);
	const button = addButton(view).value.replace('<div class="yith-wcwl-add-button">', '<div class="yith-wcwl-add-button with-dropdown">');
	return raw(button.replace(/<\/div>\n$/, `<ul class="yith-wcwl-dropdown">${html`${items}`.value}</ul>\n</div>\n`));
}

const MY_ACCOUNT = '/my-account/';

/** add-to-wishlist.php for a guest when only logged-in users may use the wishlist: a plain link to log in. */
function disabledButton(view: ButtonView): Html {
	const href = escUrl(`${MY_ACCOUNT}?wishlist_notice=true&add_to_wishlist=${view.product.id}`);
	return html`\t\t\t<div class="yith-wcwl-add-button">\n\t\t\t\t<a\n\t\t\t\t\thref="${href}"\n\t\t\t\t\tclass="disabled_item  "\n\t\t\t\t\trel="nofollow"\n\t\t\t\t>\n\t\t\t\t\t${heart}\t\t\t\t\t${ADD_TEXT}\t\t\t\t</a>\n\t\t\t</div>\n\t\t`;
}

/** The template part (the plugin's get_template_kind): in a list → "added", or "remove" under that behaviour; else the button. */
function inner(view: ButtonView): Html {
	if (view.dropdown) return view.inList ? addedMessage(view) : dropdownButton(view);
	if (view.multiWishlist) return multiListInner(view);
	if (view.inList && view.removeMode && view.holder) return removeButton(view, view.holder);
	if (view.inList) return addedMessage(view);
	return addButton(view);
}

/**
 * add-to-wishlist.php: the container (attributes a line each), the template part between its two
 * comments, and the whitespace the template's PHP tags leave. With AJAX loading it is printed empty.
 */
export function wishlistButton(view: ButtonView): Html {
	const { product, isSingle } = view;
	const classes = buttonClasses(product, isSingle, view.inList);
	const options = scriptJson(buttonOptions(view));
	const body = view.empty
		? html`\t`
		: view.guestRefused
			? html`\t\t\n${disabledButton(view)}\n\t`
			: html`\t\t\t\n\t\t\t<!-- ADD TO WISHLIST -->\n\t\t\t${inner(view)}\n\t\t\t<!-- COUNT TEXT -->\n\t\t\t\n\t\t\t`;
	return html`\n<div\n\tclass="${classes}"\n\tdata-fragment-ref="${product.id}"\n\tdata-fragment-options="${options}"\n>\n${body}</div>\n`;
}
