/**
 * What the gallery is, decided from `wc_single_product_params` and the
 * printed markup, as single-product.js decides it: which parts run (slider,
 * zoom, full-screen viewer, trigger link), flexslider's options as WooCommerce
 * passes them, the viewer's items and first index, and where the zoomed image
 * sits under the pointer. Plain functions: the component and the lazy parts
 * only apply them.
 */
import type { WcSingleProductParams } from '../../contracts/single-product';
import { __ } from '../../runtime/i18n';

/** The `flexslider` options WooCommerce passes, with its PHP defaults for what is missing. */
export interface FlexOptions {
	rtl: boolean;
	fade: boolean;
	smoothHeight: boolean;
	directionNav: boolean;
	/** `'thumbnails'` (WooCommerce's), `'paging'` (flexslider's numbered dots) or none. */
	controlNav: 'thumbnails' | 'paging' | false;
	slideshow: boolean;
	/** ms between slides when `slideshow` is on. */
	slideshowSpeed: number;
	/** ms of a transition. */
	animationSpeed: number;
	animationLoop: boolean;
}

export const FLEX_DEFAULTS: FlexOptions = {
	rtl: false,
	fade: false,
	smoothHeight: true,
	directionNav: false,
	controlNav: 'thumbnails',
	slideshow: false,
	slideshowSpeed: 7000,
	animationSpeed: 500,
	animationLoop: false,
};

const FALSE_WORDS = new Set(['', '0', 'false', 'no']);

/** A boolean option printed as JSON (`true`) or filtered into a string (`"1"`, `"false"`). */
function toBoolean(value: unknown, fallback: boolean): boolean {
	if (typeof value === 'boolean') return value;
	if (typeof value === 'number') return value !== 0;
	if (typeof value === 'string') return !FALSE_WORDS.has(value.trim().toLowerCase());
	return fallback;
}

function toMs(value: unknown, fallback: number): number {
	const number = typeof value === 'number' || (typeof value === 'string' && value.trim() !== '') ? Number(value) : NaN;
	return Number.isFinite(number) && number >= 0 ? number : fallback;
}

export function readFlexOptions(raw: Record<string, unknown> | undefined): FlexOptions {
	const source = raw ?? {};
	const nav = source.controlNav;
	return {
		rtl: toBoolean(source.rtl, FLEX_DEFAULTS.rtl),
		fade: source.animation === 'fade',
		smoothHeight: toBoolean(source.smoothHeight, FLEX_DEFAULTS.smoothHeight),
		directionNav: toBoolean(source.directionNav, FLEX_DEFAULTS.directionNav),
		controlNav: nav === undefined ? FLEX_DEFAULTS.controlNav : nav === 'thumbnails' ? 'thumbnails' : toBoolean(nav, false) ? 'paging' : false,
		slideshow: toBoolean(source.slideshow, FLEX_DEFAULTS.slideshow),
		slideshowSpeed: toMs(source.slideshowSpeed, FLEX_DEFAULTS.slideshowSpeed),
		animationSpeed: toMs(source.animationSpeed, FLEX_DEFAULTS.animationSpeed),
		animationLoop: toBoolean(source.animationLoop, FLEX_DEFAULTS.animationLoop),
	};
}

/** PhotoSwipe's options that mean something for the lightbox's stage. */
export interface ViewerOptions {
	/** `index`: the item shown first, whatever was clicked (WooCommerce lets the option win). */
	index: number | null;
	/** `bgOpacity`: the backdrop. */
	opacity: number;
	/** `escKey: false`: Escape and the backdrop do not close. */
	modal: boolean;
	/** `arrowKeys: false`: Left and Right do not page. */
	arrowKeys: boolean;
	/** `captionEl: false`: no captions. */
	captions: boolean;
}

export function readViewerOptions(raw: Record<string, unknown> | undefined): ViewerOptions {
	const source = raw ?? {};
	const index = Number(source.index);
	const opacity = Number(source.bgOpacity);
	return {
		index: source.index !== undefined && source.index !== '' && Number.isInteger(index) && index >= 0 ? index : null,
		opacity: source.bgOpacity !== undefined && Number.isFinite(opacity) && opacity >= 0 && opacity <= 1 ? opacity : 1,
		modal: !toBoolean(source.escKey, true),
		arrowKeys: toBoolean(source.arrowKeys, true),
		captions: toBoolean(source.captionEl, true),
	};
}

