/**
 * The product gallery as WooCommerce 10.9.4 prints it (single-product/
 * product-image.php, product-thumbnails.php and wc_get_gallery_image_html()
 * over WordPress 6.9.7's wp_get_attachment_image()), byte for byte as recorded
 * on the real shop with Storefront's sizes: each picture in the single size
 * (416 px wide) with the 100 px thumbnail in `data-thumb*` and the original in
 * `data-large_image*`. The gallery is printed hidden (`opacity: 0`): its
 * script shows it, and the head's `<noscript>` style shows it without one.
 * The full-screen trigger is not printed; the gallery script adds it.
 */
import { type Html, attrs, html, raw } from '../http/html';
import type { Product } from '../state/catalogue';
import { type ImageSize, type ProductAttachment, type SizeName, productImages } from '../state/product-images';

/** woocommerce_product_thumbnails_columns. */
export const GALLERY_COLUMNS = 4;

/** WordPress leaves the first three content images eager (wp_omit_loading_attr_threshold). */
const EAGER_IMAGES = 3;

const fileUrl = (file: string): string => `/demo/img/${file}.svg`;

const ORIGINAL = (a: ProductAttachment): ImageSize => ({ width: a.width, height: a.height, file: a.file });

/** image_downsize(): the named size, or the original when WordPress made none (a smaller upload). */
const sizeOf = (a: ProductAttachment, name: SizeName): ImageSize => a.sizes[name] ?? ORIGINAL(a);

/** wp_image_matches_ratio(): the larger constrained to the smaller's width is within a pixel of it. */
function sameRatio(a: ImageSize, b: ImageSize): boolean {
	const [large, small] = a.width > b.width ? [a, b] : [b, a];
	const height = Math.round((large.height * small.width) / large.width);
	return Math.abs(height - small.height) <= 1;
}

/**
 * wp_calculate_image_srcset(): the shown file first, then every sub-size of
 * the same shape in metadata order, then the original; none for a single candidate.
 */
function srcset(a: ProductAttachment, shown: ImageSize): string {
	const candidates = [...Object.values(a.sizes), ORIGINAL(a)].filter(
		(size): size is ImageSize => size !== undefined && size.file !== shown.file && size.width <= 2048 && sameRatio(size, shown),
	);
	if (candidates.length === 0) return '';
	return [shown, ...candidates].map((size) => `${fileUrl(size.file)} ${size.width}w`).join(', ');
}

const sizesAttribute = (width: number): string => `(max-width: ${width}px) 100vw, ${width}px`;

/** woocommerce_get_alt_from_product_title_and_position(): the attachments carry no alt text of their own. */
const altText = (product: Product, position: number): string => (position === 0 ? product.name : `${product.name} - Image ${position + 1}`);

/** wc_get_gallery_image_html() for the picture at `position` (0 is the featured image). */
function galleryImage(product: Product, a: ProductAttachment, position: number): Html {
	const thumb = sizeOf(a, 'woocommerce_gallery_thumbnail');
	const shown = sizeOf(a, 'woocommerce_single');
	const alt = altText(product, position);
	const lazy = position >= EAGER_IMAGES;
	const imageSrcset = srcset(a, shown);
	const image = html`<img${attrs({
		width: shown.width,
		height: shown.height,
		src: fileUrl(shown.file),
		class: position === 0 ? 'wp-post-image' : '',
		alt,
		'data-caption': a.caption,
		'data-src': fileUrl(a.file),
		'data-large_image': fileUrl(a.file),
		'data-large_image_width': a.width,
		'data-large_image_height': a.height,
		decoding: 'async',
		fetchpriority: position === 0 ? 'high' : undefined,
		loading: lazy ? 'lazy' : undefined,
		srcset: imageSrcset || undefined,
		sizes: imageSrcset ? `${lazy ? 'auto, ' : ''}${sizesAttribute(shown.width)}` : undefined,
	})} />`;
	const thumbSrcset = srcset(a, thumb);
	return html`<div data-thumb="${fileUrl(thumb.file)}" data-thumb-alt="${alt}" data-thumb-srcset="${thumbSrcset}"  data-thumb-sizes="${sizesAttribute(thumb.width)}" class="woocommerce-product-gallery__image"><a href="${fileUrl(a.file)}">${image}</a></div>`;
}

