/**
 * The HTML pages, at WordPress-like paths. Form actions (no-JS add, remove,
 * update; checkout and My account posts) run first, as WooCommerce runs them
 * before any template; then the page renders with the visitor's cart and
 * login and consumes their notices.
 */
import type { RequestContext } from '../context';
import type { PhpValue } from '../http/php-form';
import { redirect, sendHtml } from '../http/respond';
import { logoutUrl } from '../render/account-links';
import { articlePage } from '../render/article-page';
import { cartPage } from '../render/cart-page';
import { type PageBody, page } from '../render/layout';
import { buttonCount, manyButtonsPage } from '../render/many-buttons';
import { dialogPage } from '../render/dialog-page';
import { articleGalleryPage } from '../render/article-gallery-page';
import { galleryCount, galleryPage } from '../render/gallery-page';
import { notFoundPage } from '../render/error-pages';
import { productPage } from '../render/product-page';
import type { QaAccount } from '../render/qa-accounts';
import { qaPage } from '../render/qa-page';
import { shopPage } from '../render/shop';
import { readSwitches } from '../render/switches';
import { findArticle } from '../state/articles';
import { type Product, findBySlug } from '../state/catalogue';
import { ADMIN_AJAX_ACTIONS } from './admin-ajax';
import { readAjaxBody } from './ajax-entry';
import { checkoutBody, orderReceivedBody, placeOrder, redirectEmptyCheckout } from './checkout';
import { readFault } from './fault';
import { handleForms } from './form-handler';
import { accountBody, accountPost, saveAccountDetails } from './my-account';
import { pageVisitor, restSettingsNonce, shopChrome } from './page-chrome';
import { readMediaFail } from './rest-media';
import { readSiteSettings } from './site-settings';
import { jnewsStoragePage } from '../render/theme/jnews-storage-page';
import { themeArticle, themeFront, themeScaleComments, themeScaleModules } from './theme-pages';
import { fillScaleWishlist } from './scale-wishlist';
import { WC_AJAX_ENDPOINTS } from './wc-ajax';
import { handleWishlistLinks, wishlistPage, withWishlist } from './wishlist-pages';
import { handleWishlistPosts } from './wishlist-forms';
import { readWishlistOptions } from './wishlist-visitor';
import { withWishlistQa } from '../render/wishlist-qa';
import { readWithout, withoutGlobals } from '../render/without-globals';
import { readFileFault } from './file-fault';

interface Resolved {
	status: number;
	body: PageBody;
	/** False for pages that must carry no shop markup. */
	shop: boolean;
	isCart?: boolean;
}

const SLUG = '([a-z0-9-]{1,100})';
const PRODUCT = new RegExp(`^/product/${SLUG}/$`);
const ARTICLE = new RegExp(`^/article/${SLUG}/$`);
const ORDER_RECEIVED = /^\/checkout\/order-received\/(\d{1,9})\/$/;

type Fields = Record<string, PhpValue>;

/**
 * Pages whose own forms post back to them. A handler answers (true: it
 * redirected) or leaves the page to render again with the posted values and
 * the errors it queued (false).
 */
const FORM_POSTS: Record<string, (ctx: RequestContext, form: Fields) => boolean> = {
	'/checkout/': placeOrder,
	'/my-account/': accountPost,
	'/my-account/edit-account/': saveAccountDetails,
};

const qaAccount = (ctx: RequestContext): QaAccount => ({
	login: ctx.user?.login ?? null,
	logoutUrl: ctx.user ? logoutUrl(ctx.nonce('log-out'), `${ctx.origin}/demo/`) : null,
	mediaFail: readMediaFail(ctx),
});

/** `attribute_*` query values that name real terms of the product (preselects the form). */
function selectedAttributes(product: Product, query: URLSearchParams): Record<string, string> {
	if (product.type !== 'variable') return {};
	const selected: Record<string, string> = {};
	for (const def of product.attributes) {
		const value = query.get(`attribute_${def.name}`);
		if (value && def.terms.some((t) => t.slug === value)) selected[`attribute_${def.name}`] = value;
	}
	return selected;
}

