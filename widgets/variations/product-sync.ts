/**
 * The SKU a found variation changes outside the form, in the enclosing
 * `.product` (`.product_meta .sku`). It belongs to the theme, so the form keeps
 * it in step from a layout effect with WooCommerce's `wc_set_content` rule
 * instead of rendering it from a second root. The gallery's image is
 * `runtime/variation-image.ts`, shared with the product gallery island.
 */

/** `wc_set_content` / `wc_reset_content`: text of `.product_meta .sku`, original kept in `data-o_content`. */
export function setSku(product: Element | null, sku: string | undefined): void {
	if (!product) return;
	for (const element of product.querySelectorAll('.product_meta .sku')) {
		if (!element.hasAttribute('data-o_content')) element.setAttribute('data-o_content', element.textContent || '');
		element.textContent = sku || element.getAttribute('data-o_content') || '';
	}
}
