/**
 * Product and article pictures: a coloured tile with initials, generated as
 * SVG so the repository holds no binary files and every image has a fixed
 * size (no layout shift while the bench measures).
 */
import { type Html, escapeHtml, html } from '../http/html';

export const imageUrl = (slug: string): string => `/demo/img/${slug}.svg`;

/** The thumbnail `<img>` WooCommerce prints in loops and the mini-cart. */
export const thumbnail = (slug: string, alt = ''): Html =>
	html`<img width="324" height="324" src="${imageUrl(slug)}" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="${alt}" decoding="async" loading="lazy">`;

const initials = (name: string): string =>
	name
		.split(/[\s-]+/)
		.filter(Boolean)
		.slice(0, 2)
		.map((word) => word[0].toUpperCase())
		.join('');

/** The SVG document for one tile. `color` comes from the catalogue, never from a request. */
export function tileSvg(name: string, color: string): string {
	return `<svg xmlns="http://www.w3.org/2000/svg" width="324" height="324" viewBox="0 0 324 324" role="img" aria-label="${escapeHtml(name)}"><rect width="324" height="324" fill="${escapeHtml(color)}"/><text x="50%" y="54%" text-anchor="middle" dominant-baseline="middle" font-family="Georgia, serif" font-size="120" fill="#fff">${escapeHtml(initials(name))}</text></svg>`;
}

export interface PictureBox {
	width: number;
	height: number;
}

/**
 * One file of a product picture at one size: the whole original scaled down,
 * or, when the size's shape differs (WordPress's cropped thumbnails), its
 * centre. A grid and the original's dimensions make zooming and paging visible.
 */
export function pictureSvg(label: string, color: string, original: PictureBox, size: PictureBox): string {
	const scale = Math.max(size.width / original.width, size.height / original.height);
	const viewWidth = size.width / scale;
	const viewHeight = size.height / scale;
	const viewBox = `${(original.width - viewWidth) / 2} ${(original.height - viewHeight) / 2} ${viewWidth} ${viewHeight}`;
	const font = Math.round(Math.min(original.width / 5, original.height / 3));
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${escapeHtml(label)}"><defs><pattern id="grid" width="50" height="50" patternUnits="userSpaceOnUse"><path d="M50 0H0V50" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="2"/></pattern></defs><rect width="${original.width}" height="${original.height}" fill="${escapeHtml(color)}"/><rect width="${original.width}" height="${original.height}" fill="url(#grid)"/><text x="${original.width / 2}" y="${original.height / 2}" text-anchor="middle" dominant-baseline="middle" font-family="Georgia, serif" font-size="${font}" fill="#fff">${escapeHtml(label)}</text><text x="${original.width / 2}" y="${original.height - font / 4}" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(font / 5)}" fill="#fff">${original.width} × ${original.height}</text></svg>`;
}
