/**
 * The manage page's "Create a new wishlist" (premium wishlist-manage.php's
 * button with `data-rel="prettyPhoto[create_wishlist]"`, and
 * wishlist-popup-create.php with the create template part): a plain form
 * POST to the wishlist's create URL with the name, the visibility and the
 * `yith_wcwl_create` nonce (`routes/wishlist-forms.ts` answers it). As on a
 * real site, the popup is printed hidden: only the wishlist island opens it.
 */
import { type Html, html, raw } from '../http/html';
import { WISHLIST_PAGE } from './wishlist-button';

const VISIBILITY: readonly (readonly [value: string, label: string, hint: string])[] = [
	['0', 'Public', 'Anyone can search for and see this list'],
	['1', 'Shared', 'Only people with a link to this list can see it'],
	['2', 'Private', 'Only you can see this list'],
];

/** The manage form's footer button (inside the form, so the form's island opens the popup). */
export const createWishlistButton = html`<div class="yith-wcwl-manage-footer"><a href="#create_new_wishlist" class="btn button create-new-wishlist" data-rel="prettyPhoto[create_wishlist]">Create a new wishlist</a></div>`;

/** The popup, printed after the manage form (it holds a form of its own). */
export function createWishlist(nonce: string): Html {
	const radios = VISIBILITY.map(
		([value, label, hint]) =>
			html`<label><input type="radio" name="wishlist_visibility" class="wishlist-visibility" value="${value}"${value === '0' ? raw(' checked') : ''}> <strong>${label}</strong> <span class="description">${hint}</span></label>`,
	);
	return html`<div id="create_new_wishlist" style="display:none"><form method="post" action="${WISHLIST_PAGE}create/"><div class="yith-wcwl-popup-content"><h3>Create a new wishlist</h3><p class="popup-description">Create a wishlist</p><p class="form-row form-row-wide"><label for="create_wishlist_name">Wishlist name</label><input type="text" id="create_wishlist_name" name="wishlist_name" class="wishlist-name input-text" placeholder="Name your list"></p><fieldset class="form-row wishlist-visibility-choice"><legend>Visibility</legend>${radios}</fieldset><p class="form-row"><input type="hidden" name="yith_wcwl_create" value="${nonce}"><button type="submit" class="create-wishlist-button button alt">Create wishlist</button></p></div></form></div>`;
}
