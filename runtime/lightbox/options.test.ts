import { describe, expect, it } from 'vitest';
import { LIGHTBOX_DEFAULTS, parseLightboxOptions } from './options';

describe('lightbox options', () => {
	it("has prettyPhoto 3.1.6's defaults, deep links off", () => {
		expect(parseLightboxOptions(undefined)).toEqual({ ...LIGHTBOX_DEFAULTS, horizontal_padding: 16 });
		expect(LIGHTBOX_DEFAULTS).toMatchObject({
			slideshow: 5000,
			opacity: 0.8,
			default_width: 500,
			default_height: 344,
			overlay_gallery_max: 30,
			counter_separator_label: '/',
			deeplinking: false,
		});
	});

	it('reads localized strings like the values a script passes', () => {
		const options = parseLightboxOptions({
			slideshow: '3000',
			deeplinking: '1',
			show_title: '',
			modal: 'true',
			opacity: '0.5',
			default_width: '640',
			overlay_gallery_max: 10,
			theme: 'pp_woocommerce',
		});
		expect(options).toMatchObject({
			slideshow: 3000,
			deeplinking: true,
			show_title: false,
			modal: true,
			opacity: 0.5,
			default_width: 640,
			overlay_gallery_max: 10,
			theme: 'pp_woocommerce',
			horizontal_padding: 20,
		});
	});

	it('takes slideshow false as no Play button, and ignores unreadable values and unknown keys', () => {
		expect(parseLightboxOptions({ slideshow: false }).slideshow).toBe(0);
		expect(parseLightboxOptions({ slideshow: 'false' }).slideshow).toBe(0);
		const options = parseLightboxOptions({ default_height: 'tall', opacity: -1, allow_resize: {}, markup: '<div>', theme: 5 });
		expect(options.default_height).toBe(344);
		expect(options.opacity).toBe(0.8);
		expect(options.allow_resize).toBe(true);
		expect(options.theme).toBe('pp_default');
		expect('markup' in options).toBe(false);
	});

	it('layers: later sources over earlier ones', () => {
		const woocommerce = parseLightboxOptions({ theme: 'pp_woocommerce', deeplinking: false });
		expect(parseLightboxOptions({ slideshow: 1000 }, woocommerce)).toMatchObject({ theme: 'pp_woocommerce', slideshow: 1000 });
	});
});
