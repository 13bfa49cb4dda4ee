/**
 * The theme's slider blocks as option tables (contract theme-ui §4, §21;
 * spec §9): post carousels 1–3, post sliders 2–9, hero sliders, the overlay
 * slider's thumbnail strip, the featured gallery and the horizontal video
 * playlist. Each reads the block's data attributes (strings, through the one
 * flag parser) and its column class.
 */
import { dataFlag, dataNumber } from '../../contracts/data-flag';
import { SLIDER_DEFAULTS, type SliderOptions } from './slider-options';

type Data = (name: string) => string | null;
export const dataOf = (element: Element): Data => (name) => element.getAttribute(`data-${name}`);

/** The `jeg_col_<n>` of the block, from the element or the nearest ancestor that has one. */
export function columnOf(element: Element): string {
	const holder = element.closest('[class*="jeg_col_"]');
	return /\bjeg_col_(\w+)/.exec(holder?.getAttribute('class') ?? '')?.[1] ?? '';
}

/** Post carousel type 1, 2 or 3 (`.jeg_carousel_post`): loop, no dots, mouse drag, 3000 ms when autoplaying. */
export function carouselOptions(type: number, column: string, data: Data): SliderOptions {
	const wide = column === '12';
	const half = ['6', '7', '8'].includes(column);
	const fallbackItems = type === 1 && wide ? 5 : type === 3 && half ? 2 : type === 3 && !wide ? 1 : 3;
	const items = dataNumber(data('items'), fallbackItems) || fallbackItems;
	const gutter = dataNumber(data('margin'), 20);
	const narrow = Math.min(gutter, 15);
	const responsive: SliderOptions['responsive'] =
		type === 1
			? [[0, { items: 1 }], [321, { items: 2, gutter: narrow }], [568, { items: 3, gutter: narrow }], [1024, { items, gutter }]]
			: type === 3 && half
				? [[0, { items: 1 }], [568, { items: 2 }], [1024, { items: Math.min(items, 2) }]]
				: type === 3 && !wide
					? [[0, { items: 1 }], [568, { items: 2 }]]
					: [[0, { items: 1 }], [568, { items: 2 }], [768, { items: Math.min(items, 3) }], [1024, { items }]];
	return {
		...SLIDER_DEFAULTS,
		items,
		gutter,
		dots: false,
		arrows: dataFlag(data('nav')),
		autoplay: dataFlag(data('autoplay')),
		timeout: dataNumber(data('delay'), 3000) || 3000,
		responsive,
	};
}

/** Post slider types 2–9 (`.jeg_slider_type_<n>`); type 1 is the theme's owl slider and is not a tiny-slider. */
export function postSliderOptions(type: number, column: string, data: Data): SliderOptions {
	const items = dataNumber(data('items'), 1) || 1;
	const base: SliderOptions = {
		...SLIDER_DEFAULTS,
		items: 1,
		dots: true,
		drag: false,
		autoplay: dataFlag(data('autoplay')),
		timeout: dataNumber(data('delay'), 5000) || 5000,
	};
	const multi = (edge: number, wideEdge: number): SliderOptions => ({
		...base,
		dots: false,
		drag: true,
		gutter: 5,
		edgePadding: edge,
		responsive: [
			[0, { items: 1 }],
			[568, { items: Math.min(items, 2) }],
			[768, { items: Math.min(items, 3) }],
			[1024, { items: column === '1o3' ? 1 : column === '2o3' ? Math.min(items, 3) : items, edgePadding: items > 1 ? wideEdge : edge }],
		],
	});
	switch (type) {
		case 2:
			return { ...base, arrows: false, drag: true };
		case 3:
			return multi(35, 35);
		case 4:
			return { ...base, gallery: true, speed: 1000 };
		case 5:
			return { ...base, dots: false };
		case 6:
			return { ...base, prevLabel: data('nav-prev') || base.prevLabel, nextLabel: data('nav-next') || base.nextLabel };
		case 7:
			return { ...base, gallery: true, speed: 500, dots: false, arrows: false };
		case 8:
			return multi(30, 50);
		case 9:
			return { ...base, gallery: true, dots: false, arrows: false };
		default:
			return base;
	}
}

/** A hero block printed as a slider (`.jeg_heroblock.tiny-slider`): one hero per slide, loop, arrows, no dots, drag. */
export const heroSliderOptions = (data: Data): SliderOptions => ({
	...SLIDER_DEFAULTS,
	autoplay: dataFlag(data('autoplay')),
	timeout: dataNumber(data('delay'), 5000) || 5000,
});

/** The single post's featured gallery: one image, arrows, dots, drag, no loop, no autoplay. */
export const featuredGalleryOptions = (): SliderOptions => ({ ...SLIDER_DEFAULTS, loop: false, dots: true });

/** The overlay slider's thumbnail strip: 1 → 4 thumbnails, gutter 10, loop, drag, arrows from `data-nav`. */
export const overlayStripOptions = (data: Data): SliderOptions => ({
	...SLIDER_DEFAULTS,
	gutter: 10,
	arrows: dataFlag(data('nav')),
	responsive: [[0, { items: 1 }], [380, { items: 2 }], [768, { items: 3 }], [1024, { items: 4 }]],
});

/** Thumbnails a horizontal playlist shows at its widest: one per 160 px of the playlist, 8 before it is measured. */
export const playlistItems = (rootWidth: number): number => (rootWidth > 0 ? Math.max(1, Math.floor(rootWidth / 160)) : 8);

/** The horizontal video playlist's list: no dots, arrows, no loop, drag; gutter 10 (0 on the dark playlist). */
export function playlistOptions(rootWidth: number, dark: boolean): SliderOptions {
	const items = playlistItems(rootWidth);
	return {
		...SLIDER_DEFAULTS,
		items,
		gutter: dark ? 0 : 10,
		loop: false,
		responsive: [[0, { items: 2 }], [480, { items: 3 }], [568, { items: 4 }], [768, { items: items - 1 }], [1024, { items }]],
	};
}
