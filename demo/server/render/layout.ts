/**
 * The document shell of every page: head, header, notices, footer and, in one
 * place, the script tags (jQuery when asked, WooCommerce's globals, the
 * islands loader). Pages without shop widgets (articles) get none of the shop
 * markup, so they prove that the loader alone fetches no widget chunk.
 */
import { md5 } from '../crypto';
import { type Html, attrs, html, raw } from '../http/html';
import { ARTICLES } from '../state/articles';
import type { Notice } from '../state/sessions';
import { localizedGlobals } from './localized';
import { headerCart } from './mini-cart';
import { noticesWrapper } from './notices';
import type { DemoSwitches } from './switches';
import type { ShopView } from './view';

/** The bundle's loader: a classic deferred script, so it runs after parsing in document order. */
export const LOADER_SRC = '/dist/islands.js';

const STORE_NOTICE = 'This is a demo store for testing purposes &mdash; no orders shall be fulfilled.';

export interface ShopPage {
	view: ShopView;
	isCart: boolean;
	notices: readonly Notice[];
}

/** What a page renderer produces; the route adds the rest of PageOptions. */
export interface PageBody {
	title: string;
	bodyClass: string;
	content: Html;
}

export interface PageOptions extends PageBody {
	path: string;
	switches: DemoSwitches;
	/** Null for pages that must carry no shop markup at all. */
	shop: ShopPage | null;
}

const NAV: readonly [label: string, href: string][] = [
	['Home', '/'],
	['Shop', '/shop/'],
	['Cart', '/cart/'],
	['Stories', `/article/${ARTICLES[0].slug}/`],
	['QA', '/demo/'],
];

function header(path: string, shop: ShopPage | null): Html {
	const items = NAV.map(
		([label, href]) => html`<li><a href="${href}"${href === path ? raw(' aria-current="page"') : ''}>${label}</a></li>`,
	);
	return html`<header id="masthead" class="site-header"><div class="col-full"><div class="site-branding"><a href="/" class="site-title" rel="home">The Daily Island</a><p class="site-description">News, features and a small shop</p></div><nav id="site-navigation" class="main-navigation" aria-label="Primary Navigation"><ul class="menu">${items}</ul></nav>${shop ? headerCart(shop.view) : ''}</div></header>`;
}

/** WooCommerce's store notice (§2.7): printed hidden, so without JavaScript it never shows. */
const storeNotice = (): Html =>
	html`<p class="woocommerce-store-notice demo_store" data-notice-id="${md5(STORE_NOTICE)}" style="display:none;">${raw(STORE_NOTICE)} <a href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p>`;

/**
 * `?off-element=1`: the element-level opt-out on the first AJAX button. Done on
 * the finished markup so card renderers stay free of demo switches.
 */
const markFirstButtonOff = (content: Html): Html => raw(content.value.replace('<a href="?add-to-cart=', '<a data-island-off href="?add-to-cart='));

export function page(options: PageOptions): Html {
	const { title, path, bodyClass, switches, shop } = options;
	const content = switches.offElement ? markFirstButtonOff(options.content) : options.content;
	const head = html`<meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} &ndash; The Daily Island</title><link rel="stylesheet" id="demo-site-css" href="/demo/assets/site.css" media="all">${switches.jquery ? html`<script src="/vendor/jquery.js" id="jquery-core-js"></script>` : ''}${shop ? localizedGlobals({ origin: shop.view.origin, isCart: shop.isCart, redirectAfterAdd: switches.redirect }) : ''}`;
	const bodyAttrs = attrs({ class: shop ? `${bodyClass} woocommerce-no-js` : bodyClass, 'data-islands-off': switches.off ?? undefined });
	return html`<!DOCTYPE html>
<html${attrs({ lang: 'en', 'data-islands-timeout': switches.timeout ?? undefined })}>
<head>
${head}
</head>
<body${bodyAttrs}>
<a class="skip-link screen-reader-text" href="#content">Skip to content</a>
${header(path, shop)}
<main id="content" class="site-main col-full">
${shop ? noticesWrapper(shop.notices) : ''}${content}
</main>
<footer class="site-footer"><div class="col-full"><p>&copy; The Daily Island &middot; a demo of WordPress + WooCommerce markup for the islands bundle.</p></div></footer>
${shop ? html`${storeNotice()}<script>(function(){var c=document.body.className;document.body.className=c.replace(/woocommerce-no-js/,'woocommerce-js');})();</script>` : ''}
<script src="${LOADER_SRC}" id="islands-js" defer></script>
</body>
</html>
`;
}
