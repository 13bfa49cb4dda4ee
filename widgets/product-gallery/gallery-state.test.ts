import { describe, expect, it } from 'vitest';
import { isSingleProductParams } from '../../contracts/single-product';
import { galleryMarkup, REAL_PARAMS } from './fixtures';
import { FLEX_DEFAULTS, gallerySettings, readFlexOptions, readViewerOptions, readZoomOptions, thumbOf, viewerItems, viewerStart, zoomOffset, zoomWanted } from './gallery-state';

const slides = () => {
	document.body.innerHTML = galleryMarkup();
	return Array.from(document.querySelectorAll('.woocommerce-product-gallery__image'));
};

describe('gallery settings', () => {
	it('reads the real params: slider, zoom, viewer and the trigger, flexslider’s options as WooCommerce passes them', () => {
		expect(isSingleProductParams(REAL_PARAMS)).toBe(true);
		const settings = gallerySettings(REAL_PARAMS, 3);
		expect([settings.slider, settings.zoom, settings.viewer, settings.trigger]).toEqual([true, true, true, true]);
		expect(settings.triggerText).toBe('View full-screen image gallery');
		expect(settings.flex).toEqual({ ...FLEX_DEFAULTS, smoothHeight: true, animationSpeed: 500 });
		expect(settings.viewerOptions).toEqual({ index: null, opacity: 1, modal: false, arrowKeys: true, captions: true });
		expect(settings.zoomOptions).toEqual({ magnify: 1, duration: 120 });
	});

	it('has no slider for one image, no trigger without zoom, nothing without images or params', () => {
		expect(gallerySettings(REAL_PARAMS, 1).slider).toBe(false);
		expect(gallerySettings({ ...REAL_PARAMS, zoom_enabled: '' }, 3)).toMatchObject({ zoom: false, viewer: true, trigger: false });
		expect(gallerySettings({ ...REAL_PARAMS, flexslider_enabled: '' }, 3).slider).toBe(false);
		expect(gallerySettings(REAL_PARAMS, 0)).toMatchObject({ slider: false, zoom: false, viewer: false, trigger: false });
		expect(gallerySettings(null, 3)).toMatchObject({ slider: false, zoom: false, viewer: false, triggerText: 'View full-screen image gallery' });
	});

	it('an image click opens the viewer only without the trigger, or where there is no slider (WooCommerce 10.9)', () => {
		expect(gallerySettings(REAL_PARAMS, 3).imageOpens).toBe(false);
		expect(gallerySettings(REAL_PARAMS, 1).imageOpens).toBe(true);
		expect(gallerySettings({ ...REAL_PARAMS, zoom_enabled: '' }, 3).imageOpens).toBe(true);
		expect(gallerySettings({ ...REAL_PARAMS, photoswipe_enabled: '' }, 3).imageOpens).toBe(false);
	});

	it('reads flexslider options: rtl, fade, paging or no nav, loop, strings a filter printed', () => {
		expect(readFlexOptions({ rtl: true, animation: 'fade', controlNav: true, animationLoop: '1', animationSpeed: '250', slideshow: 'false' })).toEqual({
			...FLEX_DEFAULTS,
			rtl: true,
			fade: true,
			controlNav: 'paging',
			animationLoop: true,
			animationSpeed: 250,
		});
		expect(readFlexOptions({ controlNav: false, smoothHeight: false, directionNav: true }).controlNav).toBe(false);
		expect(readFlexOptions(undefined)).toEqual(FLEX_DEFAULTS);
	});

	it('reads the PhotoSwipe options that mean something, and zoom’s', () => {
		expect(readViewerOptions({ index: 2, bgOpacity: 0.5, escKey: false, arrowKeys: false, captionEl: false, history: true })).toEqual({ index: 2, opacity: 0.5, modal: true, arrowKeys: false, captions: false });
		expect(readViewerOptions({ index: -1, bgOpacity: 4 })).toMatchObject({ index: null, opacity: 1 });
		expect(readZoomOptions({ magnify: 2, duration: 0 })).toEqual({ magnify: 2, duration: 0 });
		expect(readZoomOptions({ magnify: 'x' }).magnify).toBe(1);
	});
});

describe('gallery items', () => {
	it('builds the thumbnails from data-thumb* and the viewer items from the large images', () => {
		const all = slides();
		expect(thumbOf(all[0]!)).toEqual({ src: '/img/p-1-100x100.jpg', srcset: '/img/p-1-100x100.jpg 100w, /img/p-1-150x150.jpg 150w', sizes: '(max-width: 100px) 100vw, 100px', alt: 'Product 1' });
		expect(viewerItems(all)).toEqual([
			{ href: '/img/p-1.jpg', width: 1600, height: 1600, alt: 'Product 1', caption: '' },
			{ href: '/img/p-2.jpg', width: 1200, height: 1500, alt: 'Product 2', caption: 'The masthead' },
			{ href: '/img/p-3.jpg', width: 400, height: 400, alt: 'Product 3', caption: '' },
		]);
	});

	it('falls back to the link, then the image, without a large image; a title is a caption', () => {
		document.body.innerHTML = '<div class="woocommerce-product-gallery__image"><a href="/a.jpg"><img src="/a-s.jpg" title="Caption" alt=""></a></div>';
		expect(viewerItems([document.querySelector('div')!])).toEqual([{ href: '/a.jpg', width: 0, height: 0, alt: '', caption: 'Caption' }]);
	});

	it('opens on the shown image unless the option names an index', () => {
		const options = readViewerOptions(undefined);
		expect(viewerStart(options, 2, 3)).toBe(2);
		expect(viewerStart({ ...options, index: 1 }, 2, 3)).toBe(1);
		expect(viewerStart({ ...options, index: 9 }, 0, 3)).toBe(2);
	});
});

describe('zoom', () => {
	it('zooms only an image wider than the gallery', () => {
		expect(zoomWanted(1600, 416)).toBe(true);
		expect(zoomWanted(400, 416)).toBe(false);
		expect(zoomWanted(416, 416)).toBe(false);
	});

	it('keeps the point under the pointer at the same fraction of both images', () => {
		const box = { width: 400, height: 400 };
		const large = { width: 1600, height: 800 };
		expect(zoomOffset(0, 0, box, large)).toEqual({ left: -0, top: -0 });
		expect(zoomOffset(200, 200, box, large)).toEqual({ left: -600, top: -200 });
		expect(zoomOffset(500, -10, box, large)).toEqual({ left: -1200, top: -0 });
	});
});
