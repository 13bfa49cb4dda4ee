/**
 * Who is asking, as the wishlist plugin sees it, and what the site's plugin
 * options are for this visitor.
 *
 * - Owner: a logged-in user (`user:<id>`), or a guest named by the plugin's
 *   own HttpOnly cookie `yith_wcwl_session_<COOKIEHASH>` (30 days, signed JSON
 *   `{session_id, session_expiration, session_expiring, cookie_hash}`), which
 *   the first add creates (contract §2).
 * - Nonces: WordPress nonces bound to the user id and login token; every
 *   guest shares uid 0 (WooCommerce swaps in its session only for
 *   `woocommerce*` actions), so a guest's nonce fails for a logged-in user.
 * - Options: the plugin settings are switches on /demo/, kept per visitor in
 *   the cookie `demo_wcwl` so parallel browser tests never share them.
 */
import type { RequestContext } from '../context';
import { hmacHex, randomHex } from '../crypto';
import { serializeCookie } from '../http/cookies';
import { COOKIEHASH } from '../state/sessions';

export const WISHLIST_SESSION_COOKIE = `yith_wcwl_session_${COOKIEHASH}`;
const THIRTY_DAYS = 30 * 86_400;

export const OPTIONS_COOKIE = 'demo_wcwl';

/** Plugin options the QA page switches; the name is what the cookie lists. */
export const WISHLIST_OPTIONS = {
	multi: 'Multiple wishlists (premium; popup to choose or create a list)',
	ajax: 'AJAX loading (buttons printed empty, filled by load_fragments)',
	'remove-after-add': 'Remove from the wishlist after add to cart',
	redirect: 'Redirect to the cart after add to cart from the wishlist',
	drag: 'Drag-and-drop sorting of the wishlist table',
	responsive: 'Responsive wishlist (mobile template at 768 px and below)',
	estimate: 'Ask for an estimate (premium popup form)',
	grid: 'Image-grid layout of the wishlist page (premium)',
	remove: 'Add-to-wishlist behaviour "remove": a product in a list shows a remove link',
	'free-columns': 'Wishlist table columns of a fresh install of the free plugin (remove, image, name), as the real shop shows them',
	messages: 'Success messages: the "Product added!" and "already in your wishlist" texts set, so an add answers a message the notice shows',
	'guests-refused': 'Only logged-in users can use the wishlist: guests get a link to My account instead of the add button, and adds are refused',
	tooltip: 'Tooltips (premium enable_tooltip): the add block\'s actions show their title on hover and focus',
	dropdown: 'Multiple wishlists with the dropdown instead of the popup (modal off): the add button lists the other wishlists',
	'move-popup': 'Move to another wishlist with a button and popup form on each row (instead of the select)',
	'estimate-phone': 'Ask for an estimate with a required Phone field (yith_wcwl_ask_an_estimate_fields; shows the estimate button too)',
} as const;
export type WishlistOption = keyof typeof WISHLIST_OPTIONS;
const DEFAULT_ON: readonly WishlistOption[] = ['remove-after-add', 'responsive'];

export type WishlistOptions = Record<WishlistOption, boolean>;

export function readWishlistOptions(ctx: RequestContext): WishlistOptions {
	const cookie = ctx.cookies.get(OPTIONS_COOKIE);
	const on: readonly string[] = cookie === undefined ? DEFAULT_ON : cookie.split(',');
	return Object.fromEntries(Object.keys(WISHLIST_OPTIONS).map((name) => [name, on.includes(name)])) as WishlistOptions;
}

/** `/demo/wishlist-options?multi=1&drag=1…`: the options ticked, everything else off; 303 back to /demo/. */
export function writeWishlistOptions(ctx: RequestContext): void {
	const on = Object.keys(WISHLIST_OPTIONS).filter((name) => ctx.url.searchParams.get(name) === '1');
	ctx.setCookie(serializeCookie(OPTIONS_COOKIE, on.join(','), { sameSite: 'Lax' }));
}

interface GuestSession {
	session_id: string;
	session_expiration: number;
	session_expiring: number;
	cookie_hash: string;
}

const sign = (ctx: RequestContext, id: string, expiration: number) => hmacHex(ctx.state.secret, `wcwl|${id}|${expiration}`).slice(0, 32);

function guestId(ctx: RequestContext): string | null {
	try {
		const value = JSON.parse(ctx.cookies.get(WISHLIST_SESSION_COOKIE) ?? '') as GuestSession;
		const fresh = typeof value.session_expiration === 'number' && value.session_expiration > Date.now() / 1000;
		return fresh && typeof value.session_id === 'string' && value.cookie_hash === sign(ctx, value.session_id, value.session_expiration)
			? value.session_id
			: null;
	} catch {
		return null;
	}
}

const guests = new WeakMap<RequestContext, string>();

/** The owner key of whoever asks, or null for a guest without the plugin's cookie yet. */
export function ownerOf(ctx: RequestContext): string | null {
	if (ctx.user) return `user:${ctx.user.id}`;
	const id = guests.get(ctx) ?? guestId(ctx);
	return id ? `guest:${id}` : null;
}

/** The owner key, creating the guest cookie on the first write. */
export function ensureOwner(ctx: RequestContext): string {
	const owner = ownerOf(ctx);
	if (owner) return owner;
	const id = randomHex(32);
	const now = Math.floor(Date.now() / 1000);
	const session: GuestSession = { session_id: id, session_expiration: now + THIRTY_DAYS, session_expiring: now + THIRTY_DAYS - 3600, cookie_hash: '' };
	session.cookie_hash = sign(ctx, id, session.session_expiration);
	ctx.setCookie(serializeCookie(WISHLIST_SESSION_COOKIE, JSON.stringify(session), { maxAge: THIRTY_DAYS, httpOnly: true }));
	guests.set(ctx, id);
	return `guest:${id}`;
}

const nonceSubject = (ctx: RequestContext): string => {
	const login = ctx.loggedIn;
	return login ? `${login.user.id}|${login.token}` : '0';
};

export const wishlistNonce = (ctx: RequestContext, action: string): string => ctx.nonce(action, nonceSubject(ctx));

export const verifyWishlistNonce = (ctx: RequestContext, nonce: unknown, action: string): boolean =>
	typeof nonce === 'string' && ctx.verifyNonce(nonce, action, nonceSubject(ctx));

/** Administrators may do anything (the plugin's `manage_woocommerce` check). */
export const isAdmin = (ctx: RequestContext): boolean => ctx.user?.role === 'administrator';
