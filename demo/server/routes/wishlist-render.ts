/**
 * Renders the wishlist plugin's regions for the visitor who asks: the add
 * button of a product, the wishlist form of a list, and the fragments an
 * action was asked to re-render (contract §4.1: entries without `item` are
 * skipped; the reply is `{key: html}` with the key echoed, or `[]`).
 */
import type { RequestContext } from '../context';
import type { Html } from '../http/html';
import type { PhpValue } from '../http/php-form';
import { type AnyProduct, findProduct } from '../state/catalogue';
import { type Wishlist, wishlistStore } from '../state/wishlists';
import { wishlistButton } from '../render/wishlist-button';
import { type WishlistLayout, wishlistForm } from '../render/wishlist-view';
import { DEMO_COLUMNS, FREE_COLUMNS } from '../render/wishlist-columns';
import { ITEMS_WIDGET, itemsWidget, manageTable } from '../render/wishlist-extras';
import { scriptJson } from '../http/php-json';
import { isAdmin, ownerOf, readWishlistOptions, wishlistNonce } from './wishlist-visitor';

/** The viewer owns the list: its user or guest, or an administrator (manage_woocommerce). */
export const ownsList = (ctx: RequestContext, list: Wishlist): boolean => ownerOf(ctx) === list.owner || isAdmin(ctx);

/** `view` is open to the owner, or to anyone when the list is public or shared. */
export const canView = (ctx: RequestContext, list: Wishlist): boolean => list.privacy !== 2 || ownsList(ctx, list);

/** The visitor's first list holding the product, with the item's id. */
const holderOf = (ctx: RequestContext, productId: number): { list: Wishlist; itemId: number } | undefined => {
	const owner = ownerOf(ctx);
	for (const list of owner ? wishlistStore(ctx.state).listsOf(owner) : []) {
		const item = list.items.find((entry) => entry.productId === productId);
		if (item) return { list, itemId: item.itemId };
	}
	return undefined;
};

/** `yith_wcwl_disable_wishlist_for_unauthenticated_users` is on and nobody is logged in (the plugin's can_user_add_to_wishlist). */
export const guestsRefused = (ctx: RequestContext): boolean => readWishlistOptions(ctx)['guests-refused'] && !ctx.user;

let popupCounter = 0;

export function renderButton(ctx: RequestContext, product: AnyProduct, isSingle: boolean, options: { empty?: boolean } = {}): Html {
	const owner = ownerOf(ctx);
	const settings = readWishlistOptions(ctx);
	return wishlistButton({
		product,
		isSingle,
		lists: owner ? wishlistStore(ctx.state).listsOf(owner) : [],
		inList: holderOf(ctx, product.id) !== undefined,
		holder: holderOf(ctx, product.id),
		removeMode: settings.remove,
		removeNonce: wishlistNonce(ctx, 'yith_wcwl_edit_wishlist_action'),
		multiWishlist: settings.multi,
		dropdown: settings.dropdown,
		guestRefused: guestsRefused(ctx),
		empty: options.empty ?? false,
		addNonce: wishlistNonce(ctx, 'add_to_wishlist'),
		popupSuffix: String(++popupCounter % 100_000),
	});
}

/** `wp_is_mobile()`: the user agent says Mobile (or a known handset). */
const mobileAgent = (ctx: RequestContext): boolean => /Mobile|Android|Silk\/|Kindle|BlackBerry|Opera Mini|Opera Mobi/.test(ctx.req.headers['user-agent'] ?? '');

export function renderForm(ctx: RequestContext, list: Wishlist, isMobile: boolean, posted: { perPage?: string } = {}): Html {
	const store = wishlistStore(ctx.state);
	const settings = readWishlistOptions(ctx);
	const owner = ownsList(ctx, list);
	const layout: WishlistLayout = settings.responsive && (isMobile || mobileAgent(ctx)) ? 'mobile' : settings.grid ? 'images_grid' : 'traditional';
	return wishlistForm({
		list,
		items: store.ordered(list),
		owner,
		layout,
		otherLists: owner ? store.listsOf(list.owner).filter((other) => other !== list) : [],
		sortable: settings.drag,
		estimate: settings.estimate || settings['estimate-phone'],
		notices: ctx.takeNotices(),
		nonces: { edit: wishlistNonce(ctx, 'yith_wcwl_edit_wishlist_action'), move: wishlistNonce(ctx, 'move_to_another_wishlist') },
		origin: ctx.origin,
		referer: ctx.url.pathname + ctx.url.search,
		loggedIn: ctx.user !== null && ctx.user !== undefined,
		columns: settings['free-columns'] ? FREE_COLUMNS : DEMO_COLUMNS,
		multi: settings.multi,
		movePopup: settings['move-popup'],
		perPage: posted.perPage,
		removeAfterAdd: settings['remove-after-add'],
		redirectToCart: settings.redirect,
	});
}

/** The premium manage-lists form of whoever asks. */
export function renderManage(ctx: RequestContext): Html {
	const owner = ownerOf(ctx);
	return manageTable({
		lists: owner ? wishlistStore(ctx.state).listsOf(owner) : [],
		options: scriptJson({ item: 'wishlist_manage', is_user_owner: true }),
		editNonce: wishlistNonce(ctx, 'yith_wcwl_edit_wishlist_action'),
	});
}

/** The premium "Wishlist items" widget of whoever asks. */
export function renderItemsWidget(ctx: RequestContext): Html {
	const owner = ownerOf(ctx);
	return itemsWidget(owner ? wishlistStore(ctx.state).listsOf(owner) : []);
}

const optionOf = (options: PhpValue, name: string): string | undefined => {
	if (typeof options !== 'object' || Array.isArray(options)) return undefined;
	const value = options[name];
	return typeof value === 'string' ? value : undefined;
};

/** The plugin's `decode_fragment_options`: 'true'/'false' strings become booleans. */
const isTrueOption = (value: string | undefined) => value === 'true' || value === 'yes' || value === '1';

/** The fragments the request asked for, rendered; `[]` when none could be. */
export function renderFragments(ctx: RequestContext, fragments: PhpValue | undefined): Record<string, string> | [] {
	if (!fragments || typeof fragments !== 'object' || Array.isArray(fragments)) return [];
	const out: Record<string, string> = {};
	const store = wishlistStore(ctx.state);
	for (const [key, options] of Object.entries(fragments)) {
		const item = optionOf(options, 'item');
		if (item === 'add_to_wishlist') {
			const product = findProduct(Number(optionOf(options, 'product_id')));
			if (!product) continue;
			// 4.x prints the same "added" part whether the product was just added or was there before.
			out[key] = renderButton(ctx, product, isTrueOption(optionOf(options, 'is_single'))).value;
		} else if (item === 'wishlist') {
			const list = store.byToken(optionOf(options, 'wishlist_id') ?? '') ?? store.byId(Number(optionOf(options, 'wishlist_id')));
			if (!list || !canView(ctx, list)) continue;
			out[key] = renderForm(ctx, list, optionOf(options, 'is_mobile') === 'yes', { perPage: optionOf(options, 'per_page') }).value;
		} else if (item === 'wishlist_manage') {
			out[key] = renderManage(ctx).value;
		} else if (item === ITEMS_WIDGET) {
			out[key] = renderItemsWidget(ctx).value;
		}
	}
	return Object.keys(out).length ? out : [];
}
