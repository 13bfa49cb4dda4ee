/**
 * Where the wishlist plugin shows up on pages: its own pages (`/wishlist/`,
 * `/wishlist/view/<token>/`, `/wishlist/manage/`), the "Add to wishlist"
 * block after every loop button and on product pages, the localized
 * `yith_wcwl_l10n` on pages that have any of those, the no-JS links
 * (`?add_to_wishlist=`, `?remove_from_wishlist=`), and WooCommerce's add to
 * cart from a wishlist (`remove_from_wishlist_after_add_to_cart`).
 *
 * The blocks are added to finished pages (after the loop button, before the
 * product meta), the way the plugin hooks into WooCommerce's templates, so
 * the shop's renderers stay unaware of the plugin.
 */
import type { WishlistAction } from '../../../contracts/wishlist';
import type { RequestContext } from '../context';
import { type Html, html, raw } from '../http/html';
import { type PhpValue, scalar } from '../http/php-form';
import { redirect } from '../http/respond';
import { LOADER_SRC, type PageBody } from '../render/layout';
import { WISHLIST_PAGE } from '../render/wishlist-button';
import { estimatePopup } from '../render/wishlist-view';
import { frequentlyBought } from '../render/wishlist-extras';
import { wishlistL10nScript } from '../render/wishlist-l10n';
import { findProduct } from '../state/catalogue';
import { type Wishlist, wishlistStore } from '../state/wishlists';
import { canView, guestsRefused, ownsList, renderButton, renderForm, renderItemsWidget, renderManage } from './wishlist-render';
import { CREATE_NONCE_ACTION } from './wishlist-forms';
import { createWishlist } from '../render/wishlist-create';
import { movePopup } from '../render/wishlist-table';
import { ensureOwner, ownerOf, readWishlistOptions, verifyWishlistNonce, wishlistNonce } from './wishlist-visitor';

const VIEW = /^\/wishlist\/view\/([A-Z0-9]{12})\/$/;

/** The premium popups printed after an owner's wishlist form: ask for an estimate, and the move popup of the `popup` move type. */
function ownerPopups(ctx: RequestContext, list: Wishlist): Html {
	const options = readWishlistOptions(ctx);
	const estimate = options.estimate || options['estimate-phone'] ? estimatePopup(list, !ctx.user, options['estimate-phone']) : '';
	const others = wishlistStore(ctx.state).listsOf(list.owner).filter((other) => other !== list);
	const action = `${WISHLIST_PAGE}view/${list.token}/?move_to_another_wishlist=${list.token}&move_to_another_wishlist_nonce=${wishlistNonce(ctx, 'move_to_another_wishlist')}`;
	const move = options['move-popup'] && others.length ? movePopup(list, action, others) : '';
	return html`${estimate}${move}`;
}

function wishlistBody(ctx: RequestContext, list: Wishlist | undefined, heading: string): PageBody {
	const content = list
		? html`${renderForm(ctx, list, false)}${ownsList(ctx, list) ? html`${frequentlyBought(list)}${ownerPopups(ctx, list)}` : ''}`
		: html`<div class="wishlist-empty-page"><p class="wishlist-empty">Your wishlist is currently empty.</p><p><a class="button" href="/shop/">Return to shop</a></p></div>`;
	return { title: heading, bodyClass: 'page woocommerce-wishlist woocommerce woocommerce-page', content: html`<h1 class="entry-title">${heading}</h1>${content}` };
}

/** The plugin's pages, or null when the path is not one of them. */
export function wishlistPage(ctx: RequestContext): PageBody | null {
	const path = ctx.url.pathname;
	const store = wishlistStore(ctx.state);
	const owner = ownerOf(ctx);
	if (path === WISHLIST_PAGE) return wishlistBody(ctx, owner ? store.defaultOf(owner, false) : undefined, 'Wishlist');
	if (path === `${WISHLIST_PAGE}manage/`) {
		return {
			title: 'Manage wishlists',
			bodyClass: 'page woocommerce-wishlist woocommerce woocommerce-page',
			content: html`<h1 class="entry-title">Your wishlists</h1>${renderManage(ctx)}${createWishlist(wishlistNonce(ctx, CREATE_NONCE_ACTION))}${renderItemsWidget(ctx)}`,
		};
	}
	const token = VIEW.exec(path)?.[1];
	if (token === undefined) return null;
	const list = store.byToken(token);
	// Private lists are a 404 for everybody but the owner (contract §5.3).
	if (!list || !canView(ctx, list)) return null;
	return wishlistBody(ctx, list, list.name);
}

