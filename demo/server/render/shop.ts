/**
 * `/shop/`: the product archive with result count, ordering and the whole
 * catalogue. Ordering is a plain GET form (`?orderby=`), so it also works
 * without JavaScript; "popularity" is WooCommerce's total_sales, which here
 * counts the units in the orders placed on this server.
 */
import { type Html, html } from '../http/html';
import { FEATURED_VARIATION_IDS, LISTED_PRODUCTS, type Product, variationsOf } from '../state/catalogue';
import type { PageBody } from './layout';
import { loopItems, productGrid, productSection } from './product-card';

const ORDERINGS: Record<string, string> = {
	menu_order: 'Default sorting',
	popularity: 'Sort by popularity',
	price: 'Sort by price: low to high',
	'price-desc': 'Sort by price: high to low',
};

const lowestPrice = (p: Product): number => (p.type === 'simple' ? p.price : Math.min(...variationsOf(p).map((v) => v.price)));

/** Units sold of a product (its variations included). */
export type UnitsSold = (productId: number) => number;

function sorted(orderby: string, unitsSold: UnitsSold): Product[] {
	const list = [...LISTED_PRODUCTS];
	if (orderby === 'popularity') list.sort((a, b) => unitsSold(b.id) - unitsSold(a.id));
	if (orderby === 'price') list.sort((a, b) => lowestPrice(a) - lowestPrice(b));
	if (orderby === 'price-desc') list.sort((a, b) => lowestPrice(b) - lowestPrice(a));
	return list;
}

/**
 * WooCommerce's ordering form: woocommerce.js submits it on change, so
 * WooCommerce prints no button; the `noscript` one lets it work without
 * JavaScript too (with scripting on, its content is not even parsed as markup).
 */
function orderingForm(current: string): Html {
	const options = Object.entries(ORDERINGS).map(
		([value, label]) => html`<option value="${value}"${value === current ? html` selected="selected"` : ''}>${label}</option>`,
	);
	return html`<form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby" aria-label="Shop order">${options}</select><input type="hidden" name="paged" value="1"><noscript><button type="submit" class="button">Sort</button></noscript></form>`;
}

export function shopPage(orderbyParam: string | null, unitsSold: UnitsSold): PageBody {
	const orderby = orderbyParam && Object.prototype.hasOwnProperty.call(ORDERINGS, orderbyParam) ? orderbyParam : 'menu_order';
	const products = sorted(orderby, unitsSold);
	return {
		title: 'Shop',
		bodyClass: 'archive post-type-archive post-type-archive-product woocommerce-shop woocommerce woocommerce-page',
		content: html`<header class="woocommerce-products-header"><h1 class="woocommerce-products-header__title page-title">Shop</h1></header><div class="woocommerce-toolbar"><p class="woocommerce-result-count">Showing all ${products.length} results</p>${orderingForm(orderby)}</div>${productGrid(products)}${productSection('Featured variants', loopItems(FEATURED_VARIATION_IDS), 2)}`,
	};
}
