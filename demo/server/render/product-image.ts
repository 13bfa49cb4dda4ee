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
