/**
 * The HTML pages, at WordPress-like paths. Form actions (no-JS add, remove,
 * update) run first, as WooCommerce runs them before any template; then the
 * page renders with the visitor's cart and consumes their notices.
 */
import type { RequestContext } from '../context';
import { redirect, sendHtml } from '../http/respond';
import { articlePage } from '../render/article-page';
import { cartPage } from '../render/cart-page';
import { homePage } from '../render/home';
import { type PageBody, page } from '../render/layout';
import { buttonCount, manyButtonsPage } from '../render/many-buttons';
import { notFoundPage } from '../render/error-pages';
import { productPage } from '../render/product-page';
import { qaPage } from '../render/qa-page';
import { shopPage } from '../render/shop';
import { readSwitches } from '../render/switches';
import { findArticle } from '../state/articles';
import { type Product, findBySlug } from '../state/catalogue';
import { ADMIN_AJAX_ACTIONS } from './admin-ajax';
import { readFault } from './fault';
import { handleForms } from './form-handler';
import { WC_AJAX_ENDPOINTS } from './wc-ajax';

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

function resolve(ctx: RequestContext): Resolved | null {
	const path = ctx.url.pathname;
	const query = ctx.url.searchParams;
	const found = (body: PageBody, isCart = false): Resolved => ({ status: 200, body, shop: true, isCart });
	switch (path) {
		case '/':
			return found(homePage());
		case '/shop/':
			return found(shopPage(query.get('orderby')));
		case '/cart/':
			return found(cartPage(ctx.view()), true);
		case '/demo/':
			return found(qaPage(readFault(ctx), [...WC_AJAX_ENDPOINTS, ...Object.keys(ADMIN_AJAX_ACTIONS)]));
		case '/demo/many-buttons/':
			return found(manyButtonsPage(buttonCount(query.get('n'))));
	}
	const product = findBySlug(PRODUCT.exec(path)?.[1] ?? '');
	if (product) return found(productPage(product, selectedAttributes(product, query)));
	const article = findArticle(ARTICLE.exec(path)?.[1] ?? '');
	if (article) return { status: 200, body: articlePage(article), shop: false };
	return null;
}

export async function handlePage(ctx: RequestContext): Promise<void> {
	// WordPress's canonical redirect adds the trailing slash.
	if (!ctx.url.pathname.endsWith('/') && /^\/(shop|cart|demo|demo\/many-buttons|product\/[^/]+|article\/[^/]+)$/.test(ctx.url.pathname))
		return redirect(ctx.res, `${ctx.url.pathname}/${ctx.url.search}`, 301);
	if (await handleForms(ctx)) return;
	// An unknown story is still a story URL: its 404 carries no shop markup either.
	const resolved = resolve(ctx) ?? { status: 404, body: notFoundPage(), shop: !ARTICLE.test(ctx.url.pathname) };
	const switches = readSwitches(ctx.url.searchParams);
	const shop = resolved.shop ? { view: ctx.view(), isCart: resolved.isCart ?? false, notices: ctx.takeNotices() } : null;
	if (shop) ctx.syncCartCookies();
	sendHtml(ctx.res, resolved.status, page({ ...resolved.body, path: ctx.url.pathname, switches, shop }));
}
