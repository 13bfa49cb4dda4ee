/**
 * The end of the wishlist form as the plugin's templates print it
 * (wishlist-view-footer.php, and wishlist-view-footer-mobile.php for the
 * mobile layout, one tab deeper with a `.wishlist-actions` box): bulk
 * actions, update, ask-an-estimate and add-all buttons where their options
 * are on, WordPress's nonce field with its referer, and the list's token.
 */
import { type Html, html } from '../http/html';
import { part, tabs } from './template-part';
import type { WishlistRowsView } from './wishlist-rows';


export interface FooterView extends WishlistRowsView {
	editNonce: string;
	/** `_wp_http_referer`: the request URI of the page or AJAX call that printed the form. */
	referer: string;
}

/** The bulk-action select, `depth` 0 on desktop and 1 in the mobile footer. */
function bulkActions(view: FooterView, depth: number): Html {
	const t = (count: number) => tabs(count + depth);
	const remove = part(4 + depth, view.owner, () => `${t(5)}<option value="delete">\n${t(6)}Remove from wishlist${t(5)}</option>\n${t(4)}`);
	const moves = part(4 + depth, view.columns.available_multi_wishlist && view.otherLists.length > 0 && view.owner, () =>
		html`${t(5)}${view.otherLists.map((list) => html`${t(6)}<option value="${list.token}">\n${t(7)}Move to ${list.name}${t(6)}</option>\n${t(5)}`)}${t(4)}`,
	);
	return html`${t(2)}<!-- Bulk actions form -->
${t(2)}<div class="yith_wcwl_wishlist_bulk_action">
${t(3)}<label for="bulk_actions">
${t(4)}Apply this action to all the selected items:${t(3)}</label>
${t(3)}<select name="bulk_actions" id="bulk_actions">
${t(4)}<option value="add_to_cart">Add to cart</option>

${remove}
${moves}${t(3)}</select>
${t(3)}<input type="submit" name="apply_bulk_actions" value="Apply"/>
${t(2)}</div>
${t(1)}`;
}

const nonceField = (view: FooterView): Html =>
	html`<input type="hidden" id="yith_wcwl_edit_wishlist" name="yith_wcwl_edit_wishlist" value="${view.editNonce}" /><input type="hidden" name="_wp_http_referer" value="${view.referer}" />`;

const ADD_ALL = '\t\t\t\t<!-- Add all to cart button -->\n\t\t\t\t<input type="submit" name="add_all_to_cart" value="Add all to cart"/>\n\t\t\t';

export function desktopFooter(view: FooterView): Html {
	const { columns } = view;
	const count = view.rows.length > 0;
	const update = '\t\t<!-- Update wishlist button -->\n\t\t<div class="yith_wcwl_wishlist_update">\n\t\t\t<input type="submit" name="update_wishlist" class="" value="Update"/>\n\t\t</div>\n\t';
	const estimate = part(3, columns.show_ask_estimate_button, () => '\t\t\t\t<!-- Ask an estimate button -->\n\t\t\t\t<a href="#ask_an_estimate_popup" class="btn button ask-an-estimate-button" data-rel="prettyPhoto[ask_an_estimate]" >\n\t\t\t\t\t\t\t\t\t\tAsk for an estimate\t\t\t\t</a>\n\t\t\t');
	const additional = () => html`\t\t<div class="yith_wcwl_footer_additional_action">\n${estimate}\n${part(3, columns.enable_add_all_to_cart, () => ADD_ALL)}\t\t</div>\n\t`;
	return html`
<div class="yith_wcwl_wishlist_footer">
${part(1, count && columns.show_cb, () => bulkActions(view, 0))}

${part(1, count && columns.show_update, () => update)}

${part(1, false, () => '')}
${part(1, count && (columns.show_ask_estimate_button || columns.enable_add_all_to_cart), additional)}</div>

${nonceField(view)}<input type="hidden" value="${view.list.token}" name="wishlist_id" id="wishlist_id">


</form>



`;
}

export function mobileFooter(view: FooterView): Html {
	const { columns } = view;
	const count = view.rows.length > 0;
	const update = '\t\t\t\t<!-- Update wishlist button -->\n\t\t\t\t<div class="yith_wcwl_wishlist_update">\n\t\t\t\t\t<input type="submit" class="" name="update_wishlist" value="Update"/>\n\t\t\t\t</div>\n\t\t\t';
	const estimate = part(4, columns.show_ask_estimate_button, () => '\t\t\t\t\t<!-- Ask an estimate button -->\n\t\t\t\t\t<a\n\t\t\t\t\t\thref="#ask_an_estimate_popup"\n\t\t\t\t\t\tclass="btn button ask-an-estimate-button"\n\t\t\t\t\t\tdata-rel="prettyPhoto[ask_an_estimate]"\t\t\t\t\t>\n\t\t\t\t\t\t\t\t\t\t\t\tAsk for an estimate\t\t\t\t\t</a>\n\t\t\t\t');
	const additional = () => html`\t\t\t<div class="yith_wcwl_footer_additional_action">\n${estimate}\n\n\t\t\t</div>\n\t\t`;
	return html`
	<div class="yith_wcwl_wishlist_footer">
${part(2, count && columns.show_cb, () => bulkActions(view, 1))}
		<div class="wishlist-actions">
${part(3, count && columns.show_update, () => update)}
${part(3, count && columns.enable_add_all_to_cart, () => ADD_ALL)}		</div>

${part(2, count && (columns.show_ask_estimate_button || columns.enable_add_all_to_cart), additional)}
			</div>

	${nonceField(view)}	<input type="hidden" value="${view.list.token}" name="wishlist_id" id="wishlist_id">

	
</form>



`;
}
