/**
 * The wishlist plugin's thirteen admin-ajax actions (contract §3), with the
 * real reply shapes: `result` a string only in add_to_wishlist, `{result:false}`
 * or `{fragments:[]}` or an empty body on a bad nonce depending on the action,
 * HTML for reload_wishlist_and_adding_elem, empty bodies for quantity and
 * sort. Ownership is checked as the plugin checks it (§7.7), including its
 * gaps: save_privacy has no owner check, remove_from_all_wishlists never
 * checks its nonce, save_title refuses administrators who do not own the list.
 */
import { explain } from '../../../contracts/guard';
import { WISHLIST_REQUEST_FIELDS, type WishlistAction, type UserWishlist } from '../../../contracts/wishlist';
import type { RequestContext } from '../context';
import { html } from '../http/html';
import { type PhpValue, scalar } from '../http/php-form';
import { phpJson } from '../http/php-json';
import { findProduct } from '../state/catalogue';
import { MAX_NAME, type Privacy, type Wishlist, wishlistStore } from '../state/wishlists';
import { WISHLIST_PAGE } from '../render/wishlist-button';
import { frequentlyBought } from '../render/wishlist-extras';
import { ESTIMATE_PHONE } from '../render/wishlist-view';
import { faultFor } from './fault';
import { NO_CACHE, send } from '../http/respond';
import type { AdminAjaxHandler, RequestFields } from './admin-ajax';
import { guestsRefused, ownsList, renderForm, renderFragments } from './wishlist-render';
import { ensureOwner, ownerOf, readWishlistOptions, verifyWishlistNonce } from './wishlist-visitor';

/** admin-ajax's headers (as adminAjaxResponse sends them; not imported, since admin-ajax.ts registers this module). */
const answer = (ctx: RequestContext, body: string, contentType = 'text/html; charset=UTF-8') =>
	send(ctx.res, 200, contentType, body, { 'Cache-Control': NO_CACHE, 'X-Robots-Tag': 'noindex', 'X-Content-Type-Options': 'nosniff' });
const json = (ctx: RequestContext, body: unknown) => answer(ctx, phpJson(body), 'application/json; charset=UTF-8');
const empty = (ctx: RequestContext) => answer(ctx, '');

const text = (request: RequestFields, key: string): string => scalar(request, key) ?? '';
const fragmentsOf = (request: RequestFields): PhpValue | undefined => request.fragments;

const userWishlists = (ctx: RequestContext, owner: string): UserWishlist[] =>
	wishlistStore(ctx.state)
		.listsOf(owner)
		.map((list) => ({ id: list.id, wishlist_name: list.name, default: list.isDefault, add_to_this_wishlist_url: `${ctx.origin}/?add_to_wishlist=0&wishlist_id=${list.id}` }));

const privacyOf = (value: string): Privacy | null => (value === '0' || value === '1' || value === '2' ? (Number(value) as Privacy) : null);

/** The list an id or token names, if the viewer may change it. */
function ownedList(ctx: RequestContext, ref: string): Wishlist | undefined {
	const store = wishlistStore(ctx.state);
	const list = /^\d+$/.test(ref) ? store.byId(Number(ref)) : store.byToken(ref);
	return list && ownsList(ctx, list) ? list : undefined;
}

const ADD_ERROR = 'An error occurred while adding the products to the wishlist.';
const CANNOT_ADD = 'The item cannot be added to this wishlist';

/**
 * `message` of a single-list add: the options `yith_wcwl_product_added_text` and
 * `yith_wcwl_already_in_wishlist_text` as set (the `messages` switch), else as on a fresh install:
 * unset (`false`) after an add, '' for a product already there (OBS).
 */
function singleListMessage(ctx: RequestContext, added: boolean): string | false {
	if (readWishlistOptions(ctx).messages) return added ? 'Product added!' : 'The product is already in your wishlist!';
	return added ? false : '';
}

/** 'new' needs a name; '' is the default list (created for guests through the session cookie). */
function destination(ctx: RequestContext, owner: string, ref: string, name: string, visibility: string): Wishlist | 'no-name' | undefined {
	const store = wishlistStore(ctx.state);
	if (ref === 'new') {
		const title = name.trim();
		if (!title || title.length > MAX_NAME) return 'no-name';
		return store.create(owner, title, privacyOf(visibility) ?? 0, store.listsOf(owner).length === 0);
	}
	const list = store.resolve(ref, owner, true);
	return list && list.owner === owner ? list : undefined;
}

