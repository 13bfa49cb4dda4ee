/**
 * The wishlist page's form (contract §5.2) as the plugin's templates print
 * it: the view header (form, `<!-- TITLE -->`, notices, title editor), the
 * list in one of three layouts (the traditional table, the mobile list at
 * 768 px and below, the premium image grid), and the footer with the nonce
 * and token. Re-rendered as a fragment by every action that sends the form's
 * options. For the free plugin's default options the output is the real
 * shop's, byte for byte (demo/server/real-markup.test.ts).
 */
import { type Html, html } from '../http/html';
import type { Notice } from '../state/sessions';
import type { Wishlist, WishlistItem } from '../state/wishlists';
import { DEMO_COLUMNS, type WishlistColumns, wishlistFragmentOptions } from './wishlist-columns';
import { desktopFooter, mobileFooter } from './wishlist-footer';
import { formHeader } from './wishlist-form-header';
import { imagesGrid } from './wishlist-grid';
import { mobileList } from './wishlist-mobile';
import { type WishlistRow, type WishlistRowsView, wishlistRow, wishlistUrl } from './wishlist-rows';
import { traditionalTable } from './wishlist-table';

export type WishlistLayout = 'traditional' | 'mobile' | 'images_grid';

export interface WishlistViewOptions {
	list: Wishlist;
	items: readonly WishlistItem[];
	/** The viewer owns the list (the plugin's is_user_owner). */
	owner: boolean;
	layout: WishlistLayout;
	/** The other lists of the owner, for the move select and the bulk move. */
	otherLists: readonly Wishlist[];
	sortable: boolean;
	estimate: boolean;
	notices: readonly Notice[];
	nonces: { edit: string; move: string };
	/** The site's origin for the absolute URLs WordPress prints ('' prints paths). */
	origin?: string;
	/** `_wp_http_referer`: the request URI that printed the form. */
	referer?: string;
	loggedIn?: boolean;
	/** The columns shown; the demo's defaults when left out. */
	columns?: WishlistColumns;
	/** Multiple lists (premium): the move select and the bulk move. */
	multi?: boolean;
	/** The move type `popup`: a button per row instead of the select. */
	movePopup?: boolean;
	/** The posted `per_page` of a fragment re-render. */
	perPage?: string | number;
	removeAfterAdd?: boolean;
	redirectToCart?: boolean;
}

const PER_PAGE = 5;

/** The columns the page prints: the chosen ones plus what the premium switches add. */
const columnsOf = (view: WishlistViewOptions): WishlistColumns => ({
	...(view.columns ?? DEMO_COLUMNS),
	enable_drag_n_drop: view.sortable && view.owner,
	show_ask_estimate_button: view.estimate && view.owner,
	// An owner with several lists has multiple lists in effect, whatever the switch says.
	available_multi_wishlist: Boolean(view.multi) || view.otherLists.length > 0,
	move_to_another_wishlist: (Boolean(view.multi) || view.otherLists.length > 0) && view.owner,
});

/** The layout's class tail, spaces where a class is off, as the templates print it. */
function layoutClasses(view: WishlistViewOptions, columns: WishlistColumns): string {
	const noInteractions = view.owner ? '' : 'no-interactions';
	if (view.layout === 'mobile') return `${columns.show_cb ? 'with-checkbox' : ''} ${noInteractions}`;
	return `${noInteractions} ${columns.enable_drag_n_drop ? 'sortable' : ''} `;
}

export function wishlistForm(view: WishlistViewOptions): Html {
	const origin = view.origin ?? '';
	const columns = columnsOf(view);
	const context = { origin, list: view.list, columns, editNonce: view.nonces.edit, removeAfterAdd: view.removeAfterAdd ?? false, redirectToCart: view.redirectToCart ?? false };
	const rows = view.items.flatMap((item): WishlistRow[] => {
		const row = wishlistRow(context, item);
		return row ? [row] : [];
	});
	const perPage = view.perPage ?? PER_PAGE;
	const rowsView: WishlistRowsView = { list: view.list, owner: view.owner, columns, rows, otherLists: view.otherLists, canMove: columns.move_to_another_wishlist && view.otherLists.length > 0, movePopup: view.movePopup, perPage };
	const formAction = wishlistUrl(origin, view.list);
	const fragmentOptions = wishlistFragmentOptions({ list: view.list, count: rows.length, owner: view.owner, loggedIn: view.loggedIn ?? false, columns, perPage, formAction });
	const header = formHeader({ action: formAction, fragmentOptions, name: view.list.name, editable: view.owner, notices: view.notices });
	const classes = layoutClasses(view, columns);
	const footerView = { ...rowsView, editNonce: view.nonces.edit, referer: view.referer ?? '/wishlist/' };
	if (view.layout === 'mobile') return html`${header}
${mobileList(rowsView, classes)}${mobileFooter(footerView)}`;
	const list = view.layout === 'images_grid' ? imagesGrid(rowsView, classes) : traditionalTable(rowsView, classes);
	return html`${header}
${list}${desktopFooter(footerView)}`;
}

/** The extra estimate field a site configured in `yith_wcwl_ask_an_estimate_fields` (the `estimate-phone` switch). */
export const ESTIMATE_PHONE = { id: 'phone', label: 'Phone' } as const;

/**
 * woocommerce_form_field() for the configured Phone (type `tel`, required, position `wide`), with the
 * `required` attribute the plugin's field formatter adds before WooCommerce's own aria-required.
 */
const phoneField = (): Html =>
	html`<p class="form-row form-row-wide validate-required" id="${ESTIMATE_PHONE.id}_field" data-priority=""><label for="${ESTIMATE_PHONE.id}" class="required_field">${ESTIMATE_PHONE.label}&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><input type="tel" class="input-text " name="${ESTIMATE_PHONE.id}" id="${ESTIMATE_PHONE.id}" placeholder=""  value="" required="required" aria-required="true" /></span></p>`;

/** The ask-an-estimate popup's inline content (premium), printed after the form; `phone`: the configured Phone field. */
export function estimatePopup(list: Wishlist, guest: boolean, phone = false): Html {
	const email = guest ? html`<p class="form-row form-row-wide"><label for="reply_email">Your email <abbr class="required" title="required">*</abbr></label><input type="email" name="reply_email" id="reply_email" class="input-text"></p>` : '';
	return html`<div id="ask_an_estimate_popup" style="display:none"><form class="wishlist-ask-an-estimate-popup" method="post"><h3 class="heading">Ask for an estimate</h3><p class="popup-description">Tell us what you need and we will answer by email.</p>${email}${phone ? phoneField() : ''}<p class="form-row form-row-wide"><label for="additional_notes">Additional notes</label><textarea id="additional_notes" name="additional_notes" rows="4"></textarea></p><div class="yith-wcwl-popup-footer"><input type="hidden" name="ask_an_estimate" value="${list.token}"><button class="btn button ask-an-estimate-button" id="ask_an_estimate" type="submit">Submit</button></div></form></div>`;
}

