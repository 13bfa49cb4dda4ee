/**
 * The media library's product pictures: each product's featured image and
 * gallery, as attachments with the sub-sizes WordPress 6.9 generates for the
 * shop's registered image sizes (Storefront: single 416 wide, gallery
 * thumbnail 100×100). The files themselves are generated SVGs
 * (`/demo/img/<file>[-WxH].svg`, routes/static.ts), so the repository holds
 * no binary and every size has its real dimensions.
 */
import { PRODUCTS, type Product } from './catalogue';

export interface ImageSize {
	width: number;
	height: number;
	/** Basename without extension: `hoodie-2` for the original, `hoodie-2-416x520` for a sub-size. */
	file: string;
}

export interface ProductAttachment {
	/** The original upload's basename; the product slug for the tile every product has. */
	file: string;
	width: number;
	height: number;
	/** The attachment's excerpt, printed as `data-caption`. */
	caption: string;
	/** Background of the generated picture. */
	color: string;
	/** Sub-sizes in the order WordPress stores them in the attachment metadata. */
	sizes: Readonly<Record<SizeName, ImageSize | undefined>>;
}

/**
 * Registered sizes in the order wp_generate_attachment_metadata() stores them
 * (as recorded on the real shop): `crop` sizes are cut to the exact box, the
 * others fit inside it (0 = unbounded).
 */
const REGISTERED = [
	['medium', 300, 300, false],
	['large', 1024, 1024, false],
	['thumbnail', 150, 150, true],
	['medium_large', 768, 0, false],
	['1536x1536', 1536, 1536, false],
	['2048x2048', 2048, 2048, false],
	['woocommerce_thumbnail', 324, 324, true],
	['woocommerce_single', 416, 0, false],
	['woocommerce_gallery_thumbnail', 100, 100, true],
] as const;

export type SizeName = (typeof REGISTERED)[number][0];

/** image_resize_dimensions(): null when WordPress would not make the size (the original is not larger). */
function resized(width: number, height: number, maxWidth: number, maxHeight: number, crop: boolean): { width: number; height: number } | null {
	if (crop) {
		const w = Math.min(maxWidth, width);
		const h = Math.min(maxHeight, height);
		return w === width && h === height ? null : { width: w, height: h };
	}
	const scale = Math.min(maxWidth ? maxWidth / width : 1, maxHeight ? maxHeight / height : 1);
	if (scale >= 1) return null;
	return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

function attachment(file: string, width: number, height: number, color: string, caption = ''): ProductAttachment {
	const sizes = {} as Record<SizeName, ImageSize | undefined>;
	for (const [name, maxWidth, maxHeight, crop] of REGISTERED) {
		const size = resized(width, height, maxWidth, maxHeight, crop);
		sizes[name] = size ? { ...size, file: `${file}-${size.width}x${size.height}` } : undefined;
	}
	return { file, width, height, caption, color, sizes };
}

/**
 * The Hoodie's five pictures: the featured image and four gallery images of
 * different shapes, all but one larger than the 416 px gallery (so the zoom and
 * the full-screen viewer have more to show), one smaller (no zoom there).
 */
const HOODIE_GALLERY: readonly ProductAttachment[] = [
	attachment('hoodie-1', 1600, 1600, '#15803d'),
	attachment('hoodie-2', 1200, 1500, '#1d4ed8', 'The masthead, embroidered'),
	attachment('hoodie-3', 2000, 1000, '#0f766e'),
	attachment('hoodie-4', 400, 400, '#b45309'),
	attachment('hoodie-5', 1000, 1000, '#7c3aed'),
];

/** Product id → its pictures, featured image first. Every other product has its 324 px tile only. */
const GALLERIES: ReadonlyMap<number, readonly ProductAttachment[]> = new Map([[15, HOODIE_GALLERY]]);

const TILES: ReadonlyMap<number, ProductAttachment> = new Map(PRODUCTS.map((p) => [p.id, attachment(p.slug, 324, 324, p.tile)]));

/** The featured image, then the gallery images. */
export const productImages = (product: Product): readonly ProductAttachment[] => GALLERIES.get(product.id) ?? [TILES.get(product.id) as ProductAttachment];

const FILES: ReadonlyMap<string, { attachment: ProductAttachment; size: ImageSize }> = new Map(
	[...[...GALLERIES.values()].flat(), ...TILES.values()].flatMap((a) => [
		[a.file, { attachment: a, size: { width: a.width, height: a.height, file: a.file } }] as const,
		...Object.values(a.sizes)
			.filter((size): size is ImageSize => size !== undefined)
			.map((size) => [size.file, { attachment: a, size }] as const),
	]),
);

/** One generated file by basename (`hoodie-2-416x520`), or undefined. */
export const findImageFile = (file: string): { attachment: ProductAttachment; size: ImageSize } | undefined => FILES.get(file);
