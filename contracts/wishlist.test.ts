import { describe, expect, it, vi } from 'vitest';
import {
	COOKIE_DISABLED_MESSAGE,
	WISHLIST_ACTION_KEYS,
	WISHLIST_REQUEST_FIELDS,
	hasFragments,
	isAddToWishlistReply,
	isEstimateReply,
	isFragmentOptions,
	isFragmentReply,
	isFragmentsReply,
	isPrivacy,
	isRefusedReply,
	isSuccessResult,
	isTrue,
	isUserWishlist,
	isWishlistL10n,
	nonceKey,
	readWishlistL10n,
	wishlistSettings,
	type WishlistL10n,
} from './wishlist';
import { explain } from './guard';

/** As a free 4.16.0 site prints it: every top-level scalar a string. */
export const printedL10n = (): WishlistL10n => ({
	ajax_url: '/wp-admin/admin-ajax.php',
	redirect_to_cart: 'no',
	yith_wcwl_button_position: 'after_add_to_cart',
	multi_wishlist: '',
	hide_add_button: '1',
	enable_ajax_loading: '',
	ajax_loader_url: '/wp-content/plugins/yith-woocommerce-wishlist/assets/images/ajax-loader-alt.svg',
	remove_from_wishlist_after_add_to_cart: '1',
	is_wishlist_responsive: '1',
	time_to_close_prettyphoto: '3000',
	fragments_index_glue: '.',
	reload_on_found_variation: '1',
	mobile_media_query: '768',
	labels: { cookie_disabled: COOKIE_DISABLED_MESSAGE, added_to_cart_message: '<div class="woocommerce-notices-wrapper"><div class="woocommerce-message" role="alert">Product added to cart successfully</div></div>' },
	actions: Object.fromEntries(Object.entries(WISHLIST_ACTION_KEYS).map(([action, key]) => [key, action])),
	nonce: Object.fromEntries(Object.keys(WISHLIST_ACTION_KEYS).map((action) => [`${action}_nonce`, 'a1b2c3d4e5'])),
	redirect_after_ask_estimate: '',
	ask_estimate_redirect_url: 'http://example.test/',
});

describe('yith_wcwl_l10n', () => {
	it('accepts the printed object with strings for every scalar', () => {
		expect(isWishlistL10n(printedL10n())).toBe(true);
	});

	it('names the broken keys and stays inert when corrupt, quietly when missing', () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
		expect(readWishlistL10n({})).toBeNull();
		expect(warn).not.toHaveBeenCalled();
		const broken = { ...printedL10n(), nonce: 'x', ajax_url: 5 };
		expect(readWishlistL10n({ yith_wcwl_l10n: broken })).toBeNull();
		expect(warn).toHaveBeenCalledOnce();
		expect(String(warn.mock.calls[0][0])).toMatch(/ajax_url, .*nonce/);
		warn.mockRestore();
	});

	it('keeps the last of several printed copies, as the page itself does', () => {
		const scope: Record<string, unknown> = {};
		new Function('window', 'var w = window; w.yith_wcwl_l10n = {"ajax_url":"a","labels":{},"actions":{},"nonce":{}}; w.yith_wcwl_l10n = {"ajax_url":"b","labels":{},"actions":{},"nonce":{}};')(scope);
		expect(readWishlistL10n(scope)?.ajax_url).toBe('b');
	});

	it('reads the yes-test like the plugin', () => {
		for (const yes of [true, 'yes', '1', 1]) expect(isTrue(yes)).toBe(true);
		for (const no of [false, 'no', '', '0', 0, undefined, 'true']) expect(isTrue(no)).toBe(false);
	});

	it('resolves settings: strings coerced, absent premium keys default on and 3000 ms', () => {
		const settings = wishlistSettings(printedL10n());
		expect(settings).toMatchObject({
			glue: '.', multiWishlist: false, hideAddButton: true, ajaxLoading: false, responsive: true,
			mobileQuery: '(max-width: 768px)', removeAfterAddToCart: true, redirectToCart: false, dragAndDrop: false,
			notices: true, autoClosePopup: true, popupTimeoutMs: 3000, closeEstimateMs: 3000, cookieDisabledMessage: COOKIE_DISABLED_MESSAGE,
		});
		const premium = wishlistSettings({ ...printedL10n(), multi_wishlist: '1', enable_drag_n_drop: 'yes', enable_notices: '', auto_close_popup: '', popup_timeout: '5000', redirect_to_cart: 'yes', fragments_index_glue: '' });
		expect(premium).toMatchObject({ multiWishlist: true, dragAndDrop: true, notices: false, autoClosePopup: false, popupTimeoutMs: 5000, redirectToCart: true, glue: '.' });
		expect(wishlistSettings({ ...printedL10n(), enable_notices: 'no' }).notices).toBe(false);
	});

	it('has a nonce key per action named after it', () => {
		expect(nonceKey('load_fragments')).toBe('load_fragments_nonce');
		expect(Object.keys(WISHLIST_ACTION_KEYS)).toHaveLength(13);
	});
});

const fragments = { 'yith-wcwl-add-to-wishlist.add-to-wishlist-12': '<div class="yith-wcwl-add-to-wishlist add-to-wishlist-12"></div>' };
const lists = [{ id: 3, wishlist_name: 'My wishlist', default: true, add_to_this_wishlist_url: '/?add_to_wishlist=12&wishlist_id=3' }];

