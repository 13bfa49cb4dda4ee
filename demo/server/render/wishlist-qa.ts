/**
 * The wishlist plugin's options on the QA page: one checkbox per option, a
 * plain GET form to `/demo/wishlist-options` (kept per visitor in a cookie),
 * and the wishlist pages to try.
 */
import { type Html, html, raw } from '../http/html';
import type { WishlistOptions } from '../routes/wishlist-visitor';
import { WISHLIST_OPTIONS, type WishlistOption } from '../routes/wishlist-visitor';
import type { PageBody } from './layout';

function section(options: WishlistOptions): Html {
	const boxes = (Object.keys(WISHLIST_OPTIONS) as WishlistOption[]).map(
		(name) => html`<li><label><input type="checkbox" name="${name}" value="1"${options[name] ? raw(' checked') : ''}> <code>${name}</code> &mdash; ${WISHLIST_OPTIONS[name]}</label></li>`,
	);
	return html`<section class="qa-wishlist" aria-labelledby="wishlist-options"><h2 id="wishlist-options">Wishlist plugin options</h2><p>Pages: <a href="/shop/">/shop/</a> (a button under every card), <a href="/product/hoodie/">/product/hoodie/</a> (variable: the button follows the variation), <a href="/wishlist/">/wishlist/</a>, <a href="/wishlist/manage/">/wishlist/manage/</a>. Data: <a href="/demo/api/wishlists"><code>/demo/api/wishlists</code></a>.</p><p>Stagings: <code>messages</code> (the add answers "Product added!", shown in the notice), <code>guests-refused</code> (log out first), <code>tooltip</code> with <code>dropdown</code> (hover or focus an add button), <code>move-popup</code> (needs two lists: the row's "Move to another list" button), <code>estimate-phone</code> (the estimate form's Phone), and <a href="/wishlist/manage/">/wishlist/manage/</a>'s "Create a new wishlist" popup. <a href="/demo/fault?mode=no-template&amp;endpoint=ask_an_estimate">Estimate reply without template</a>: fault mode <code>no-template</code> on <code>ask_an_estimate</code> (the request is stored, the success reply has no <code>template</code>; clear it in the fault form).</p><form method="get" action="/demo/wishlist-options"><ul class="qa-list">${boxes}</ul><p><button type="submit" class="button">Apply wishlist options</button></p></form></section>`;
}

/** The QA page with the wishlist section before its fault form. */
export function withWishlistQa(body: PageBody, options: WishlistOptions): PageBody {
	const marker = '<section class="qa-fault"';
	return { ...body, content: raw(body.content.value.replace(marker, `${section(options).value}${marker}`)) };
}