/** The plugin's no-JS links: add (`?add_to_wishlist=<pid>&_wpnonce=`) and remove; true when answered with a redirect. */
export function handleWishlistLinks(ctx: RequestContext): boolean {
	const query = ctx.url.searchParams;
	const add = query.get('add_to_wishlist');
	const remove = query.get('remove_from_wishlist');
	const removeAll = query.get('remove_from_all_wishlists');
	if (add === null && remove === null && removeAll === null) return false;
	const back = ctx.url.pathname;
	if (add !== null) {
		const product = findProduct(Number(add));
		if (product && guestsRefused(ctx)) ctx.addNotice('error', html`The item cannot be added to this wishlist`);
		else if (product && verifyWishlistNonce(ctx, query.get('_wpnonce'), 'add_to_wishlist')) {
			const store = wishlistStore(ctx.state);
			const list = store.defaultOf(ensureOwner(ctx), true);
			if (list && store.add(list, product.id)) ctx.addNotice('success', html`Product added!`);
			else ctx.addNotice('notice', html`The product is already in your wishlist!`);
		}
	} else if (removeAll !== null) {
		// Like the action (§3.13), the link is guarded by ownership only.
		const owner = ownerOf(ctx);
		for (const list of owner ? wishlistStore(ctx.state).listsOf(owner) : []) wishlistStore(ctx.state).removeProduct(list, Number(removeAll));
		ctx.addNotice('success', html`Product successfully removed.`);
	} else {
		// The plugin's remove URL names the list by the page it sits on (/wishlist/view/<token>/); older links carry wishlist_id.
		const store = wishlistStore(ctx.state);
		const viewed = VIEW.exec(ctx.url.pathname)?.[1];
		const owner = ownerOf(ctx);
		const list = query.has('wishlist_id') ? store.byId(Number(query.get('wishlist_id'))) : viewed ? store.byToken(viewed) : owner ? store.defaultOf(owner, false) : undefined;
		if (list && ownsList(ctx, list) && verifyWishlistNonce(ctx, query.get('_wpnonce'), 'yith_wcwl_edit_wishlist_action')) {
			wishlistStore(ctx.state).removeProduct(list, Number(remove));
			ctx.addNotice('success', html`Product successfully removed.`);
		}
	}
	redirect(ctx.res, back, 302);
	return true;
}

const LOOP_SPAN = /(<span id="woocommerce_loop_add_to_cart_link_describedby_(\d+)" class="screen-reader-text">[^<]*<\/span>\n?)<\/li>/g;
const SINGLE = /<div id="product-(\d+)"/;
const META = '<div class="product_meta">';

/** The finished page with the plugin's blocks and its localized data, where they belong. */
export function withWishlist(ctx: RequestContext, page: Html): Html {
	const options = readWishlistOptions(ctx);
	const empty = options.ajax;
	let out = page.value.replace(LOOP_SPAN, (_match, span: string, id: string) => {
		const product = findProduct(Number(id));
		return product ? `${span}${renderButton(ctx, product, false, { empty }).value}</li>` : _match;
	});
	const single = SINGLE.exec(out);
	const singleProduct = single && out.includes(META) ? findProduct(Number(single[1])) : undefined;
	if (singleProduct) out = out.replace(META, `${renderButton(ctx, singleProduct, true, { empty }).value}${META}`);
	const hasMarkup = out.includes('wishlist-fragment') || ctx.url.pathname.startsWith(WISHLIST_PAGE);
	if (!hasMarkup) return page;
	const script = wishlistL10nScript({
		origin: ctx.origin,
		nonce: (action: WishlistAction) => wishlistNonce(ctx, action),
		multi: options.multi,
		dropdown: options.dropdown,
		tooltip: options.tooltip,
		ajaxLoading: options.ajax,
		removeAfterAdd: options['remove-after-add'],
		redirectToCart: options.redirect,
		drag: options.drag,
		responsive: options.responsive,
	}).value;
	const loader = `<script src="${LOADER_SRC}"`;
	return raw(out.replace(loader, `${script}${loader}`));
}

/**
 * WooCommerce's add to cart from a wishlist row: the plugin removes the item
 * during `woocommerce_add_to_cart` when its option is on, `wishlist_id` is
 * set and the visitor owns the list (contract §7.4).
 */
export function afterAddToCart(ctx: RequestContext, form: Record<string, PhpValue>): void {
	const productId = Number(scalar(form, 'remove_from_wishlist_after_add_to_cart'));
	const listId = scalar(form, 'wishlist_id') ?? '';
	if (!productId || !listId || !readWishlistOptions(ctx)['remove-after-add']) return;
	const store = wishlistStore(ctx.state);
	const list = /^\d+$/.test(listId) ? store.byId(Number(listId)) : store.byToken(listId);
	if (list && ownsList(ctx, list)) store.removeProduct(list, productId);
}
