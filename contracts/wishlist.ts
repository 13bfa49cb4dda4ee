/**
 * The YITH WooCommerce Wishlist front end, as received (shared contract
 * wishlist.md): the localized `yith_wcwl_l10n` object and the thirteen
 * admin-ajax actions with their request fields and reply shapes.
 *
 * - `yith_wcwl_l10n` is printed by `wp_localize_script`, so top-level scalars
 *   arrive as strings ("1"/"", "yes"/"no", "3000"); the same tag may repeat the
 *   assignment several times, and the page simply keeps the last one.
 * - `result` is a string ('true' | 'exists' | 'error') only in add_to_wishlist,
 *   a boolean elsewhere, and `false` anywhere on a bad nonce (HTTP 200).
 * - An empty fragment set arrives as `[]`, not `{}`; update_item_quantity and
 *   sort_wishlist_items answer an empty body; reload_wishlist_and_adding_elem
 *   answers HTML. `message` and fragment values are server HTML by contract.
 *
 * Guards built by calls are marked `@__PURE__`: each wishlist chunk keeps only
 * the guards it uses (the request checks are the demo's, never the browser's).
 */
import { type Guard, either, isBoolean, isNumber, isRecord, isString, isStringMap, oneOf, optional, shape } from './guard';
import { readLocalized } from './localized';

/** l10n.actions key → the action string it holds (§3). */
export const WISHLIST_ACTION_KEYS = {
	add_to_wishlist: 'add_to_wishlist_action',
	remove_from_wishlist: 'remove_from_wishlist_action',
	delete_item: 'delete_item_action',
	save_title: 'save_title_action',
	save_privacy: 'save_privacy_action',
	load_fragments: 'load_fragments',
	load_mobile: 'load_mobile_action',
	reload_wishlist_and_adding_elem: 'reload_wishlist_and_adding_elem_action',
	update_item_quantity: 'update_item_quantity',
	sort_wishlist_items: 'sort_wishlist_items',
	move_to_another_wishlist: 'move_to_another_wishlist_action',
	ask_an_estimate: 'ask_an_estimate',
	remove_from_all_wishlists: 'remove_from_all_wishlists',
} as const;

export type WishlistAction = keyof typeof WISHLIST_ACTION_KEYS;

export const WISHLIST_ACTIONS = /* @__PURE__ */ Object.keys(WISHLIST_ACTION_KEYS) as WishlistAction[];

/** The l10n.nonce key of an action: the action name + `_nonce` (§3). */
export const nonceKey = (action: WishlistAction): string => `${action}_nonce`;

export const COOKIE_DISABLED_MESSAGE = 'We are sorry, but this feature is available only if cookies on your browser are enabled.';
export const ADDED_TO_CART_MESSAGE =
	'<div class="woocommerce-notices-wrapper"><div class="woocommerce-message" role="alert">Product added to cart successfully</div></div>';

export interface WishlistL10n {
	ajax_url: string;
	redirect_to_cart?: string;
	yith_wcwl_button_position?: string;
	multi_wishlist?: string;
	hide_add_button?: string;
	enable_ajax_loading?: string;
	ajax_loader_url?: string;
	remove_from_wishlist_after_add_to_cart?: string;
	is_wishlist_responsive?: string;
	time_to_close_prettyphoto?: string;
	fragments_index_glue?: string;
	reload_on_found_variation?: string;
	mobile_media_query?: string;
	labels: { cookie_disabled?: string; added_to_cart_message?: string; [key: string]: string | undefined };
	/** l10n.actions key → action string; a key missing means the server has no handler (§9 #4). */
	actions: Record<string, string>;
	nonce: Record<string, string>;
	redirect_after_ask_estimate?: string;
	ask_estimate_redirect_url?: string;
	modal_enable?: string;
	enable_drag_n_drop?: string;
	enable_tooltip?: string;
	/** Absent = on; present and falsy = off. */
	enable_notices?: string;
	/** Absent = on. */
	auto_close_popup?: string;
	/** Absent = 3000. */
	popup_timeout?: string;
	disable_popup_grid_view?: string;
}

/** Scalars as wp_localize_script prints them; booleans and numbers from filters are tolerated. */
const isScalar = (value: unknown): value is string => isString(value) || isBoolean(value) || isNumber(value);
const optScalar = /* @__PURE__ */ optional(isScalar) as Guard<string | undefined>;

