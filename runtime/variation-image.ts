/**
 * A chosen variation's picture in the product gallery, and the original back
 * on reset: WooCommerce's `wc_variations_image_update` /
 * `wc_variations_image_reset`, shared by the variations island (which calls
 * it) and the product gallery island (which listens), so both agree on one
 * DOM:
 *
 * - the gallery's first image (`.wp-post-image` in the first
 *   `.woocommerce-product-gallery__image`), its wrapper's `data-thumb`, its
 *   link and the first thumbnail of `.flex-control-nav` take the variation's
 *   URLs, sizes, alt, title and caption; each original is kept in `data-o_*`
 *   (where other gallery scripts read it) and put back on reset;
 * - when a thumbnail already shows the variation's image, nothing is swapped:
 *   the gallery slides there (`flexslider-click` on that thumbnail);
 * - when the variation's image differs from the last one shown, the gallery
 *   goes back to its first slide (`woocommerce_gallery_reset_slide_position`
 *   on `.images`) and zoom re-reads its image (`woocommerce_gallery_init_zoom`).
 *
 * The events are WooCommerce's own names, dispatched natively and bubbling.
 */
import { httpUrl } from './navigate';
import type { WcVariation } from '../contracts/variations';

type Picture = Record<string, unknown>;

/** [element, attribute, key of the variation's image]; URL attributes are checked before use. */
type Target = 'image' | 'wrap' | 'thumb' | 'link';
const ATTRIBUTES: ReadonlyArray<[Target, string, string]> = [
	['image', 'src', 'src'],
	['image', 'height', 'src_h'],
	['image', 'width', 'src_w'],
	['image', 'srcset', 'srcset'],
	['image', 'sizes', 'sizes'],
	['image', 'title', 'title'],
	['image', 'data-caption', 'caption'],
	['image', 'alt', 'alt'],
	['image', 'data-src', 'full_src'],
	['image', 'data-large_image', 'full_src'],
	['image', 'data-large_image_width', 'full_src_w'],
	['image', 'data-large_image_height', 'full_src_h'],
	['wrap', 'data-thumb', 'src'],
	['thumb', 'src', 'gallery_thumbnail_src'],
	['link', 'href', 'full_src'],
];
const URL_ATTRIBUTES = new Set(['src', 'data-src', 'data-large_image', 'data-thumb', 'href']);

/** WooCommerce's gallery events, which the product gallery island listens to. */
export const GALLERY_SLIDE_TO = 'flexslider-click';
export const GALLERY_RESET_POSITION = 'woocommerce_gallery_reset_slide_position';
const GALLERY_INIT_ZOOM = 'woocommerce_gallery_init_zoom';

/** The image id each product showed last, for the slide-position reset. */
const shownImage = new WeakMap<Element, string>();

/** http(s) or relative: a picture URL from the shop's data, never a `javascript:` or `data:` one. */
function safeImageUrl(value: unknown, base: string): string | null {
	return typeof value === 'string' && value.length > 1 && httpUrl(value, base) ? value : null;
}

function parts(product: Element) {
	const gallery = product.querySelector('.images');
	const wrap = gallery?.querySelector('.woocommerce-product-gallery__image, .woocommerce-product-gallery__image--placeholder') ?? null;
	const thumbs = Array.from(product.querySelectorAll<HTMLImageElement>('.flex-control-nav li img'));
	return {
		gallery,
		thumbs,
		elements: { image: wrap?.querySelector('.wp-post-image') ?? null, wrap, thumb: thumbs[0] ?? null, link: wrap?.querySelector('a') ?? null } as Record<Target, Element | null>,
	};
}

function setAttribute(element: Element, name: string, value: unknown): void {
	const saved = `data-o_${name}`;
	if (!element.hasAttribute(saved)) element.setAttribute(saved, element.getAttribute(name) ?? '');
	if (value === false || value === null) element.removeAttribute(name);
	else if (value !== undefined) element.setAttribute(name, String(value));
}

function restoreAttribute(element: Element, name: string): void {
	const original = element.getAttribute(`data-o_${name}`);
	if (original === null) return;
	if (original) element.setAttribute(name, original);
	else element.removeAttribute(name);
}

const emit = (target: Element | null | undefined, type: string) => target?.dispatchEvent(new CustomEvent(type, { bubbles: true }));

/** `wc_variations_image_reset`: every original back. */
export function resetVariationImage(product: Element | null): void {
	if (!product) return;
	const { elements } = parts(product);
	for (const [target, name] of ATTRIBUTES) {
		const element = elements[target];
		if (element) restoreAttribute(element, name);
	}
}

/** `wc_variations_image_update`: the variation's picture (or the original, for `null` or a variation without one). */
export function showVariationImage(product: Element | null, variation: WcVariation | null): void {
	if (!product) return;
	const { gallery, thumbs, elements } = parts(product);
	const picture = (variation?.image ?? null) as Picture | null;
	const base = product.ownerDocument.baseURI;
	const src = picture ? safeImageUrl(picture.src, base) : null;
	const imageId = variation && variation.image_id ? String(variation.image_id) : '';

	if (picture && src) {
		const thumbSrc = picture.gallery_thumbnail_src;
		if (typeof thumbSrc === 'string' && thumbSrc) {
			if (thumbs.some((thumb) => thumb.getAttribute('data-o_src') === thumbSrc)) resetVariationImage(product);
			const shown = thumbs.find((thumb) => thumb.getAttribute('src') === thumbSrc);
			if (shown) {
				shownImage.set(product, imageId);
				emit(shown, GALLERY_SLIDE_TO);
				emit(gallery, GALLERY_INIT_ZOOM);
				return;
			}
		}
		for (const [target, name, key] of ATTRIBUTES) {
			const element = elements[target];
			if (!element) continue;
			const value = picture[key];
			if (URL_ATTRIBUTES.has(name) && value !== undefined && value !== false && value !== null && !safeImageUrl(value, base)) continue;
			setAttribute(element, name, value);
		}
	} else resetVariationImage(product);

	// Nothing recorded yet counts as a change, as WooCommerce's unset `current-image` does.
	const changed = shownImage.get(product) !== imageId;
	shownImage.set(product, imageId);
	if (changed) emit(gallery, GALLERY_RESET_POSITION);
	emit(gallery, GALLERY_INIT_ZOOM);
}