/** `posted` is the body of a form post that did not redirect (its values are shown again). */
function resolve(ctx: RequestContext, posted: Fields | null): Resolved | null {
	const path = ctx.url.pathname;
	const query = ctx.url.searchParams;
	const found = (body: PageBody, isCart = false): Resolved => ({ status: 200, body, shop: true, isCart });
	switch (path) {
		case '/':
			return found(themeFront(ctx));
		case '/shop/':
			return found(shopPage(query.get('orderby'), (id) => ctx.state.orders.unitsSold(id)));
		case '/cart/':
			return found(cartPage(ctx.view()), true);
		case '/demo/':
			return found(withWishlistQa(qaPage(readFault(ctx), [...WC_AJAX_ENDPOINTS, ...Object.keys(ADMIN_AJAX_ACTIONS)], qaAccount(ctx), readSiteSettings(ctx), readFileFault(ctx)), readWishlistOptions(ctx)));
		case '/checkout/':
			return found(checkoutBody(ctx, posted));
		case '/my-account/':
			return found(accountBody(ctx, 'dashboard', posted));
		case '/my-account/orders/':
			return found(accountBody(ctx, 'orders', null));
		case '/my-account/edit-account/':
			return found(accountBody(ctx, 'edit-account', posted));
		case '/demo/many-buttons/':
			return found(manyButtonsPage(buttonCount(query.get('n'))));
		case '/demo/gallery/':
			return { status: 200, body: galleryPage(galleryCount(query.get('n'))), shop: false };
		case '/demo/scale/modules/':
			return { status: 200, body: themeScaleModules(ctx), shop: false };
		case '/demo/scale/comments/':
			return { status: 200, body: themeScaleComments(ctx), shop: false };
		case '/demo/dialog/':
			return { status: 200, body: dialogPage(), shop: false };
		case '/demo/jnews-storage/':
			return { status: 200, body: jnewsStoragePage(), shop: false };
		case '/demo/article-gallery/':
			return { status: 200, body: articleGalleryPage(query.get('single_gallery') !== '0'), shop: false };
	}
	const wishlist = wishlistPage(ctx);
	if (wishlist) return found(wishlist);
	const product = findBySlug(PRODUCT.exec(path)?.[1] ?? '');
	if (product) return found(productPage(product, selectedAttributes(product, query), query));
	const orderId = ORDER_RECEIVED.exec(path)?.[1];
	if (orderId) return found(orderReceivedBody(ctx, Number(orderId)));
	const article = findArticle(ARTICLE.exec(path)?.[1] ?? '');
	if (article) return { status: 200, body: articlePage(article), shop: false };
	const post = themeArticle(ctx, ARTICLE.exec(path)?.[1] ?? '');
	if (post) return { status: 200, body: post, shop: false };
	return null;
}

export async function handlePage(ctx: RequestContext): Promise<void> {
	// WordPress's canonical redirect adds the trailing slash.
	if (
		!ctx.url.pathname.endsWith('/') &&
		/^\/(shop|cart|checkout|my-account|my-account\/(orders|edit-account)|checkout\/order-received\/\d+|demo|demo\/many-buttons|demo\/gallery|demo\/article-gallery|demo\/dialog|demo\/jnews-storage|demo\/scale\/(modules|comments|wishlist)|wishlist|wishlist\/manage|wishlist\/view\/[A-Z0-9]+|product\/[^/]+|article\/[^/]+)$/.test(ctx.url.pathname)
	)
		return redirect(ctx.res, `${ctx.url.pathname}/${ctx.url.search}`, 301);
	const path = ctx.url.pathname;
	let posted: Fields | null = null;
	const formPost = ctx.req.method === 'POST' && Object.prototype.hasOwnProperty.call(FORM_POSTS, path) ? FORM_POSTS[path] : undefined;
	if (formPost) {
		const body = await readAjaxBody(ctx);
		if (!body || formPost(ctx, body.form)) return;
		posted = body.form;
	} else if ((await handleWishlistPosts(ctx)) || (await handleForms(ctx)) || handleWishlistLinks(ctx)) return;
	if (path === '/checkout/' && redirectEmptyCheckout(ctx)) return;
	if (path === '/demo/scale/wishlist/') return fillScaleWishlist(ctx);
	// An unknown story is still a story URL: its 404 carries no shop markup either.
	const resolved = resolve(ctx, posted) ?? { status: 404, body: notFoundPage(), shop: !ARTICLE.test(path) };
	const switches = readSwitches(ctx.url.searchParams);
	const shop = resolved.shop ? shopChrome(ctx, resolved.isCart ?? false) : null;
	if (shop) ctx.syncCartCookies();
	const restNonce = restSettingsNonce(ctx, resolved.shop, switches);
	const settings = readSiteSettings(ctx);
	const html = page({ ...resolved.body, path, visitor: pageVisitor(ctx), switches, shop, restNonce, settings });
	sendHtml(ctx.res, resolved.status, withoutGlobals(shop ? withWishlist(ctx, html) : html, readWithout(ctx.url.searchParams)));
}
