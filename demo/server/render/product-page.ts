/**
 * `/product/<slug>/`: the single product page. Simple products get the
 * classic non-AJAX form (it posts back here and the server adds, then
 * redirects); variable products get the variations form. The gallery, the
 * rating, the tabs with the reviews and `wc_single_product_params` are
 * WooCommerce 10.9.4's markup (product-gallery.ts, product-tabs.ts).
 */
import { type Html, html, raw } from '../http/html';
import { LISTED_PRODUCTS, type Product, type SimpleProduct } from '../state/catalogue';
import { minimumQuantity } from '../state/min-quantities';
import type { PageBody } from './layout';
import { formatPrice, productPrice } from './price';
import { productGrid } from './product-card';
import { galleryNoscript, productGallery } from './product-gallery';
import { productTabsHtml, summaryRating } from './product-tabs';
import { quantityInput } from './quantity';
import { singleProductParams } from './single-product-params';
import { readReselectSwitch, variationGlobals } from './variation-globals';
import { stockHtml, variationsForm } from './variations-form';

function simpleForm(product: SimpleProduct): Html {
	if (!product.inStock) return html``;
	const max = product.soldIndividually ? 1 : product.stock;
	// A minimum-quantity plugin changes `min` but leaves the value at 1 (woocommerce.js clamps it, contract §7).
	const quantity = quantityInput({ id: `quantity_${product.id}`, name: 'quantity', productName: product.name, value: 1, min: minimumQuantity(product.id), max });
	return html`<form class="cart" action="/product/${product.slug}/" method="post" enctype="multipart/form-data">${quantity}<button type="submit" name="add-to-cart" value="${product.id}" class="single_add_to_cart_button button alt">Add to cart</button></form>`;
}

/** Four other listed products, rotating from this one, so every page shows a different set. */
function related(product: Product): Product[] {
	const start = LISTED_PRODUCTS.indexOf(product);
	return [1, 2, 3, 4].map((offset) => LISTED_PRODUCTS[(start + offset) % LISTED_PRODUCTS.length]);
}

/** `query` carries the page switches a product page reads itself (`?reselect=1`). */
export function productPage(product: Product, selected: Readonly<Record<string, string>>, query?: URLSearchParams): PageBody {
	const inStock = product.type === 'variable' || product.inStock;
	const classes = `product type-product post-${product.id} status-publish ${inStock ? 'instock' : 'outofstock'} ${product.categories.map((c) => `product_cat-${c}`).join(' ')} has-post-thumbnail shipping-taxable purchasable product-type-${product.type}`;
	const form =
		product.type === 'variable'
			? html`${variationGlobals({ clearOnReselect: readReselectSwitch(query) })}${variationsForm(product, selected, true)}`
			: simpleForm(product);
	const stock = product.type === 'simple' ? raw(stockHtml(product)) : '';
	const price = product.type === 'simple' ? formatPrice(product.price) : productPrice(product);
	return {
		title: product.name,
		bodyClass: `product-template-default single single-product postid-${product.id} woocommerce woocommerce-page`,
		head: html`${singleProductParams(query)}${galleryNoscript}`,
		content: html`<div id="product-${product.id}" class="${classes}">

${productGallery(product, query)}
	<div class="summary entry-summary">
		<h1 class="product_title entry-title">${product.name}</h1>${summaryRating(product)}<p class="price">${price}</p><div class="woocommerce-product-details__short-description"><p>${product.description}</p></div>${stock}${form}<div class="product_meta"><span class="sku_wrapper">SKU: <span class="sku">${product.sku}</span></span></div></div>

	
${productTabsHtml(product)}<section class="related products"><h2>Related products</h2>${productGrid(related(product))}</section></div>`,
	};
}