export const WISHLIST_L10N_FIELDS = {
	ajax_url: isString,
	redirect_to_cart: optScalar,
	yith_wcwl_button_position: optScalar,
	multi_wishlist: optScalar,
	hide_add_button: optScalar,
	enable_ajax_loading: optScalar,
	ajax_loader_url: optScalar,
	remove_from_wishlist_after_add_to_cart: optScalar,
	is_wishlist_responsive: optScalar,
	time_to_close_prettyphoto: optScalar,
	fragments_index_glue: optScalar,
	reload_on_found_variation: optScalar,
	mobile_media_query: optScalar,
	labels: isStringMap as Guard<WishlistL10n['labels']>,
	actions: isStringMap,
	nonce: isStringMap,
	redirect_after_ask_estimate: optScalar,
	ask_estimate_redirect_url: optScalar,
	modal_enable: optScalar,
	enable_drag_n_drop: optScalar,
	enable_tooltip: optScalar,
	enable_notices: optScalar,
	auto_close_popup: optScalar,
	popup_timeout: optScalar,
	disable_popup_grid_view: optScalar,
} satisfies { [K in keyof WishlistL10n]-?: Guard<WishlistL10n[K]> };

export const isWishlistL10n: Guard<WishlistL10n> = /* @__PURE__ */ shape<WishlistL10n>(WISHLIST_L10N_FIELDS);

/** `window.yith_wcwl_l10n`, or null (missing: quietly; corrupt: one warning). */
export const readWishlistL10n = (scope?: Record<string, unknown>): WishlistL10n | null =>
	readLocalized('yith_wcwl_l10n', isWishlistL10n, WISHLIST_L10N_FIELDS, scope);

/** The plugin's yes-test: `true`, "yes", "1" and 1 (§1). */
export const isTrue = (value: unknown): boolean => value === true || value === 'yes' || value === '1' || value === 1;

/** A P option whose absence means "on" (enable_notices, auto_close_popup). */
export const onUnlessFalsy = (value: unknown): boolean => value === undefined || Boolean(value) && value !== 'no';

/** The resolved settings a widget works with, read once from the l10n object. */
export interface WishlistSettings {
	ajaxUrl: string;
	glue: string;
	multiWishlist: boolean;
	hideAddButton: boolean;
	modal: boolean;
	ajaxLoading: boolean;
	reloadOnFoundVariation: boolean;
	responsive: boolean;
	mobileQuery: string;
	removeAfterAddToCart: boolean;
	redirectToCart: boolean;
	dragAndDrop: boolean;
	notices: boolean;
	autoClosePopup: boolean;
	popupTimeoutMs: number;
	closeEstimateMs: number;
	disableGridPopup: boolean;
	redirectAfterEstimate: boolean;
	estimateRedirectUrl: string;
	cookieDisabledMessage: string;
	addedToCartMessage: string;
}

const positiveOr = (value: unknown, fallback: number): number => {
	const number = Number(value);
	return value !== undefined && value !== '' && Number.isFinite(number) && number >= 0 ? number : fallback;
};

export function wishlistSettings(l10n: WishlistL10n): WishlistSettings {
	return {
		ajaxUrl: l10n.ajax_url,
		glue: String(l10n.fragments_index_glue ?? '') || '.',
		multiWishlist: Boolean(l10n.multi_wishlist),
		hideAddButton: Boolean(l10n.hide_add_button),
		modal: Boolean(l10n.modal_enable),
		ajaxLoading: Boolean(l10n.enable_ajax_loading),
		reloadOnFoundVariation: Boolean(l10n.reload_on_found_variation),
		responsive: Boolean(l10n.is_wishlist_responsive),
		mobileQuery: `(max-width: ${positiveOr(l10n.mobile_media_query, 768)}px)`,
		removeAfterAddToCart: Boolean(l10n.remove_from_wishlist_after_add_to_cart),
		redirectToCart: isTrue(l10n.redirect_to_cart),
		dragAndDrop: isTrue(l10n.enable_drag_n_drop),
		notices: onUnlessFalsy(l10n.enable_notices),
		autoClosePopup: onUnlessFalsy(l10n.auto_close_popup),
		popupTimeoutMs: positiveOr(l10n.popup_timeout, 3000),
		closeEstimateMs: positiveOr(l10n.time_to_close_prettyphoto, 3000),
		disableGridPopup: Boolean(l10n.disable_popup_grid_view),
		redirectAfterEstimate: Boolean(l10n.redirect_after_ask_estimate),
		estimateRedirectUrl: String(l10n.ask_estimate_redirect_url ?? ''),
		cookieDisabledMessage: l10n.labels.cookie_disabled || COOKIE_DISABLED_MESSAGE,
		addedToCartMessage: l10n.labels.added_to_cart_message || ADDED_TO_CART_MESSAGE,
	};
}

// ---- Fragments (§4) ----

/** Fragment options: a flat object (the server drops arrays and objects). */
export type FragmentOptions = Record<string, string | number | boolean | null>;

/** key → options, as sent (`fragments[key][option]=value`). */
export type FragmentRequest = Record<string, FragmentOptions>;

/** key → server HTML, or `[]` when nothing was rendered. */
export type FragmentReply = Record<string, string> | [];

