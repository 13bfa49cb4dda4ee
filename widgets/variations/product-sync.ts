/**
 * What a found variation changes outside the form, in the enclosing `.product`: the SKU
 * (`.product_meta .sku`), the weight and the dimensions, where the product meta or the
 * "Additional information" tab shows them. They belong to the theme, so the form keeps them in
 * step from a layout effect with WooCommerce's `wc_set_content` / `wc_reset_content` rule (the
 * printed text kept in `data-o_content`) instead of rendering them from a second root. The
 * gallery's image is `runtime/variation-image.ts`, shared with the product gallery island.
 */
import type { WcVariation } from '../../contracts/variations';
import { parseServerHtml } from '../../runtime/dom/server-html';

const SKU = '.product_meta .sku';
const WEIGHT = '.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value';
const DIMENSIONS = '.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value';

/** `wc_set_content`: the text shown, the printed one kept. */
function setContent(elements: Iterable<Element>, text: string): void {
	for (const element of elements) {
		if (!element.hasAttribute('data-o_content')) element.setAttribute('data-o_content', element.textContent || '');
		element.textContent = text;
	}
}

/** `wc_reset_content`: the printed text back, where one was kept. */
function resetContent(elements: Iterable<Element>): void {
	for (const element of elements) {
		const printed = element.getAttribute('data-o_content');
		if (printed !== null) element.textContent = printed;
	}
}

/** `dimensions_html` is escaped text (`62 &times; 42 &times; 6 in`): shown as the text it encodes. */
const decodedText = (html: string, doc: Document): string => parseServerHtml('wc-variation', html, doc).firstChild?.textContent ?? '';

/** Shows `variation`'s SKU, weight and dimensions in `product`, or the printed ones when it is null. */
export function showVariationDetails(product: Element | null, variation: WcVariation | null): void {
	if (!product) return;
	const within = (selector: string) => product.querySelectorAll(selector);
	if (variation?.sku) setContent(within(SKU), variation.sku);
	else resetContent(within(SKU));
	// As WooCommerce: a variation without its own weight shows the product's; dimensions are always an object, so always written.
	if (variation?.weight) setContent(within(WEIGHT), variation.weight_html ?? variation.weight);
	else resetContent(within(WEIGHT));
	if (variation?.dimensions && variation.dimensions_html !== undefined) setContent(within(DIMENSIONS), decodedText(variation.dimensions_html, product.ownerDocument));
	else resetContent(within(DIMENSIONS));
}
