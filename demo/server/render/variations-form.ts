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

/**
 * One entry of `data-product_variations` (and a get_variation answer), with the keys of WooCommerce
 * 10's get_available_variation() in its order. The demo's variations have no image of their own, so
 * each shows the parent's (as WooCommerce does), with the attachment props of one 324 px size.
 */
export function variationJson(parent: VariableProduct, v: Variation): WcVariation {
	const src = imageUrl(parent.slug);
	return {
		attributes: Object.fromEntries(Object.entries(v.attributes).map(([name, value]) => [`attribute_${name}`, value])),
		availability_html: stockHtml(v),
		backorders_allowed: false,
		dimensions: { length: '', width: '', height: '' },
		dimensions_html: 'N/A',
		display_price: v.price / 100,
		display_regular_price: v.price / 100,
		gallery_image_ids: [],
		gallery_images_html: '',
		image: {
			title: v.name,
			caption: '',
			url: src,
			alt: v.name,
			src,
			srcset: false,
			sizes: false,
			full_src: src,
			full_src_w: 324,
			full_src_h: 324,
			gallery_thumbnail_src: src,
			gallery_thumbnail_src_w: 324,
			gallery_thumbnail_src_h: 324,
			thumb_src: src,
			thumb_src_w: 324,
			thumb_src_h: 324,
			src_w: 324,
			src_h: 324,
		},
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
		weight: '',
		weight_html: 'N/A',
	};
}

/** `data-product_variations`: every variation, or `false` above WooCommerce's AJAX threshold. */
export const productVariationsData = (product: VariableProduct): WcVariation[] | false =>
	product.variationIds.length > AJAX_VARIATION_THRESHOLD ? false : variationsOf(product).map((v) => variationJson(product, v));

/**
 * `selected` holds validated `attribute_*` values from the query (links from the mini-cart preselect);
 * `stockInfo` prints the swatches' empty low-stock slots (the swatches plugin's stock option).
 * The whitespace is single-product/add-to-cart/variable.php's and variation-add-to-cart-button.php's;
 * the states WooCommerce's script adds (disabled button, option classes) are left to the island.
 */
export function variationsForm(product: VariableProduct, selected: Readonly<Record<string, string>>, stockInfo = false): Html {
	const last = product.attributes.length - 1;
	const rows = product.attributes.map((def, index) => {
		const field = `attribute_${def.name}`;
		const swatch = swatchTypeOf(product, def.name);
		const options = def.terms.map((t) => html`<option value="${t.slug}"${selected[field] === t.slug ? html` selected='selected'` : ''}>${t.name}</option>`);
		const reset = index === last ? html`<a class="reset_variations" href="#" aria-label="Clear options">Clear</a>` : '';
		const list = swatch ? swatchList(def, swatch, selected[field] ?? '', stockInfo) : '';
		const select = html`<select id="${def.name}" class="${swatch ? 'woo-variation-raw-select' : ''}" name="${field}" data-attribute_name="${field}" data-show_option_none="yes"><option value="">Choose an option</option>${options}</select>`;
		return html`\t\t\t\t\t<tr>\n\t\t\t\t\t\t<th class="label"><label for="${def.name}">${def.label}</label></th>\n\t\t\t\t\t\t<td class="value${swatch ? ' woo-variation-items-wrapper' : ''}">\n\t\t\t\t\t\t\t${select}${list}${reset}\t\t\t\t\t\t</td>\n\t\t\t\t\t</tr>\n\t\t\t\t`;
	});
	const quantity = quantityInput({ id: `quantity_${product.id}`, name: 'quantity', productName: product.name, value: 1, min: 1, max: null });
	const button = html`<div class="woocommerce-variation-add-to-cart variations_button">\n\t\n${quantity}\n\t<button type="submit" class="single_add_to_cart_button button alt">Add to cart</button>\n\n\t\n\t<input type="hidden" name="add-to-cart" value="${product.id}" />\n\t<input type="hidden" name="product_id" value="${product.id}" />\n\t<input type="hidden" name="variation_id" class="variation_id" value="0" />\n</div>\n`;
	return html`<form class="variations_form cart" action="/product/${product.slug}/" method="post" enctype="multipart/form-data" data-product_id="${product.id}" data-product_variations="${phpJson(productVariationsData(product))}">\n\t\n\t\t\t<table class="variations" cellspacing="0" role="presentation">\n\t\t\t<tbody>\n\t\t\t\t${rows}\t\t\t</tbody>\n\t\t</table>\n\t\t<div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div>\n\t\t\t\t\n\t\t<div class="single_variation_wrap">\n\t\t\t<div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div>${button}\t\t</div>\n\t\n\t</form>`;
}
