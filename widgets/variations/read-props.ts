/**
 * The variations island's props, from the form and the localized globals.
 * Without `wc_add_to_cart_variation_params` the form stays inert, as
 * WooCommerce's script does (contract G6), and so does a form whose
 * `data-product_variations` is unreadable: the form still posts the chosen
 * attributes and the shop finds the variation itself. Without (or with a
 * corrupt) `woo_variation_swatches_options`, swatches stay off and the selects work.
 */
import { parseProductVariations, readAddToCartVariationParams, readSwatchesOptions, type SwatchesOptions } from '../../contracts/variations';
import type { VariationFormProps } from './variation-form';

export function readVariationFormProps(element: HTMLElement): Omit<VariationFormProps, 'swatches'> | null {
	if (element.localName !== 'form') return null;
	const params = readAddToCartVariationParams();
	if (!params) return null;
	const variations = parseProductVariations(element.getAttribute('data-product_variations'));
	if (variations === null) {
		console.warn('[islands] a variations form has no readable data-product_variations; it posts without help.');
		return null;
	}
	return { params, variations };
}

/** The swatches plugin's options, when the form prints swatch lists; else null (the selects work alone). */
export const readSwatchOptionsFor = (form: Element): SwatchesOptions | null =>
	form.querySelector('ul.variable-items-wrapper[data-attribute_name]') ? readSwatchesOptions() : null;
