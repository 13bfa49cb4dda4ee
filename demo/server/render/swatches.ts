/**
 * The "Variation Swatches for WooCommerce" plugin's markup for one attribute
 * (its `woocommerce_dropdown_variation_attribute_options_html` filter): the
 * attribute's select, kept as the submitted field and marked
 * `woo-variation-raw-select`, followed by `ul.variable-items-wrapper` with one
 * `li.variable-item[role=radio]` per term.
 *
 * One difference on purpose: the plugin prints the select `display:none` and
 * the list visible, so without JavaScript nothing can be chosen. Here the
 * select stays visible and the list is hidden until the bundle marks the form
 * `wvs-loaded` (site.css), so the form also posts without JavaScript.
 */
import { type Html, html } from '../http/html';
import type { AttributeDef, AttributeTerm, VariableProduct } from '../state/catalogue';

/** The plugin's attribute types the demo uses. */
export type SwatchType = 'color' | 'button';

/** Which attributes show as swatches, per product slug (the plugin sets types per attribute; the Pro version per product). */
const SWATCH_ATTRIBUTES: Readonly<Record<string, Readonly<Record<string, SwatchType>>>> = {
	hoodie: { pa_color: 'color', pa_size: 'button' },
	beanie: { pa_color: 'color', pa_size: 'button' },
};

export const swatchTypeOf = (product: VariableProduct, attribute: string): SwatchType | null =>
	SWATCH_ATTRIBUTES[product.slug]?.[attribute] ?? null;

/** Whether a product's page carries any swatches. */
export const hasSwatches = (product: VariableProduct): boolean => product.attributes.some((def) => swatchTypeOf(product, def.name) !== null);

/** A `#rrggbb` from the catalogue; anything else is dropped rather than printed into a style attribute. */
const safeColor = (color: string | undefined): string => (color && /^#[0-9a-f]{3,8}$/i.test(color) ? color : 'transparent');

function swatchContent(type: SwatchType, term: AttributeTerm): Html {
	return type === 'color'
		? html`<span class="variable-item-span variable-item-span-color" style="background-color:${safeColor(term.color)};"></span>`
		: html`<span class="variable-item-span variable-item-span-button">${term.name}</span>`;
}

/**
 * The swatch list for `def`. `selected` is the term slug chosen by the query
 * (or ""); `stockInfo` prints the Pro version's empty low-stock slot in each item.
 */
export function swatchList(def: AttributeDef, type: SwatchType, selected: string, stockInfo: boolean): Html {
	const items = def.terms.map((term) => {
		const isSelected = term.slug === selected;
		return html`<li aria-checked="${isSelected ? 'true' : 'false'}" tabindex="0" data-wvstooltip="${term.name}" class="variable-item ${type}-variable-item ${type}-variable-item-${term.slug}${isSelected ? ' selected' : ''}" title="${term.name}" data-title="${term.name}" data-value="${term.slug}" role="radio"><div class="variable-item-contents">${swatchContent(type, term)}${stockInfo ? html`<div class="wvs-stock-left-info" data-wvs-stock-info=""></div>` : ''}</div></li>`;
	});
	const values = JSON.stringify(def.terms.map((term) => term.slug));
	return html`<ul role="radiogroup" aria-label="${def.label}" class="variable-items-wrapper ${type}-variable-items-wrapper wvs-style-squared" data-attribute_name="attribute_${def.name}" data-attribute_values="${values}">${items}</ul>`;
}