const addToWishlist: AdminAjaxHandler = (ctx, request) => {
	if (!verifyWishlistNonce(ctx, request.nonce, 'add_to_wishlist')) return json(ctx, { result: false });
	const product = findProduct(Number(text(request, 'add_to_wishlist')));
	if (!product) return json(ctx, { prod_id: false, result: 'error', message: ADD_ERROR, fragments: [] });
	if (guestsRefused(ctx)) return json(ctx, { prod_id: product.id, result: 'error', message: CANNOT_ADD, fragments: renderFragments(ctx, fragmentsOf(request)), user_wishlists: [], wishlist_url: `${ctx.origin}${WISHLIST_PAGE}` });
	const owner = ensureOwner(ctx);
	const list = destination(ctx, owner, text(request, 'wishlist_id'), text(request, 'wishlist_name'), text(request, 'wishlist_visibility'));
	if (list === 'no-name') return json(ctx, { prod_id: product.id, result: 'error', message: 'Wishlist name is required', fragments: [], user_wishlists: userWishlists(ctx, owner) });
	if (!list) return json(ctx, { prod_id: product.id, result: 'error', message: CANNOT_ADD, fragments: [], user_wishlists: userWishlists(ctx, owner) });
	const added = wishlistStore(ctx.state).add(list, product.id);
	const multi = wishlistStore(ctx.state).listsOf(owner).length > 1 || text(request, 'wishlist_id') === 'new';
	const message = multi
		? html`${added ? 'Product added to' : 'The product is already in'} ${list.name}!<p class="after-links"><a href="${WISHLIST_PAGE}view/${list.token}/">View wishlist</a> <span class="separator">or</span> <a href="#" class="close-popup">Close</a></p>`.value
		: singleListMessage(ctx, added);
	json(ctx, {
		prod_id: product.id,
		result: added ? 'true' : 'exists',
		message,
		fragments: renderFragments(ctx, fragmentsOf(request)),
		user_wishlists: userWishlists(ctx, owner),
		wishlist_url: `${ctx.origin}${WISHLIST_PAGE}`,
	});
};

const removeFromWishlist: AdminAjaxHandler = (ctx, request) => {
	if (!verifyWishlistNonce(ctx, request.nonce, 'remove_from_wishlist')) return json(ctx, { fragments: [] });
	const list = ownedList(ctx, text(request, 'wishlist_token') || text(request, 'wishlist_id'));
	if (!list) return json(ctx, { fragments: [] });
	const removed = wishlistStore(ctx.state).removeProduct(list, Number(text(request, 'remove_from_wishlist')));
	if (removed) ctx.addNotice('success', html`Product successfully removed.`);
	else ctx.addNotice('error', html`Error. Unable to remove the product from the wishlist.`);
	json(ctx, { fragments: renderFragments(ctx, fragmentsOf(request)) });
};

const deleteItem: AdminAjaxHandler = (ctx, request) => {
	if (!verifyWishlistNonce(ctx, request.nonce, 'delete_item')) return json(ctx, { result: false });
	const store = wishlistStore(ctx.state);
	const found = store.findItem(Number(text(request, 'item_id')));
	if (!found) return json(ctx, { result: false });
	if (!ownsList(ctx, found.list)) return json(ctx, { fragments: [] });
	store.removeProduct(found.list, found.item.productId);
	json(ctx, { result: true, message: 'Product successfully removed.', fragments: renderFragments(ctx, fragmentsOf(request)) });
};

const saveTitle: AdminAjaxHandler = (ctx, request) => {
	if (!verifyWishlistNonce(ctx, request.nonce, 'save_title')) return json(ctx, { result: false });
	const list = wishlistStore(ctx.state).resolve(text(request, 'wishlist_id'), '', false);
	const title = text(request, 'title').trim();
	// §9 #18: only the owner, administrators included in the refusal.
	if (!list || list.owner !== ownerOf(ctx) || !title || title.length > MAX_NAME) return json(ctx, { result: false });
	list.name = title;
	json(ctx, { result: true, fragments: renderFragments(ctx, fragmentsOf(request)) });
};

const savePrivacy: AdminAjaxHandler = (ctx, request) => {
	if (!verifyWishlistNonce(ctx, request.nonce, 'save_privacy')) return json(ctx, { result: false });
	const list = wishlistStore(ctx.state).resolve(text(request, 'wishlist_id'), '', false);
	const privacy = privacyOf(text(request, 'privacy'));
	// §9 #17: the plugin has no owner check here; the demo keeps that gap.
	if (!list || privacy === null) return json(ctx, { result: false });
	list.privacy = privacy;
	json(ctx, { result: true, fragments: renderFragments(ctx, fragmentsOf(request)) });
};

