/**
 * One delegated root for every prettyPhoto link on the page, however many:
 * a click listener on the document (bound once, by the first link's mount)
 * finds the link, its set and its options and opens the shared lightbox. The
 * links themselves are not touched, so a page with hundreds of thumbnails
 * pays one listener and no component per link. The view and the dialog
 * service load on first open, or as soon as a pointer or focus reaches a link.
 */
import { openLightbox, lightboxApi, preloadLightbox } from '../../runtime/lightbox/api';
import { parseDeepLink } from '../../runtime/lightbox/deep-link';
import { followLink, httpUrl } from '../../runtime/navigate';
import { galleryItem, galleryLinkOf, galleryLinks } from './gallery-links';
import { optionsFor } from './link-options';
import { deepLinkTarget, galleryName, hookValue, isLightboxLink, itemOf, linkSet } from './links';
import { installPrettyPhotoShim } from './prettyphoto-shim';

/** The global other scripts open the lightbox through. */
export const API_GLOBAL = 'islandsLightbox';

const bound = new WeakSet<Document>();

/**
 * When the view cannot load (offline, a blocked chunk) the link does what it
 * does without JavaScript, if it is a web address: a `javascript:` or
 * `data:` one would run in the page.
 */
function followWithoutView(link: HTMLAnchorElement): void {
	followLink(link.href);
}

export function openFromLink(link: HTMLAnchorElement): void {
	const { links, start } = linkSet(link, link.ownerDocument);
	const options = optionsFor(link);
	openLightbox(links.map(itemOf), { ...options, start, group: galleryName(hookValue(link)), opener: link, source: 'prettyphoto' }).catch(() =>
		followWithoutView(link),
	);
}

const linkOf = (event: Event): HTMLAnchorElement | null => {
	const link = (event.target as Element | null)?.closest?.('a');
	return isLightboxLink(link) ? link : null;
};

/** A post gallery's image link opens its gallery with the gallery popup's texts. */
function openFromGallery(link: HTMLAnchorElement, gallery: Element): void {
	const links = galleryLinks(gallery);
	openLightbox(links.map(galleryItem), { start: Math.max(0, links.indexOf(link)), opener: link, source: 'gallery' }).catch(() => followWithoutView(link));
}

function onClick(event: MouseEvent): void {
	if (event.defaultPrevented) return;
	const link = linkOf(event);
	const inGallery = link ? null : galleryLinkOf(event);
	if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) {
		// A new tab or window is the reader's to open, for a web address: any other would run here.
		const target = link ?? inGallery?.link;
		if (target && !httpUrl(target.href)) event.preventDefault();
		return;
	}
	if (inGallery) {
		event.preventDefault();
		return openFromGallery(inGallery.link, inGallery.gallery);
	}
	if (!link) return;
	// Every target is the lightbox's to judge: one it refuses (`javascript:`, `data:`, an empty `#`)
	// says so in the dialog; left to the browser, it would run in the page.
	event.preventDefault();
	openFromLink(link);
}

export function bindLightbox(doc: Document): void {
	if (bound.has(doc)) return;
	bound.add(doc);
	doc.addEventListener('click', onClick);
	const warm = (event: Event) => {
		if (!linkOf(event) && !galleryLinkOf(event)) return;
		for (const type of ['pointerover', 'focusin']) doc.removeEventListener(type, warm);
		preloadLightbox().catch(() => {});
	};
	for (const type of ['pointerover', 'focusin']) doc.addEventListener(type, warm, { passive: true });
	const scope = globalThis as unknown as Record<string, unknown>;
	scope[API_GLOBAL] ??= lightboxApi();
	installPrettyPhotoShim(scope);

	const deep = parseDeepLink(location.hash);
	const target = deep && deepLinkTarget(deep, doc);
	if (target && optionsFor(target).deeplinking) openFromLink(target);
}
