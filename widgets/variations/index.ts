/**
 * Island: a variable product's form (`form.variations_form`), with or without
 * swatches. Without `wc_add_to_cart_variation_params` it stays inert, as
 * WooCommerce's script does (contract G6), and so does a form whose
 * `data-product_variations` is unreadable: the form still posts the chosen
 * attributes and the shop finds the variation itself. Without (or with a
 * corrupt) `woo_variation_swatches_options`, swatches stay off and the selects work.
 */
import { parseProductVariations, readAddToCartVariationParams, readSwatchesOptions } from '../../contracts/variations';
import type { MountIsland } from '../../runtime/loader/manifest';
import { enhanceVariationForm } from './form';

const enhanced = new WeakSet<HTMLFormElement>();

const mount: MountIsland = (element) => {
	if (!(element instanceof HTMLFormElement) || enhanced.has(element)) return;
	const params = readAddToCartVariationParams();
	if (!params) return;
	const variations = parseProductVariations(element.getAttribute('data-product_variations'));
	if (variations === null) {
		console.warn('[islands] a variations form has no readable data-product_variations; it posts without help.');
		return;
	}
	enhanced.add(element);
	enhanceVariationForm(element, params, variations, readSwatchesOptions());
};

export default mount;