const loadFragments: AdminAjaxHandler = (ctx, request) => {
	if (!verifyWishlistNonce(ctx, request.nonce, 'load_fragments')) return json(ctx, { result: false });
	json(ctx, { fragments: renderFragments(ctx, fragmentsOf(request)) });
};

const loadMobile: AdminAjaxHandler = (ctx, request) => {
	if (!verifyWishlistNonce(ctx, request.nonce, 'load_mobile')) return json(ctx, { fragments: [] });
	json(ctx, { fragments: renderFragments(ctx, fragmentsOf(request)) });
};

/** Frequently Bought Together: adds the product to the list, answers the list's shortcode output as HTML. */
const reloadWishlistAndAdding: AdminAjaxHandler = (ctx, request) => {
	if (!verifyWishlistNonce(ctx, request.nonce, 'reload_wishlist_and_adding_elem')) return json(ctx, { result: false });
	const list = ownedList(ctx, text(request, 'wishlist_token'));
	const product = findProduct(Number(text(request, 'add_to_wishlist')));
	if (!list) return answer(ctx, '<div></div>');
	if (product && wishlistStore(ctx.state).add(list, product.id)) ctx.addNotice('success', html`${product.name} has been added to your wishlist.`);
	else ctx.addNotice('error', html`The product is already in your wishlist!`);
	// The plugin's reply is the shortcode inside its `<div>`, with the template's whitespace around it.
	answer(ctx, html`\t\t\t<div>\n\t\t\t\t${renderForm(ctx, list, false)}${frequentlyBought(list)}\t\t\t</div>\n\t\t\t`.value);
};

const updateItemQuantity: AdminAjaxHandler = (ctx, request) => {
	const list = verifyWishlistNonce(ctx, request.nonce, 'update_item_quantity') ? ownedList(ctx, text(request, 'wishlist_token')) : undefined;
	const item = list?.items.find((entry) => entry.productId === Number(text(request, 'product_id')));
	// The plugin stores intval(quantity), and answers nothing either way.
	if (item) item.quantity = Math.max(0, Math.trunc(Number.parseInt(text(request, 'quantity'), 10) || 0));
	empty(ctx);
};

const sortWishlistItems: AdminAjaxHandler = (ctx, request) => {
	const list = verifyWishlistNonce(ctx, request.nonce, 'sort_wishlist_items') ? ownedList(ctx, text(request, 'wishlist_token')) : undefined;
	const positions = Array.isArray(request.positions) ? request.positions.filter((value): value is string => typeof value === 'string') : [];
	if (list) {
		// The plugin's quirk (§3.10): per_page is read from `page`, so offsets are wrong from page 2 on.
		const page = Math.max(1, Number(text(request, 'page')) || 1);
		const offset = (page - 1) * page;
		positions.forEach((productId, index) => {
			const item = list.items.find((entry) => entry.productId === Number(productId));
			if (item) item.position = offset + index;
		});
	}
	empty(ctx);
};

const moveToAnotherWishlist: AdminAjaxHandler = (ctx, request) => {
	if (!verifyWishlistNonce(ctx, request.nonce, 'move_to_another_wishlist')) return json(ctx, { result: false });
	const store = wishlistStore(ctx.state);
	const origin = ownedList(ctx, text(request, 'wishlist_token'));
	const productId = Number(text(request, 'item_id'));
	const item = origin?.items.find((entry) => entry.productId === productId);
	const owner = ownerOf(ctx);
	if (!origin || !item || !owner) return json(ctx, { result: false, message: '', fragments: [], user_wishlists: owner ? userWishlists(ctx, owner) : [] });
	const target = destination(ctx, origin.owner, text(request, 'destination_wishlist_token'), text(request, 'wishlist_name'), text(request, 'wishlist_visibility'));
	if (!target || target === 'no-name' || target === origin)
		return json(ctx, { result: false, message: '', fragments: [], user_wishlists: userWishlists(ctx, owner) });
	const already = target.items.find((entry) => entry.productId === productId);
	if (already) already.added = Date.now();
	else target.items.push({ ...item, position: target.items.length });
	store.removeProduct(origin, productId);
	json(ctx, {
		result: true,
		fragments: renderFragments(ctx, fragmentsOf(request)),
		user_wishlists: userWishlists(ctx, owner),
		message: `Element correctly moved to ${target.name}`,
	});
};

