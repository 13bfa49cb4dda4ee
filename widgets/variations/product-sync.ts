/**
 * The two things a found variation changes outside the form, in the
 * enclosing `.product`: the SKU (`.product_meta .sku`) and the gallery's main
 * image. They belong to the theme and to gallery scripts (zoom, lightbox)
 * that rewrite the same image and read WooCommerce's `data-o_*` copies of the
 * originals, so the form keeps them in step from a layout effect with
 * WooCommerce's `wc_set_content` / `wc_variations_image_update` rules instead
 * of rendering them from a second root.
 */
import type { WcVariation } from '../../contracts/variations';

/** `wc_set_content` / `wc_reset_content`: text of `.product_meta .sku`, original kept in `data-o_content`. */
export function setSku(product: Element | null, sku: string | undefined): void {
	if (!product) return;
	for (const element of product.querySelectorAll('.product_meta .sku')) {
		if (!element.hasAttribute('data-o_content')) element.setAttribute('data-o_content', element.textContent || '');
		element.textContent = sku || element.getAttribute('data-o_content') || '';
	}
}

const IMAGE_ATTRIBUTES: ReadonlyArray<[attribute: string, key: string]> = [
	['src', 'src'],
	['srcset', 'srcset'],
	['sizes', 'sizes'],
	['title', 'title'],
	['alt', 'alt'],
	['width', 'src_w'],
	['height', 'src_h'],
];

/** http(s) or relative: a picture URL from the shop's data, never a `javascript:` or `data:` one. */
function safeImageUrl(value: unknown, base: string): string | null {
	if (typeof value !== 'string' || value.length < 2) return null;
	try {
		return /^https?:$/.test(new URL(value, base).protocol) ? value : null;
	} catch {
		return null;
	}
}

function mainImage(product: Element | null): HTMLImageElement | null {
	const wrap = product && product.querySelector('.images .woocommerce-product-gallery__image, .images .woocommerce-product-gallery__image--placeholder');
	return wrap && wrap.querySelector<HTMLImageElement>('.wp-post-image');
}

/** `wc_variations_image_update`: the variation's picture in the gallery's first image, or the original back. */
export function updateImage(product: Element | null, variation: WcVariation | null): void {
	const image = mainImage(product);
	if (!image) return;
	const picture = variation && variation.image;
	const src = picture ? safeImageUrl(picture.src, image.ownerDocument.baseURI) : null;
	for (const [attribute, key] of IMAGE_ATTRIBUTES) {
		const saved = `data-o_${attribute}`;
		if (src && picture) {
			if (!image.hasAttribute(saved)) image.setAttribute(saved, image.getAttribute(attribute) || '');
			const value = attribute === 'src' ? src : picture[key];
			if (value === false || value === undefined || value === null) image.removeAttribute(attribute);
			else image.setAttribute(attribute, String(value));
		} else if (image.hasAttribute(saved)) {
			const original = image.getAttribute(saved);
			if (original) image.setAttribute(attribute, original);
			else image.removeAttribute(attribute);
		}
	}
}
