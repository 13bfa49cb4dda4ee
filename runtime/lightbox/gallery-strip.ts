/**
 * The thumbnail strip's arithmetic (contract §4): 50 px thumbnails placed every
 * 57 px (52 px box + 5 px margin), a page of them between two arrows, and no
 * strip at all for a set larger than `overlay_gallery_max`.
 */
export const THUMB_WIDTH = 50;
export const THUMB_STEP = 57;
export const ARROW_WIDTH = 50;

export function galleryPaging(containerWidth: number, count: number, arrowWidth = ARROW_WIDTH): { perPage: number; pages: number } {
	const perPage = Math.max(1, Math.min(count, Math.floor((containerWidth - 100 - arrowWidth) / THUMB_STEP)));
	return { perPage, pages: Math.max(1, Math.ceil(count / perPage)) };
}

export const galleryEnabled = (count: number, overlayGallery: boolean, max: number): boolean =>
	overlayGallery && count > 1 && count <= max;

/** Items with a picture extension get a thumbnail; the rest an empty box (prettyPhoto's `li.default`). */
export const hasThumbnail = (href: string): boolean => /\.(jpe?g|png|gif|webp|avif|svg)(?:[?#]|$)/i.test(href);