describe('replies', () => {
	it('add_to_wishlist: true, exists and error, with message false, "" or HTML', () => {
		expect(isAddToWishlistReply({ prod_id: 12, result: 'true', message: false, fragments })).toBe(true);
		expect(isAddToWishlistReply({ prod_id: 12, result: 'exists', message: '', fragments: [] })).toBe(true);
		expect(isAddToWishlistReply({ prod_id: false, result: 'error', message: 'The item cannot be added to this wishlist', user_wishlists: lists })).toBe(true);
		expect(isAddToWishlistReply({ result: false })).toBe(false);
		expect(isAddToWishlistReply({ prod_id: 12, result: true })).toBe(false);
		expect(isAddToWishlistReply({ prod_id: 12, result: 'true', fragments: { a: 1 } })).toBe(false);
		expect(isAddToWishlistReply({ prod_id: 12, result: 'true', user_wishlists: [{ id: 1 }] })).toBe(false);
	});

	it('a bad nonce: {"result":false} with no fragments key', () => {
		expect(isRefusedReply({ result: false })).toBe(true);
		expect(isRefusedReply({ result: false, message: 'x' })).toBe(true);
		expect(isRefusedReply({ result: false, fragments: [] })).toBe(false);
		expect(isRefusedReply({ result: 'false' })).toBe(false);
		expect(isRefusedReply(null)).toBe(false);
	});

	it('fragment replies: a map of HTML, or [] when empty', () => {
		expect(isFragmentReply(fragments)).toBe(true);
		expect(isFragmentReply([])).toBe(true);
		expect(isFragmentReply(['<p>'])).toBe(false);
		expect(isFragmentReply({ a: null })).toBe(false);
		expect(hasFragments([])).toBe(false);
		expect(hasFragments({})).toBe(false);
		expect(hasFragments(fragments)).toBe(true);
	});

	it('fragments replies of the other actions', () => {
		expect(isFragmentsReply({ fragments: [] })).toBe(true);
		expect(isFragmentsReply({ result: true, message: 'Product successfully removed.', fragments })).toBe(true);
		expect(isFragmentsReply({ result: true, fragments, user_wishlists: lists, message: 'Element correctly moved to Gifts' })).toBe(true);
		expect(isFragmentsReply({ result: false })).toBe(false);
		expect(isFragmentsReply('')).toBe(false);
		expect(isFragmentsReply({ fragments: 'x' })).toBe(false);
	});

	it('ask_an_estimate: success with a template, failure with or without a message', () => {
		expect(isEstimateReply({ result: true, message: 'Estimate request sent', template: "<div class='yith-wcwl-popup-content'></div>" })).toBe(true);
		expect(isEstimateReply({ result: false, message: 'You should provide a valid email address that we can use to get back to you' })).toBe(true);
		expect(isEstimateReply({ result: false })).toBe(true);
		expect(isEstimateReply({ result: true, message: 'x' })).toBe(false);
		expect(isEstimateReply({ result: 'true' })).toBe(false);
	});

	it('normalises success over the string and boolean results (§9 #1)', () => {
		for (const yes of ['true', 'exists', true]) expect(isSuccessResult(yes)).toBe(true);
		for (const no of ['error', false, undefined, 'false', 1]) expect(isSuccessResult(no)).toBe(false);
	});

	it('user wishlists accept numeric or string ids', () => {
		expect(isUserWishlist(lists[0])).toBe(true);
		expect(isUserWishlist({ ...lists[0], id: '3' })).toBe(true);
		expect(isUserWishlist({ ...lists[0], default: '1' })).toBe(false);
	});

	it('fragment options are flat', () => {
		expect(isFragmentOptions({ product_id: 12, is_single: false, base_url: '', x: null })).toBe(true);
		expect(isFragmentOptions({ nested: {} })).toBe(false);
	});

	it('privacy values are 0, 1 and 2 only', () => {
		expect(['0', '1', '2'].every(isPrivacy)).toBe(true);
		expect(isPrivacy('3')).toBe(false);
		expect(isPrivacy(0)).toBe(false);
	});
});

describe('request checks (what the demo server requires)', () => {
	it('passes the fields each action sends as PHP parses them', () => {
		const add = { add_to_wishlist: '12', product_type: 'simple', wishlist_id: '', fragments: { 'a.b': { product_id: '12', is_single: 'false' } } };
		expect(explain(WISHLIST_REQUEST_FIELDS.add_to_wishlist, add)).toEqual([]);
		expect(explain(WISHLIST_REQUEST_FIELDS.add_to_wishlist, { ...add, fragments: '' })).toEqual([]);
		expect(explain(WISHLIST_REQUEST_FIELDS.add_to_wishlist, { product_type: 'simple' })).toEqual(['add_to_wishlist']);
		expect(explain(WISHLIST_REQUEST_FIELDS.sort_wishlist_items, { positions: ['12', '15'], wishlist_token: 'RN6VRZ64MGIL', page: '1', per_page: '5' })).toEqual([]);
		expect(explain(WISHLIST_REQUEST_FIELDS.sort_wishlist_items, { positions: '12', wishlist_token: 'RN6VRZ64MGIL' })).toEqual(['positions']);
		expect(explain(WISHLIST_REQUEST_FIELDS.update_item_quantity, { product_id: '12', wishlist_token: 'T', quantity: '3' })).toEqual([]);
		expect(explain(WISHLIST_REQUEST_FIELDS.load_fragments, { fragments: ['x'] })).toEqual(['fragments']);
	});
});