const isFragmentValue = (value: unknown): value is string | number | boolean | null =>
	value === null || isString(value) || isNumber(value) || isBoolean(value);

export const isFragmentOptions: Guard<FragmentOptions> = (value): value is FragmentOptions =>
	isRecord(value) && Object.values(value).every(isFragmentValue);

export const isFragmentReply: Guard<FragmentReply> = (value): value is FragmentReply =>
	(Array.isArray(value) && value.length === 0) || isStringMap(value);

// ---- Requests (§3): the fields each action sends besides action, nonce and context ----

export interface WishlistBase {
	action: string;
	nonce: string;
	context: 'frontend';
}

export interface AddToWishlistRequest {
	add_to_wishlist: string;
	product_type: string;
	wishlist_id: string;
	wishlist_name?: string;
	wishlist_visibility?: string;
	fragments: FragmentRequest | '';
}
export interface RemoveFromWishlistRequest {
	remove_from_wishlist: string;
	wishlist_id: string;
	wishlist_token: string;
	fragments: FragmentRequest | '';
}
export interface DeleteItemRequest {
	item_id: string;
	fragments: FragmentRequest | '';
}
export interface SaveTitleRequest {
	wishlist_id: string;
	title: string;
	fragments: FragmentRequest | '';
}
export interface SavePrivacyRequest {
	wishlist_id: string;
	privacy: string;
	fragments: FragmentRequest | '';
}
export interface LoadFragmentsRequest {
	fragments: FragmentRequest;
}
export interface ReloadWishlistRequest {
	pagination: string;
	per_page: string;
	wishlist_id: string;
	wishlist_token: string;
	add_to_wishlist: string;
	product_type: string;
}
export interface UpdateQuantityRequest {
	product_id: string;
	wishlist_token: string;
	quantity: string;
}
export interface SortItemsRequest {
	positions: string[];
	wishlist_token: string;
	page: string;
	per_page: string;
}
export interface MoveRequest {
	wishlist_token: string;
	destination_wishlist_token: string;
	item_id: string;
	wishlist_name?: string;
	wishlist_visibility?: string;
	fragments: FragmentRequest | '';
}
export interface AskEstimateRequest {
	ask_an_estimate: string;
	reply_email?: string;
	additional_notes?: string;
	[field: string]: unknown;
}
export interface RemoveFromAllRequest {
	prod_id: string;
	wishlist_id: string;
	fragments: FragmentRequest | '';
}

export interface WishlistRequests {
	add_to_wishlist: AddToWishlistRequest;
	remove_from_wishlist: RemoveFromWishlistRequest;
	delete_item: DeleteItemRequest;
	save_title: SaveTitleRequest;
	save_privacy: SavePrivacyRequest;
	load_fragments: LoadFragmentsRequest;
	load_mobile: LoadFragmentsRequest;
	reload_wishlist_and_adding_elem: ReloadWishlistRequest;
	update_item_quantity: UpdateQuantityRequest;
	sort_wishlist_items: SortItemsRequest;
	move_to_another_wishlist: MoveRequest;
	ask_an_estimate: AskEstimateRequest;
	remove_from_all_wishlists: RemoveFromAllRequest;
}

/** A received (PHP-parsed) fragments field: `fragments[key][opt]` nests, an empty value arrives as "". */
const isFragmentsField = (value: unknown): boolean =>
	value === undefined || value === '' || (isRecord(value) && Object.values(value).every((options) => isRecord(options) || options === ''));

const str = isString;
const optStr = /* @__PURE__ */ optional(isString);

/** Server-side checks of what the client must send (the demo flags anything else as a contract violation). */
export const WISHLIST_REQUEST_FIELDS: { [A in WishlistAction]: Record<string, Guard<unknown>> } = {
	add_to_wishlist: { add_to_wishlist: str, product_type: optStr, wishlist_id: optStr, wishlist_name: optStr, wishlist_visibility: optStr, fragments: isFragmentsField as Guard<unknown> },
	remove_from_wishlist: { remove_from_wishlist: str, wishlist_id: optStr, wishlist_token: optStr, fragments: isFragmentsField as Guard<unknown> },
	delete_item: { item_id: str, fragments: isFragmentsField as Guard<unknown> },
	save_title: { wishlist_id: str, title: str, fragments: isFragmentsField as Guard<unknown> },
	save_privacy: { wishlist_id: str, privacy: str, fragments: isFragmentsField as Guard<unknown> },
	load_fragments: { fragments: isFragmentsField as Guard<unknown> },
	load_mobile: { fragments: isFragmentsField as Guard<unknown> },
	reload_wishlist_and_adding_elem: { wishlist_token: str, add_to_wishlist: str, product_type: optStr, pagination: optStr, per_page: optStr, wishlist_id: optStr },
	update_item_quantity: { product_id: str, wishlist_token: str, quantity: str },
	sort_wishlist_items: { positions: (value: unknown): value is string[] => Array.isArray(value) && value.every(isString), wishlist_token: str, page: optStr, per_page: optStr },
	move_to_another_wishlist: { wishlist_token: str, destination_wishlist_token: str, item_id: str, wishlist_name: optStr, wishlist_visibility: optStr, fragments: isFragmentsField as Guard<unknown> },
	ask_an_estimate: { ask_an_estimate: str, reply_email: optStr, additional_notes: optStr },
	remove_from_all_wishlists: { prod_id: str, wishlist_id: optStr, fragments: isFragmentsField as Guard<unknown> },
};