const ESTIMATE_TEMPLATE =
	"<div class='yith-wcwl-popup-content'><p class='heading-icon'><i class='fa fa-check' aria-hidden='true'></i></p><h3>Your request has been sent.<br/>Thanks!</h3><p>We will contact you as soon as possible.</p></div>";
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The configured extra fields (premium get_valid_additional_data), label → value: the `estimate-phone` switch's
 * required Phone (`tel`, kept as wc_sanitize_phone_number keeps it: digits and +). A required field left
 * empty after sanitizing is the plugin's error text, returned as a string.
 */
function estimateFields(ctx: RequestContext, request: RequestFields): Record<string, string> | string {
	if (!readWishlistOptions(ctx)['estimate-phone']) return {};
	const phone = text(request, ESTIMATE_PHONE.id).replace(/[^\d+]/g, '');
	return phone ? { [ESTIMATE_PHONE.label]: phone } : `Missing required argument: ${ESTIMATE_PHONE.label}`;
}

const askAnEstimate: AdminAjaxHandler = (ctx, request) => {
	if (!verifyWishlistNonce(ctx, request.nonce, 'ask_an_estimate')) return json(ctx, { result: false });
	const list = ownedList(ctx, text(request, 'ask_an_estimate'));
	if (!list || list.items.length === 0) return json(ctx, { result: false, message: 'There was an error while processing your request; please, try later' });
	if (!ctx.user && !EMAIL.test(text(request, 'reply_email')))
		return json(ctx, { result: false, message: 'You should provide a valid email address that we can use to get back to you' });
	const fields = estimateFields(ctx, request);
	if (typeof fields === 'string') return json(ctx, { result: false, message: fields });
	wishlistStore(ctx.state).estimates.push({ token: list.token, email: ctx.user?.email ?? text(request, 'reply_email'), notes: text(request, 'additional_notes'), fields, at: Date.now() });
	// Fault `no-template`: a success whose template a theme filter lost.
	const template = faultFor(ctx, 'ask_an_estimate')?.mode === 'no-template' ? {} : { template: ESTIMATE_TEMPLATE };
	json(ctx, { result: true, message: 'Estimate request sent', ...template });
};

const removeFromAllWishlists: AdminAjaxHandler = (ctx, request) => {
	// §3: the plugin's nonce guard is written wrongly and never rejects; the demo keeps that.
	const productId = Number(text(request, 'prod_id'));
	const owner = ownerOf(ctx);
	if (!productId) return json(ctx, { result: false });
	const store = wishlistStore(ctx.state);
	const only = text(request, 'wishlist_id');
	for (const list of owner ? store.listsOf(owner) : [])
		if (!only || String(list.id) === only || list.token === only) store.removeProduct(list, productId);
	json(ctx, { result: true, fragments: renderFragments(ctx, fragmentsOf(request)) });
};

const HANDLERS: Record<WishlistAction, AdminAjaxHandler> = {
	add_to_wishlist: addToWishlist,
	remove_from_wishlist: removeFromWishlist,
	delete_item: deleteItem,
	save_title: saveTitle,
	save_privacy: savePrivacy,
	load_fragments: loadFragments,
	load_mobile: loadMobile,
	reload_wishlist_and_adding_elem: reloadWishlistAndAdding,
	update_item_quantity: updateItemQuantity,
	sort_wishlist_items: sortWishlistItems,
	move_to_another_wishlist: moveToAnotherWishlist,
	ask_an_estimate: askAnEstimate,
	remove_from_all_wishlists: removeFromAllWishlists,
};

/**
 * Every action checked against the contract before it runs: the fields it
 * must send and `context=frontend`. A break is flagged in `X-Demo-Violation`
 * (the request is still answered, as the plugin would).
 */
const checked = (action: WishlistAction, handler: AdminAjaxHandler): AdminAjaxHandler => (ctx, request) => {
	const broken = explain(WISHLIST_REQUEST_FIELDS[action], request);
	if (request.context !== 'frontend') broken.push('context');
	if (broken.length) ctx.res.setHeader('X-Demo-Violation', `wishlist ${action}: ${broken.join(', ')} (contract wishlist.md §3)`);
	return handler(ctx, request);
};

export const WISHLIST_AJAX_ACTIONS: Record<string, AdminAjaxHandler> = Object.fromEntries(
	Object.entries(HANDLERS).map(([action, handler]) => [action, checked(action as WishlistAction, handler)]),
);
