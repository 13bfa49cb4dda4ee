/**
 * The full-screen viewer (what PhotoSwipe was for WooCommerce), a lazy part
 * loaded on the first open: the lightbox's view and dialog service showing the
 * gallery's large images at their printed size, with captions, previous and
 * next, keys, swipe and Escape; focus returns to the opener on close. The
 * stage allows the browser's pinch zoom, and there is no slideshow and no
 * thumbnail strip (PhotoSwipe's UI had neither).
 */
import { openLightbox } from '../../runtime/lightbox/api';
import { adoptStyle } from '../../runtime/dialog/adopted-style';
import type { ViewerItem, ViewerOptions } from './gallery-state';

const THEME = 'woocommerce-product-gallery-viewer';

const CSS = `.${THEME} .islands-lightbox__stage{touch-action:pan-y pinch-zoom}.${THEME} .islands-lightbox__stage img{height:auto}`;

export function openViewer(items: ViewerItem[], start: number, options: ViewerOptions, opener: HTMLElement, fallbackName: string): Promise<void> {
	adoptStyle('product-viewer', CSS);
	return openLightbox(
		items.map((item) => ({
			href: item.href,
			// The dialog's name and the image's alt: the alt, else the caption, else the trigger's text.
			title: item.alt || item.caption || fallbackName,
			description: options.captions ? item.caption : '',
			width: item.width,
			height: item.height,
		})),
		{
			start,
			opener,
			theme: THEME,
			horizontal_padding: 16,
			opacity: options.opacity,
			modal: options.modal,
			keyboard_shortcuts: options.arrowKeys,
			show_title: false,
			slideshow: 0,
			overlay_gallery: false,
			deeplinking: false,
		},
	);
}
