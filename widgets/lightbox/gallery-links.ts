/**
 * The theme's article-gallery popup (its `popup_script` option, Magnific or
 * PhotoSwipe; contract lightbox §9): with `jnewsoption.single_gallery` on, a
 * link to an image file in a post's gallery (the `[gallery]` shortcode's
 * `.gallery`, the block editor's `.wp-block-gallery`) opens the lightbox with
 * that gallery's image links, titled by their captions (else the image's
 * alt). Links to attachment pages stay links.
 */
import { looseTrue, readJnewsOption } from '../../contracts/jnews-option';
import type { LightboxItem } from '../../runtime/lightbox/state';

export const POST_GALLERY = '.content-inner .gallery,.content-inner .wp-block-gallery';

const IMAGE_FILE = /\.(avif|bmp|gif|jpe?g|png|svg|webp)$/i;

const isImageLink = (link: Element | null | undefined): link is HTMLAnchorElement => link instanceof HTMLAnchorElement && IMAGE_FILE.test(link.pathname);

/** The gallery link an event reached, with its gallery, when the theme's option opens galleries in the popup. */
export function galleryLinkOf(event: Event): { link: HTMLAnchorElement; gallery: Element } | null {
	const link = (event.target as Element | null)?.closest?.('a');
	const gallery = isImageLink(link) ? link.closest(POST_GALLERY) : null;
	return gallery && looseTrue(readJnewsOption()?.single_gallery) ? { link: link as HTMLAnchorElement, gallery } : null;
}

export const galleryLinks = (gallery: Element): HTMLAnchorElement[] => Array.from(gallery.querySelectorAll('a[href]')).filter(isImageLink);

/** The caption the editor printed for the figure holding `link`, else the alt of its image. */
function captionOf(link: HTMLAnchorElement): string {
	const caption = link.closest('.gallery-item, figure')?.querySelector('figcaption')?.textContent?.trim();
	return caption || link.querySelector('img')?.getAttribute('alt')?.trim() || '';
}

export const galleryItem = (link: HTMLAnchorElement): LightboxItem => ({ href: link.href, title: captionOf(link), description: '' });
