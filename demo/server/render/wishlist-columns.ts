/**
 * What the wishlist page shows, under the names the plugin's templates use
 * (the shortcode's view parameters), and the form's `data-fragment-options`:
 * the shortcode attributes plus those parameters, in the plugin's key order,
 * so a fragment re-render gets the same page back.
 */
import type { Wishlist } from '../state/wishlists';
import { DEFAULT_NAME } from '../state/wishlists';

export interface WishlistColumns {
	show_price: boolean;
	show_dateadded: boolean;
	show_stock_status: boolean;
	show_add_to_cart: boolean;
	show_remove_product: boolean;
	show_cb: boolean;
	show_quantity: boolean;
	show_update: boolean;
	enable_drag_n_drop: boolean;
	enable_add_all_to_cart: boolean;
	move_to_another_wishlist: boolean;
	repeat_remove_button: boolean;
	show_ask_estimate_button: boolean;
	available_multi_wishlist: boolean;
}

/** A fresh install of the free plugin: remove, image and name (the recorded real shop's table). */
export const FREE_COLUMNS: WishlistColumns = {
	show_price: false,
	show_dateadded: false,
	show_stock_status: false,
	show_add_to_cart: false,
	show_remove_product: true,
	show_cb: false,
	show_quantity: false,
	show_update: false,
	enable_drag_n_drop: false,
	enable_add_all_to_cart: false,
	move_to_another_wishlist: false,
	repeat_remove_button: false,
	show_ask_estimate_button: false,
	available_multi_wishlist: false,
};

/** The demo's default: every free column on, plus the premium checkbox, quantity, update and add-all. */
export const DEMO_COLUMNS: WishlistColumns = {
	...FREE_COLUMNS,
	show_price: true,
	show_dateadded: true,
	show_stock_status: true,
	show_add_to_cart: true,
	show_cb: true,
	show_quantity: true,
	show_update: true,
	enable_add_all_to_cart: true,
};

/** The column of date, add to cart, move and the repeated remove button. */
export const showLastColumn = (columns: WishlistColumns): boolean =>
	columns.show_dateadded || columns.show_add_to_cart || columns.repeat_remove_button || columns.move_to_another_wishlist;

export interface FragmentContext {
	list: Wishlist;
	count: number;
	owner: boolean;
	loggedIn: boolean;
	columns: WishlistColumns;
	/** The posted `per_page` of a fragment re-render (a string, as PHP keeps it), else the shortcode's 5. */
	perPage: string | number;
	formAction: string;
}

/** `data-fragment-options` of the wishlist form, keys in the order the plugin prints them. */
export function wishlistFragmentOptions(view: FragmentContext): Record<string, unknown> {
	const { columns } = view;
	return {
		per_page: view.perPage,
		current_page: 1,
		pagination: 'no',
		wishlist_id: view.list.id,
		action_params: '',
		no_interactions: false,
		layout: '',
		is_default: view.list.isDefault,
		is_custom_list: view.owner,
		wishlist_token: view.list.token,
		is_private: view.list.privacy === 2,
		count: view.count,
		page_title: view.list.name,
		default_wishlsit_title: DEFAULT_NAME,
		page_links: false,
		is_user_logged_in: view.loggedIn,
		is_user_owner: view.owner,
		can_user_edit_title: view.owner,
		show_price: columns.show_price,
		show_dateadded: columns.show_dateadded,
		show_stock_status: columns.show_stock_status,
		show_add_to_cart: columns.show_add_to_cart,
		show_remove_product: columns.show_remove_product && view.owner,
		add_to_cart_text: 'Add to cart',
		show_ask_estimate_button: columns.show_ask_estimate_button,
		ask_estimate_url: '',
		price_excl_tax: true,
		show_cb: columns.show_cb,
		show_quantity: columns.show_quantity,
		show_variation: false,
		show_price_variations: false,
		show_update: columns.show_update,
		enable_drag_n_drop: columns.enable_drag_n_drop,
		enable_add_all_to_cart: columns.enable_add_all_to_cart,
		move_to_another_wishlist: columns.move_to_another_wishlist,
		repeat_remove_button: columns.repeat_remove_button && view.owner,
		show_last_column: showLastColumn(columns),
		heading_icon: '',
		share_enabled: false,
		template_part: 'view',
		additional_info: false,
		available_multi_wishlist: columns.available_multi_wishlist,
		form_action: view.formAction,
		ajax_loading: false,
		item: 'wishlist',
	};
}
