/**
 * The variable product form (single-product/add-to-cart/variable.php). Its
 * `data-product_variations` JSON feeds the variations widget; without
 * JavaScript the form still posts the chosen attributes and the server finds
 * the matching variation.
 */
import { type Html, html } from '../http/html';
import { phpJson } from '../http/php-json';
import { type VariableProduct, type Variation, variationsOf } from '../state/catalogue';
import { formatPrice, priceSpan } from './price';
import { imageUrl } from './product-image';
import { quantityInput } from './quantity';

/** wc_get_stock_html: only tracked or missing stock is announced. */
export function stockHtml(item: { inStock: boolean; stock: number | null }): string {
	if (!item.inStock) return '<p class="stock out-of-stock">Out of stock</p>';
	return item.stock === null ? '' : `<p class="stock in-stock">${item.stock} in stock</p>`;
}

/** One entry of `data-product_variations`, with the keys WooCommerce's get_available_variation() returns. */
function variationJson(parent: VariableProduct, v: Variation): Record<string, unknown> {
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

/** `selected` holds validated `attribute_*` values from the query (links from the mini-cart preselect). */
export function variationsForm(product: VariableProduct, selected: Readonly<Record<string, string>>): Html {
	const variations = variationsOf(product).map((v) => variationJson(product, v));
	const rows = product.attributes.map((def, index) => {
		const field = `attribute_${def.name}`;
		const options = def.terms.map(
			(t) => html`<option value="${t.slug}" class="attached enabled"${selected[field] === t.slug ? html` selected="selected"` : ''}>${t.name}</option>`,
		);
		const reset = index === product.attributes.length - 1 ? html`<a class="reset_variations" href="#">Clear</a>` : '';
		return html`<tr><th class="label"><label for="${def.name}">${def.label}</label></th><td class="value"><select id="${def.name}" class="" name="${field}" data-attribute_name="${field}" data-show_option_none="yes"><option value="">Choose an option</option>${options}</select>${reset}</td></tr>`;
	});
	const quantity = quantityInput({ id: `quantity_${product.id}`, name: 'quantity', productName: product.name, value: 1, min: 1, max: null });
	return html`<form class="variations_form cart" action="/product/${product.slug}/" method="post" enctype="multipart/form-data" data-product_id="${product.id}" data-product_variations="${phpJson(variations)}"><table class="variations" cellspacing="0" role="presentation"><tbody>${rows}</tbody></table><div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div><div class="single_variation_wrap"><div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div><div class="woocommerce-variation-add-to-cart variations_button woocommerce-variation-add-to-cart-disabled">${quantity}<button type="submit" class="single_add_to_cart_button button alt disabled wc-variation-selection-needed">Add to cart</button><input type="hidden" name="add-to-cart" value="${product.id}"><input type="hidden" name="product_id" value="${product.id}"><input type="hidden" name="variation_id" class="variation_id" value="0"></div></div></form>`;
}
