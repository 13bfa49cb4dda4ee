/**
 * The premium popups' plain form posts (contract §3.11, §5.5): the wishlist
 * page's move popup (`?move_to_another_wishlist=<token>&move_to_another_wishlist_nonce=`
 * with `new_wishlist_id` and the `row_id` its opener adds) and the manage
 * page's create popup (`yith_wcwl_create` nonce, `wishlist_name`,
 * `wishlist_visibility`). Each queues the plugin's notice and redirects, so a
 * reload never re-posts.
 */
import type { RequestContext } from '../context';
import { html } from '../http/html';
import { type PhpValue, scalar } from '../http/php-form';
import { redirect } from '../http/respond';
import { MAX_NAME, type Privacy, wishlistStore } from '../state/wishlists';
import { WISHLIST_PAGE } from '../render/wishlist-button';
import { readAjaxBody } from './ajax-entry';
import { ownsList } from './wishlist-render';
import { ensureOwner, verifyWishlistNonce } from './wishlist-visitor';

export const CREATE_NONCE_ACTION = 'yith_wcwl_create_action';
export const MANAGE_PAGE = `${WISHLIST_PAGE}manage/`;

type Form = Record<string, PhpValue>;

function move(ctx: RequestContext, token: string, form: Form): string {
	const store = wishlistStore(ctx.state);
	const origin = store.byToken(token);
	const back = origin ? `${WISHLIST_PAGE}view/${origin.token}/` : WISHLIST_PAGE;
	if (!origin || !ownsList(ctx, origin) || !verifyWishlistNonce(ctx, ctx.url.searchParams.get('move_to_another_wishlist_nonce'), 'move_to_another_wishlist')) return back;
	const target = store.byId(Number(scalar(form, 'new_wishlist_id')));
	const productId = Number(scalar(form, 'row_id'));
	const item = origin.items.find((entry) => entry.productId === productId);
	if (!target || target === origin || target.owner !== origin.owner || !item) {
		ctx.addNotice('error', html`An error occurred while moving the product to another wishlist.`);
		return back;
	}
	const already = target.items.find((entry) => entry.productId === productId);
	if (already) already.added = Date.now();
	else target.items.push({ ...item, position: target.items.length });
	store.removeProduct(origin, productId);
	ctx.addNotice('success', html`Element correctly moved to ${target.name}`);
	return back;
}

function create(ctx: RequestContext, form: Form): string {
	if (!verifyWishlistNonce(ctx, scalar(form, 'yith_wcwl_create'), CREATE_NONCE_ACTION)) return MANAGE_PAGE;
	const name = (scalar(form, 'wishlist_name') ?? '').trim();
	if (!name || name.length > MAX_NAME) {
		ctx.addNotice('error', html`Wishlist name is required`);
		return MANAGE_PAGE;
	}
	const visibility = scalar(form, 'wishlist_visibility');
	const privacy: Privacy = visibility === '1' || visibility === '2' ? (Number(visibility) as Privacy) : 0;
	const owner = ensureOwner(ctx);
	const store = wishlistStore(ctx.state);
	store.create(owner, name, privacy, store.listsOf(owner).length === 0);
	ctx.addNotice('success', html`Wishlist successfully created`);
	return MANAGE_PAGE;
}

/** Answers the two posts with a redirect; false for any other request (its body is left unread). */
export async function handleWishlistPosts(ctx: RequestContext): Promise<boolean> {
	if (ctx.req.method !== 'POST') return false;
	const token = ctx.url.searchParams.get('move_to_another_wishlist');
	const creating = ctx.url.pathname === `${WISHLIST_PAGE}create/`;
	if (token === null && !creating) return false;
	const body = await readAjaxBody(ctx);
	if (!body) return true;
	redirect(ctx.res, token !== null ? move(ctx, token, body.form) : create(ctx, body.form), 302);
	return true;
}