/**
 * The gallery as WooCommerce 2.x's product-image.php and product-thumbnails.php printed it, which themes
 * and plugins built for prettyPhoto still print (lightbox contract §1): the main picture as
 * `a.woocommerce-main-image.zoom[itemprop=image][title=<caption>]`, the others as `a.zoom` thumbnails
 * (`.first` / `.last` per row of 3), all `data-rel="prettyPhoto[product-gallery]"` (a single picture:
 * `prettyPhoto`). `rel` is an old theme's variant: `rel="prettyPhoto[…]"` and no `zoom` class.
 */
function prettyPhotoGallery(product: Product, hook: 'data-rel' | 'rel'): Html {
	const [main, ...others] = productImages(product);
	const set = others.length ? 'prettyPhoto[product-gallery]' : 'prettyPhoto';
	const zoom = hook === 'data-rel' ? 'zoom' : '';
	const shown = sizeOf(main, 'woocommerce_single');
	const mainLink = html`<a${attrs({ href: fileUrl(main.file), itemprop: 'image', class: `woocommerce-main-image ${zoom}`.trim(), title: main.caption, [hook]: set })}><img${attrs({ width: shown.width, height: shown.height, src: fileUrl(shown.file), class: 'attachment-shop_single size-shop_single wp-post-image', alt: altText(product, 0) })} /></a>`;
	const thumbs = others.map((a, index) => {
		const thumb = sizeOf(a, 'woocommerce_gallery_thumbnail');
		const edge = index % OLD_THUMBNAIL_COLUMNS === 0 ? 'first' : index % OLD_THUMBNAIL_COLUMNS === OLD_THUMBNAIL_COLUMNS - 1 ? 'last' : '';
		return html`<a${attrs({ href: fileUrl(a.file), class: [zoom, edge].filter(Boolean).join(' ') || undefined, title: a.caption, [hook]: set })}><img${attrs({ width: thumb.width, height: thumb.height, src: fileUrl(thumb.file), class: 'attachment-shop_thumbnail size-shop_thumbnail', alt: altText(product, index + 1) })} /></a>`;
	});
	return html`<div class="images">${mainLink}${others.length ? html`<div class="thumbnails columns-${OLD_THUMBNAIL_COLUMNS}">${thumbs}</div>` : ''}</div>
`;
}

/** WooCommerce 2.x's default woocommerce_product_thumbnails_columns. */
const OLD_THUMBNAIL_COLUMNS = 3;

/**
 * single-product/product-image.php; the page switch `?gallery=prettyphoto` prints WooCommerce 2.x's
 * prettyPhoto gallery instead, and `?gallery=rel` an old theme's.
 */
export function productGallery(product: Product, query?: URLSearchParams): Html {
	const old = query?.get('gallery');
	if (old === 'prettyphoto' || old === 'rel') return prettyPhotoGallery(product, old === 'rel' ? 'rel' : 'data-rel');
	const images = productImages(product);
	const classes = `woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-${GALLERY_COLUMNS} images`;
	return html`	<div class="${classes}" data-columns="${GALLERY_COLUMNS}" style="opacity: 0; transition: opacity .25s ease-in-out;">
	<div class="woocommerce-product-gallery__wrapper">
		${images.map((a, position) => galleryImage(product, a, position))}	</div>
</div>
`;
}

/** What WooCommerce prints in the head of a product page for visitors without JavaScript. */
export const galleryNoscript = raw('	<noscript><style>.woocommerce-product-gallery{ opacity: 1 !important; }</style></noscript>\n');
