import { describe, expect, it } from 'vitest';
import {
	carouselOptions,
	featuredGalleryOptions,
	heroSliderOptions,
	overlayStripOptions,
	playlistItems,
	playlistOptions,
	postSliderOptions,
} from './block-sliders';
import { layoutAt, type SliderOptions } from './slider-options';

const WIDTHS = [0, 321, 380, 480, 568, 768, 1024];
const data = (values: Record<string, string>) => (name: string) => values[name] ?? null;
const items = (options: SliderOptions) => WIDTHS.map((width) => layoutAt(options, width).items);
const gutters = (options: SliderOptions) => WIDTHS.map((width) => layoutAt(options, width).gutter);

describe('slider breakpoint tables at 0/321/380/480/568/768/1024', () => {
	it('post carousel type 1: 1, 2 from 321, 3 from 568 with the gutter capped at 15, then data-items (5 in a full-width column)', () => {
		const carousel = carouselOptions(1, '12', data({}));
		expect(items(carousel)).toEqual([1, 2, 2, 2, 3, 3, 5]);
		expect(gutters(carousel)).toEqual([20, 15, 15, 15, 15, 15, 20]);
		expect(items(carouselOptions(1, '8', data({ items: '4', margin: '10' })))).toEqual([1, 2, 2, 2, 3, 3, 4]);
		expect(gutters(carouselOptions(1, '8', data({ items: '4', margin: '10' })))).toEqual(Array(7).fill(10));
	});

	it('post carousel type 2: 1, 2 from 568, min(items, 3) from 768, items from 1024', () => {
		expect(items(carouselOptions(2, '12', data({ items: '5' })))).toEqual([1, 1, 1, 1, 2, 3, 5]);
		expect(items(carouselOptions(2, '4', data({ items: '2' })))).toEqual([1, 1, 1, 1, 2, 2, 2]);
	});

	it('post carousel type 3 by column', () => {
		expect(items(carouselOptions(3, '12', data({ items: '4' })))).toEqual([1, 1, 1, 1, 2, 3, 4]);
		expect(items(carouselOptions(3, '8', data({ items: '4' })))).toEqual([1, 1, 1, 1, 2, 2, 2]);
		expect(items(carouselOptions(3, '4', data({})))).toEqual([1, 1, 1, 1, 2, 2, 2]);
	});

	it('carousel options: 3000 ms autoplay, speed 300, loop, no dots, arrows and autoplay from the flag parser', () => {
		const on = carouselOptions(2, '12', data({ autoplay: 'true', nav: '1' }));
		expect([on.autoplay, on.arrows, on.timeout, on.speed, on.loop, on.dots]).toEqual([true, true, 3000, 300, true, false]);
		const off = carouselOptions(2, '12', data({ autoplay: 'false', nav: '0', delay: '4500' }));
		expect([off.autoplay, off.arrows, off.timeout]).toEqual([false, false, 4500]);
	});

	it('post slider types: defaults, type 3 and 8 per column, gallery speeds', () => {
		const type1 = postSliderOptions(5, '12', data({ autoplay: '1' }));
		expect([type1.autoplay, type1.timeout, type1.speed, type1.dots, type1.arrows, type1.drag]).toEqual([true, 5000, 300, false, true, false]);
		expect(items(postSliderOptions(3, '12', data({ items: '4' })))).toEqual([1, 1, 1, 1, 2, 3, 4]);
		expect(items(postSliderOptions(3, '2o3', data({ items: '4' })))).toEqual([1, 1, 1, 1, 2, 3, 3]);
		expect(items(postSliderOptions(3, '1o3', data({ items: '4' })))).toEqual([1, 1, 1, 1, 2, 3, 1]);
		expect(WIDTHS.map((width) => layoutAt(postSliderOptions(3, '12', data({ items: '3' })), width).edgePadding)).toEqual(Array(7).fill(35));
		expect(WIDTHS.map((width) => layoutAt(postSliderOptions(8, '12', data({ items: '3' })), width).edgePadding)).toEqual([30, 30, 30, 30, 30, 30, 50]);
		expect(layoutAt(postSliderOptions(8, '12', data({ items: '1' })), 1024).edgePadding).toBe(30);
		expect(postSliderOptions(4, '12', data({})).speed).toBe(1000);
		expect(postSliderOptions(7, '12', data({})).speed).toBe(500);
		expect(postSliderOptions(2, '12', data({})).arrows).toBe(false);
		expect(postSliderOptions(6, '12', data({ 'nav-prev': 'Back', 'nav-next': 'On' })).prevLabel).toBe('Back');
	});

	it('hero slider and featured gallery: one item at every width', () => {
		expect(items(heroSliderOptions(data({})))).toEqual(Array(7).fill(1));
		expect(heroSliderOptions(data({ autoplay: 'yes' })).timeout).toBe(5000);
		const gallery = featuredGalleryOptions();
		expect([gallery.loop, gallery.dots, gallery.autoplay, ...items(gallery)]).toEqual([false, true, false, ...Array(7).fill(1)]);
	});

	it('overlay slider strip: 1, 2 from 380, 3 from 768, 4 from 1024, gutter 10', () => {
		const strip = overlayStripOptions(data({ nav: '1' }));
		expect(items(strip)).toEqual([1, 1, 2, 2, 2, 3, 4]);
		expect(gutters(strip)).toEqual(Array(7).fill(10));
	});

	it('horizontal playlist: 2, 3 at 480, 4 at 568, rootWidth/160 − 1 at 768, rootWidth/160 at 1024', () => {
		expect(items(playlistOptions(0, false))).toEqual([2, 2, 2, 3, 4, 7, 8]);
		expect(items(playlistOptions(1000, false))).toEqual([2, 2, 2, 3, 4, 5, 6]);
		expect([playlistItems(1000), playlistItems(159), playlistItems(0)]).toEqual([6, 1, 8]);
		expect(playlistOptions(800, true).gutter).toBe(0);
		expect(playlistOptions(800, false).gutter).toBe(10);
		expect(playlistOptions(800, false).loop).toBe(false);
	});
});
