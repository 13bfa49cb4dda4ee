/**
 * For scripts written against prettyPhoto while jQuery is still on the page:
 * `jQuery.prettyPhoto.open/close/changePage/startSlideshow/stopSlideshow`
 * (contract §6) and `jQuery(links).prettyPhoto(options)`, which records the
 * options for those links (the delegated binder already handles their clicks).
 * Installed only when jQuery is there and prettyPhoto itself is not.
 */
import { closeLightbox, goLightbox, openLightbox, pauseLightbox, playLightbox } from '../../runtime/lightbox/api';
import { setScriptOptions } from './link-options';

interface JQueryLike {
	(...args: unknown[]): unknown;
	prettyPhoto?: unknown;
	fn?: Record<string, unknown>;
}

const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : value === undefined || value === null ? [] : [String(value)]);

export function installPrettyPhotoShim(scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): void {
	const jQuery = scope.jQuery as JQueryLike | undefined;
	if (typeof jQuery !== 'function' || jQuery.prettyPhoto) return;
	jQuery.prettyPhoto = {
		version: '3.1.6',
		open(images: unknown, titles?: unknown, descriptions?: unknown, index?: unknown) {
			const hrefs = list(images);
			const titleList = list(titles);
			const descriptionList = list(descriptions);
			void openLightbox(
				hrefs.map((href, at) => ({ href, title: titleList[at] ?? '', description: descriptionList[at] ?? '' })),
				{ start: Number(index) || 0, source: 'prettyphoto' },
			);
		},
		close: closeLightbox,
		changePage(direction: unknown) {
			goLightbox(direction === 'next' ? 'next' : direction === 'previous' ? 'prev' : Number(direction));
		},
		startSlideshow: playLightbox,
		stopSlideshow: pauseLightbox,
	};
	if (jQuery.fn && !jQuery.fn.prettyPhoto)
		jQuery.fn.prettyPhoto = function (this: ArrayLike<Element>, options?: unknown) {
			for (const element of Array.from(this)) setScriptOptions(element, options);
			return this;
		};
}