export interface GallerySettings {
	slider: boolean;
	zoom: boolean;
	viewer: boolean;
	/** WooCommerce adds the trigger link only when zoom covers the image. */
	trigger: boolean;
	/**
	 * Whether a click on an image opens the viewer: without the trigger, yes; with it, only where
	 * there is no slider (WooCommerce 10.9: with the slider and zoom on, the trigger alone opens it,
	 * and the image's link does nothing, as a hover zoom sits on it).
	 */
	imageOpens: boolean;
	triggerText: string;
	flex: FlexOptions;
	viewerOptions: ViewerOptions;
	zoomOptions: ZoomOptions;
}

export const triggerText = () => __('View full-screen image gallery');

/** single-product.js's choice: a slider only with more than one image; nothing at all without images. */
export function gallerySettings(params: WcSingleProductParams | null, imageCount: number): GallerySettings {
	const some = imageCount > 0 && !!params;
	const zoom = some && Boolean(params!.zoom_enabled);
	const viewer = some && Boolean(params!.photoswipe_enabled);
	const slider = some && imageCount > 1 && Boolean(params!.flexslider_enabled);
	return {
		slider,
		zoom,
		viewer,
		trigger: viewer && zoom,
		imageOpens: viewer && !(zoom && slider),
		triggerText: params?.i18n_product_gallery_trigger_text || triggerText(),
		flex: readFlexOptions(params?.flexslider),
		viewerOptions: readViewerOptions(params?.photoswipe_options),
		zoomOptions: readZoomOptions(params?.zoom_options),
	};
}

/** One thumbnail as flexslider builds it from the slide's `data-thumb*`. */
export interface Thumb {
	src: string;
	srcset: string | null;
	sizes: string | null;
	alt: string;
}

export const thumbOf = (slide: Element): Thumb => ({
	src: slide.getAttribute('data-thumb') ?? '',
	srcset: slide.getAttribute('data-thumb-srcset'),
	sizes: slide.getAttribute('data-thumb-sizes'),
	alt: slide.getAttribute('data-thumb-alt') ?? '',
});

/** A viewer item: the large image and its printed size, the caption, the alt. */
export interface ViewerItem {
	href: string;
	width: number;
	height: number;
	alt: string;
	caption: string;
}

const positive = (value: string | null): number => {
	const number = Number(value);
	return Number.isFinite(number) && number > 0 ? number : 0;
};

/** getGalleryItems: every slide's image as it is now (a variation may have swapped the first). */
export function viewerItems(slides: readonly Element[]): ViewerItem[] {
	const items: ViewerItem[] = [];
	for (const slide of slides) {
		const image = slide.querySelector('img');
		if (!image) continue;
		const href = image.getAttribute('data-large_image') || slide.querySelector('a')?.getAttribute('href') || image.getAttribute('src') || '';
		items.push({
			href,
			width: positive(image.getAttribute('data-large_image_width')),
			height: positive(image.getAttribute('data-large_image_height')),
			alt: image.getAttribute('alt') ?? '',
			caption: image.getAttribute('data-caption') || image.getAttribute('title') || '',
		});
	}
	return items;
}

/** The item opened first: the option's `index` wins (as in WooCommerce), else the slide shown or clicked. */
export function viewerStart(options: ViewerOptions, shown: number, count: number): number {
	const start = options.index ?? shown;
	return Math.min(Math.max(0, start), Math.max(0, count - 1));
}

/** Zoom only pays when the large image is wider than the gallery. */
export const zoomWanted = (largeWidth: number, galleryWidth: number): boolean => largeWidth > galleryWidth;

/**
 * Where the large image sits so that the point under the pointer is the same
 * fraction of both images (jQuery Zoom's rule): `x`, `y` relative to the box.
 */
export function zoomOffset(x: number, y: number, box: { width: number; height: number }, large: { width: number; height: number }) {
	const clamp = (value: number, max: number) => Math.min(Math.max(0, value), max);
	const fraction = (value: number, max: number) => (max > 0 ? clamp(value, max) / max : 0);
	return {
		left: -fraction(x, box.width) * Math.max(0, large.width - box.width),
		top: -fraction(y, box.height) * Math.max(0, large.height - box.height),
	};
}

/** jQuery Zoom's options WooCommerce passes through `zoom_options` that still mean something. */
export interface ZoomOptions {
	/** Scale of the large image. */
	magnify: number;
	/** ms of the fade in and out. */
	duration: number;
}

export function readZoomOptions(raw: Record<string, unknown> | unknown[] | undefined): ZoomOptions {
	const source = raw && !Array.isArray(raw) ? raw : {};
	const magnify = Number(source.magnify);
	return {
		magnify: Number.isFinite(magnify) && magnify > 0 ? magnify : 1,
		duration: toMs(source.duration, 120),
	};
}
