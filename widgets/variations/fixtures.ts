/**
 * Test data shared by the unit tests: variation objects shaped like
 * WooCommerce's get_available_variation(), and the Hoodie's form markup as
 * WooCommerce + the swatches plugin print it (the demo's Hoodie page).
 */
import type { WcVariation } from '../../contracts/variations';

export function variation(id: number, attributes: Record<string, string>, extra: Partial<WcVariation> = {}): WcVariation {
	return {
		attributes,
		variation_id: id,
		is_in_stock: true,
		is_purchasable: true,
		variation_is_active: true,
		variation_is_visible: true,
		max_qty: '',
		min_qty: 1,
		price_html: '<span class="price"><span class="woocommerce-Price-amount amount">£30.00</span></span>',
		availability_html: '',
		display_price: 30,
		variation_description: '',
		sku: `SKU-${id}`,
		is_sold_individually: 'no',
		...extra,
	};
}

const hoodie = (id: number, color: string, size: string, extra: Partial<WcVariation> = {}) =>
	variation(id, { attribute_pa_color: color, attribute_pa_size: size }, extra);

/** The demo Hoodie: blue-l has 2 left, green-l is out of stock. */
export const HOODIE: WcVariation[] = [
	hoodie(16, 'blue', 's', { max_qty: 10, availability_html: '<p class="stock in-stock">10 in stock</p>' }),
	hoodie(17, 'blue', 'm', { max_qty: 10, availability_html: '<p class="stock in-stock">10 in stock</p>' }),
	hoodie(18, 'blue', 'l', { max_qty: 2, availability_html: '<p class="stock in-stock">2 in stock</p>', price_html: '<span class="price">£35.00</span>' }),
	hoodie(19, 'green', 's'),
	hoodie(20, 'green', 'm'),
	hoodie(21, 'green', 'l', { is_in_stock: false, availability_html: '<p class="stock out-of-stock">Out of stock</p>' }),
];

export const PARAMS = {
	wc_ajax_url: '/?wc-ajax=%%endpoint%%',
	i18n_no_matching_variations_text: 'Sorry, no products matched your selection. Please choose a different combination.',
	i18n_make_a_selection_text: 'Please select some product options before adding this product to your cart.',
	i18n_unavailable_text: 'Sorry, this product is unavailable. Please choose a different combination.',
	i18n_reset_alert_text: 'Your selection has been reset.',
};

export const SWATCH_OPTIONS = {
	show_variation_label: '1',
	clear_on_reselect: '',
	variation_label_separator: ':',
	is_mobile: '',
	show_variation_stock: '1',
	stock_label_threshold: '5',
};

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function select(name: string, label: string, values: [string, string][], swatches: 'color' | 'button' | null, last: boolean): string {
	const field = `attribute_${name}`;
	const options = values.map(([value, title]) => `<option value="${value}" class="attached enabled">${title}</option>`).join('');
	const items = swatches
		? `<ul role="radiogroup" aria-label="${label}" class="variable-items-wrapper ${swatches}-variable-items-wrapper" data-attribute_name="${field}">${values
				.map(
					([value, title]) =>
						`<li aria-checked="false" tabindex="0" class="variable-item ${swatches}-variable-item" title="${title}" data-title="${title}" data-value="${value}" role="radio"><div class="variable-item-contents"><span class="variable-item-span">${swatches === 'button' ? title : ''}</span><div class="wvs-stock-left-info" data-wvs-stock-info=""></div></div></li>`,
				)
				.join('')}</ul>`
		: '';
	const reset = last ? '<a class="reset_variations" href="#">Clear</a>' : '';
	return `<tr><th class="label"><label for="${name}">${label}</label></th><td class="value"><select id="${name}" class="${swatches ? 'woo-variation-raw-select' : ''}" name="${field}" data-attribute_name="${field}" data-show_option_none="yes"><option value="">Choose an option</option>${options}</select>${items}${reset}</td></tr>`;
}

/** A product page with the Hoodie's form; `variations` is what data-product_variations holds. */
export function hoodiePage(variations: WcVariation[] | false = HOODIE, swatches = true): string {
	const rows = [
		select('pa_color', 'Color', [['blue', 'Blue'], ['green', 'Green']], swatches ? 'color' : null, false),
		select('pa_size', 'Size', [['s', 'S'], ['m', 'M'], ['l', 'L']], swatches ? 'button' : null, true),
	].join('');
	return `<div id="product-15" class="product"><div class="woocommerce-product-gallery images"><div class="woocommerce-product-gallery__image"><img class="wp-post-image" src="/img/hoodie.svg" alt="Hoodie" width="324" height="324"></div></div>
	<div class="summary"><form class="variations_form cart" action="/product/hoodie/" method="post" data-product_id="15" data-product_variations="${escapeAttribute(JSON.stringify(variations))}">
	<table class="variations"><tbody>${rows}</tbody></table>
	<div class="reset_variations_alert screen-reader-text" role="alert"></div>
	<div class="single_variation_wrap"><div class="woocommerce-variation single_variation" role="alert"></div>
	<div class="woocommerce-variation-add-to-cart variations_button woocommerce-variation-add-to-cart-disabled">
	<div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="1" min="1" max=""></div>
	<button type="submit" class="single_add_to_cart_button button alt disabled wc-variation-selection-needed">Add to cart</button>
	<input type="hidden" name="add-to-cart" value="15"><input type="hidden" name="product_id" value="15"><input type="hidden" name="variation_id" class="variation_id" value="0">
	</div></div></form><div class="product_meta"><span class="sku_wrapper">SKU: <span class="sku">HOODIE</span></span></div></div></div>`;
}

/** The events a choice that completes a variation fires, in add-to-cart-variation.js's order. */
export const EVENTS_ON_A_FULL_CHOICE = [
	'clear_reset_announcement',
	'woocommerce_variation_select_change',
	'woocommerce_update_variation_values',
	'update_variation_values',
	'show_variation',
	'found_variation',
	'check_variations',
	'woocommerce_variation_has_changed',
];
