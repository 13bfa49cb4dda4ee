/**
 * The full-screen viewer (what PhotoSwipe was for WooCommerce), a lazy part
 * loaded on the first open: the lightbox's view and dialog service showing the
 * gallery's large images fitted to the screen, with captions, previous and
 * next, keys, swipe and Escape; focus returns to the opener on close. As
 * PhotoSwipe's toolbar: a zoom button that shows a shrunk image at its own
 * size (dragged around with the mouse, scrolled by touch), and a full-screen
 * button. The stage allows the browser's pinch zoom, and there is no slideshow
 * and no thumbnail strip (PhotoSwipe's UI had neither).
 */
import { openLightbox } from '../../runtime/lightbox/api';
import { adoptStyle } from '../../runtime/dialog/adopted-style';
import type { ViewerItem, ViewerOptions } from './gallery-state';
import { __ } from '../../runtime/i18n';

const THEME = 'woocommerce-product-gallery-viewer';
/** PhotoSwipe's own name for its zoom button. */
const zoomLabel = () => __('Zoom in/out');

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
			expand_label: zoomLabel(),
			fullscreen: true,
		},
	);
}
