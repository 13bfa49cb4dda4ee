/**
 * The document shell of every page: head, header, notices, footer and, in one
 * place, the script tags (jQuery when asked, WooCommerce's globals, the REST
 * settings, the islands loader). Pages without shop widgets (articles) get
 * none of the shop markup, so they prove that the loader alone fetches no
 * widget chunk; they keep what WordPress itself prints everywhere (the REST
 * API link, the account link).
 */
import { RENDERED_CART_ATTRIBUTE } from '../../../contracts/woocommerce';
import { type Html, attrs, html, raw } from '../http/html';
import type { SiteSettings } from '../routes/site-settings';
import { ARTICLES } from '../state/articles';
import type { Notice } from '../state/sessions';
import { type Account, accountLink } from './account-links';
import { cartWidgetSidebar } from './cart-widget';
import { type ComingSoon, comingSoonBanner } from './coming-soon';
import { islandsL10n } from './islands-l10n';
import { localizedGlobals } from './localized';
import { orderAttributionGlobal } from './order-attribution';
import { restLink, restRoot, wpApiSettings } from './rest-settings';
import { headerCart } from './mini-cart';
import { noticesWrapper } from './notices';
import { storeNotice } from './store-notice';
import type { DemoSwitches } from './switches';
import { CHECKOUT_PATH, type ShopView } from './view';

/** The bundle's loader: a classic deferred script, so it runs after parsing in document order. */
export const LOADER_SRC = '/dist/islands.js';

export interface ShopPage {
	view: ShopView;
	isCart: boolean;
	notices: readonly Notice[];
	/** Null unless an administrator who has not dismissed it is looking. */
	comingSoon: ComingSoon | null;
}

/** What every page (shop or not) shows of the visitor. */
export interface PageVisitor {
	/** `http://host[:port]`, for the REST API link. */
	origin: string;
	/** Null when logged out. */
	account: Account | null;
}

/** What a page renderer produces; the route adds the rest of PageOptions. */
export interface PageBody {
	title: string;
	bodyClass: string;
	content: Html;
	/** Extra head, header and footer markup of the theme's islands (render/theme/). */
	head?: Html;
	header?: Html;
	footer?: Html;
}

export interface PageOptions extends PageBody {
	path: string;
	visitor: PageVisitor;
	switches: DemoSwitches;
	/** Null for pages that must carry no shop markup at all. */
	shop: ShopPage | null;
	/** The `wp_rest` nonce `wpApiSettings` carries; null where no script enqueued `wp-api-request` (not printed). */
	restNonce: string | null;
	/** The site settings QA chose on `/demo/`. */
	settings: SiteSettings;
}

const NAV: readonly [label: string, href: string][] = [
	['Home', '/'],
	['Shop', '/shop/'],
	['Cart', '/cart/'],
	['Account', '/my-account/'],
	['Stories', `/article/${ARTICLES[0].slug}/`],
	['QA', '/demo/'],
];

function header(path: string, visitor: PageVisitor, here: string, shop: ShopPage | null, extra: Html | undefined): Html {
	const items = NAV.map(
		([label, href]) => html`<li><a href="${href}"${href === path ? raw(' aria-current="page"') : ''}>${label}</a></li>`,
	);
	return html`<header id="masthead" class="site-header"><div class="col-full"><div class="site-branding"><a href="/" class="site-title" rel="home">The Daily Island</a><p class="site-description">News, features and a small shop</p></div><nav id="site-navigation" class="main-navigation" aria-label="Primary Navigation"><ul class="menu">${items}</ul></nav>${extra ?? ''}${accountLink(visitor.account, here)}${shop ? headerCart(shop.view) : ''}</div></header>`;
}

/**
 * `?off-element=1`: the element-level opt-out on the first AJAX button. Done on
 * the finished markup so card renderers stay free of demo switches.
 */
const markFirstButtonOff = (content: Html): Html => raw(content.value.replace('<a href="?add-to-cart=', '<a data-island-off href="?add-to-cart='));

export function page(options: PageOptions): Html {
	const { title, path, bodyClass, switches, shop, visitor, restNonce, settings } = options;
	const root = restRoot(visitor.origin, settings.permalinks === 'plain');
	const attribution = { lifetime: settings.attributionLifetime, session: settings.attributionSession, base64: settings.attributionBase64 === 'on' };
	// WooCommerce hides the Cart widget on the cart and checkout pages (woocommerce_widget_cart_is_hidden).
	const cartWidget = shop && settings.cartWidget === 'on' && !shop.isCart && !path.startsWith(CHECKOUT_PATH);
	const content = switches.offElement ? markFirstButtonOff(options.content) : options.content;
	const head = html`<meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} &ndash; The Daily Island</title><link rel="stylesheet" id="demo-site-css" href="/demo/assets/site.css" media="all">${restLink(root)}${switches.jquery ? html`<script src="/vendor/jquery.js" id="jquery-core-js"></script>` : ''}${shop ? localizedGlobals({ origin: shop.view.origin, isCart: shop.isCart, redirectAfterAdd: switches.redirect }) : ''}${options.head ?? ''}`;
	const classes = `${bodyClass}${visitor.account ? ' logged-in' : ''}${shop ? ' woocommerce-no-js' : ''}`;
	const bodyAttrs = attrs({ class: classes, 'data-islands-off': switches.off ?? undefined });
	// Footer scripts, in WordPress's order: the REST settings and attribution handles print before the loader runs.
	const footerScripts = html`${shop?.comingSoon ? comingSoonBanner(shop.comingSoon) : ''}${restNonce !== null ? wpApiSettings(root, restNonce) : ''}${shop ? orderAttributionGlobal(switches.tracking, attribution) : ''}${islandsL10n(switches.lang)}`;
	return html`<!DOCTYPE html>
<html${attrs({ lang: switches.lang === 'de' ? 'de-DE' : 'en', 'data-islands-timeout': switches.timeout ?? undefined, [RENDERED_CART_ATTRIBUTE]: shop && switches.cartMark ? shop.view.cart.hash() : undefined })}>
<head>
${head}
</head>
<body${bodyAttrs}>
<a class="skip-link screen-reader-text" href="#content">Skip to content</a>
${header(path, visitor, visitor.origin + path, shop, options.header)}
<main id="content" class="site-main col-full">
${shop ? noticesWrapper(shop.notices) : ''}${content}
</main>
${cartWidget ? cartWidgetSidebar() : ''}<footer class="site-footer"><div class="col-full"><p>&copy; The Daily Island &middot; a demo of WordPress + WooCommerce markup for the islands bundle.</p></div></footer>
${shop ? html`${storeNotice(settings.storeNotice)}<script>(function(){var c=document.body.className;document.body.className=c.replace(/woocommerce-no-js/,'woocommerce-js');})();</script>` : ''}
${options.footer ?? ''}${footerScripts}<script src="${LOADER_SRC}" id="islands-js" defer></script>
</body>
</html>
`;
}