// ---- Replies (§3) ----

export interface UserWishlist {
	id: number;
	wishlist_name: string;
	default: boolean;
	add_to_this_wishlist_url: string;
}

export const isUserWishlist: Guard<UserWishlist> = /* @__PURE__ */ shape<UserWishlist>({
	id: /* @__PURE__ */ either(isNumber, isString) as Guard<number>,
	wishlist_name: isString,
	default: isBoolean,
	add_to_this_wishlist_url: isString,
});

const isUserWishlists = (value: unknown): value is UserWishlist[] => Array.isArray(value) && value.every(isUserWishlist);

/** `message`: `false` (option unset), "" or server HTML. */
const isMessage = (value: unknown): value is string | false => value === false || isString(value);

export type AddResult = 'true' | 'exists' | 'error';

export interface AddToWishlistReply {
	prod_id: number | false;
	result: AddResult;
	message?: string | false;
	fragments?: FragmentReply;
	user_wishlists?: UserWishlist[];
	wishlist_url?: string;
	count?: string;
}

export const isAddToWishlistReply: Guard<AddToWishlistReply> = /* @__PURE__ */ shape<AddToWishlistReply>({
	prod_id: /* @__PURE__ */ either(isNumber, /* @__PURE__ */ oneOf(false)) as Guard<number | false>,
	result: /* @__PURE__ */ oneOf('true', 'exists', 'error') as Guard<AddResult>,
	message: /* @__PURE__ */ optional(isMessage),
	fragments: /* @__PURE__ */ optional(isFragmentReply),
	user_wishlists: /* @__PURE__ */ optional(isUserWishlists),
	wishlist_url: /* @__PURE__ */ optional(isString),
	count: /* @__PURE__ */ optional(isString),
});

/** `{"result":false}`: a bad nonce (also an unknown list or item, a refused title…), with no message. */
export interface RefusedReply {
	result: false;
	message?: string;
}
export const isRefusedReply: Guard<RefusedReply> = (value): value is RefusedReply =>
	isRecord(value) && value.result === false && (value.message === undefined || isString(value.message)) && !('fragments' in value);

/** `{fragments}` possibly with `result: true|false`, `message` and `user_wishlists` (3.2–3.7, 3.11, 3.13). */
export interface FragmentsReply {
	result?: boolean;
	message?: string | false;
	fragments: FragmentReply;
	user_wishlists?: UserWishlist[];
}
export const isFragmentsReply: Guard<FragmentsReply> = /* @__PURE__ */ shape<FragmentsReply>({
	result: /* @__PURE__ */ optional(isBoolean),
	message: /* @__PURE__ */ optional(isMessage),
	fragments: isFragmentReply,
	user_wishlists: /* @__PURE__ */ optional(isUserWishlists),
});

/** ask_an_estimate: `{result:true, message, template}` or `{result:false, message?}`. */
export type EstimateReply = { result: true; message: string; template: string } | { result: false; message?: string };
export const isEstimateReply: Guard<EstimateReply> = (value): value is EstimateReply =>
	isRecord(value) &&
	((value.result === true && isString(value.template) && isString(value.message)) ||
		(value.result === false && (value.message === undefined || isString(value.message))));

/** §9 #1: success is 'true', 'exists' or `true`. */
export const isSuccessResult = (result: unknown): boolean => result === 'true' || result === 'exists' || result === true;

/** True when a fragment reply carries at least one region. */
export const hasFragments = (reply: FragmentReply | undefined): reply is Record<string, string> =>
	reply !== undefined && !Array.isArray(reply) && Object.keys(reply).length > 0;

/** Privacy values and their labels (§5.3). */
export const PRIVACY = {
	'0': { label: 'Public', description: 'Anybody can view it', className: 'public-visibility' },
	'1': { label: 'Shared', description: 'Only people with the link can view it', className: 'shared-visibility' },
	'2': { label: 'Private', description: 'Only you can view it', className: 'private-visibility' },
} as const;
export type Privacy = keyof typeof PRIVACY;
export const isPrivacy = /* @__PURE__ */ oneOf('0', '1', '2') as Guard<Privacy>;
