/**
 * The variable product form (single-product/add-to-cart/variable.php). Its
 * `data-product_variations` JSON feeds the variations widget, or is `false`
 * when the product has more than 30 variations (the widget then asks
 * `?wc-ajax=get_variation`); attributes configured as swatches get the swatches
 * plugin's list after their select. Without JavaScript the form still posts the
 * chosen attributes and the server finds the matching variation.
 */
import type { WcVariation } from '../../../contracts/variations';
import { type Html, html } from '../http/html';
import { phpJson } from '../http/php-json';
import { AJAX_VARIATION_THRESHOLD, type VariableProduct, type Variation, variationsOf } from '../state/catalogue';
import { formatPrice, priceSpan } from './price';
import { imageUrl } from './product-image';
import { quantityInput } from './quantity';
import { swatchList, swatchTypeOf } from './swatches';

/** wc_get_stock_html: only tracked or missing stock is announced. */
export function stockHtml(item: { inStock: boolean; stock: number | null }): string {
	if (!item.inStock) return '<p class="stock out-of-stock">Out of stock</p>';
	return item.stock === null ? '' : `<p class="stock in-stock">${item.stock} in stock</p>`;
}

/** One entry of `data-product_variations` (and a get_variation answer), with the keys WooCommerce's get_available_variation() returns. */
export function variationJson(parent: VariableProduct, v: Variation): WcVariation {
	const src = imageUrl(parent.slug);
	return {
		attributes: Object.fromEntries(Object.entries(v.attributes).map(([name, value]) => [`attribute_${name}`, value])),
		availability_html: stockHtml(v),
		backorders_allowed: false,
		display_price: v.price / 100,
		display_regular_price: v.price / 100,
		image: { title: v.name, caption: '', url: src, alt: v.name, src, srcset: false, sizes: '', src_w: 324, src_h: 324, thumb_src: src, thumb_src_w: 324, thumb_src_h: 324 },
		image_id: 0,
		is_downloadable: false,
		is_in_stock: v.inStock,
		is_purchasable: true,
		is_sold_individually: 'no',
		is_virtual: false,
		max_qty: v.stock !== null && v.stock > 0 ? v.stock : '',
		min_qty: 1,
		price_html: priceSpan(formatPrice(v.price)).value,
		sku: v.sku,
		variation_description: '',
		variation_id: v.id,
		variation_is_active: true,
		variation_is_visible: true,
	};
}

/** `data-product_variations`: every variation, or `false` above WooCommerce's AJAX threshold. */
export const productVariationsData = (product: VariableProduct): WcVariation[] | false =>
	product.variationIds.length > AJAX_VARIATION_THRESHOLD ? false : variationsOf(product).map((v) => variationJson(product, v));

/**
 * `selected` holds validated `attribute_*` values from the query (links from the mini-cart preselect);
 * `stockInfo` prints the swatches' empty low-stock slots (the swatches plugin's stock option).
 */
export function variationsForm(product: VariableProduct, selected: Readonly<Record<string, string>>, stockInfo = false): Html {
	const rows = product.attributes.map((def, index) => {
		const field = `attribute_${def.name}`;
		const swatch = swatchTypeOf(product, def.name);
		const options = def.terms.map(
			(t) => html`<option value="${t.slug}" class="attached enabled"${selected[field] === t.slug ? html` selected="selected"` : ''}>${t.name}</option>`,
		);
		const reset = index === product.attributes.length - 1 ? html`<a class="reset_variations" href="#">Clear</a>` : '';
		const list = swatch ? swatchList(def, swatch, selected[field] ?? '', stockInfo) : '';
		return html`<tr><th class="label"><label for="${def.name}">${def.label}</label></th><td class="value${swatch ? ' woo-variation-items-wrapper' : ''}"><select id="${def.name}" class="${swatch ? 'woo-variation-raw-select' : ''}" name="${field}" data-attribute_name="${field}" data-show_option_none="yes"><option value="">Choose an option</option>${options}</select>${list}${reset}</td></tr>`;
	});
	const quantity = quantityInput({ id: `quantity_${product.id}`, name: 'quantity', productName: product.name, value: 1, min: 1, max: null });
	return html`<form class="variations_form cart" action="/product/${product.slug}/" method="post" enctype="multipart/form-data" data-product_id="${product.id}" data-product_variations="${phpJson(productVariationsData(product))}"><table class="variations" cellspacing="0" role="presentation"><tbody>${rows}</tbody></table><div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div><div class="single_variation_wrap"><div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div><div class="woocommerce-variation-add-to-cart variations_button woocommerce-variation-add-to-cart-disabled">${quantity}<button type="submit" class="single_add_to_cart_button button alt disabled wc-variation-selection-needed">Add to cart</button><input type="hidden" name="add-to-cart" value="${product.id}"><input type="hidden" name="product_id" value="${product.id}"><input type="hidden" name="variation_id" class="variation_id" value="0"></div></div></form>`;
}
