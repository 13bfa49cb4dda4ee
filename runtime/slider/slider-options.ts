/**
 * What a slider is (contract theme-ui §21, spec §9): the options the theme
 * passed to tiny-slider, and its `responsive` table as a list of
 * `[minimum window width, layout]` rows. `layoutAt` reads the row a window
 * width falls in, as tiny-slider does (each row carries over what it does
 * not set).
 */
export interface SlideLayout {
	items: number;
	gutter: number;
	edgePadding: number;
}

export interface SliderOptions extends SlideLayout {
	loop: boolean;
	arrows: boolean;
	dots: boolean;
	drag: boolean;
	autoplay: boolean;
	/** Autoplay delay, ms. */
	timeout: number;
	/** Transition length, ms. */
	speed: number;
	/** Fade between slides (tiny-slider's gallery mode) instead of moving the track. */
	gallery: boolean;
	prevLabel: string;
	nextLabel: string;
	responsive: readonly (readonly [number, Partial<SlideLayout>])[];
}

export const SLIDER_DEFAULTS: SliderOptions = {
	items: 1,
	gutter: 0,
	edgePadding: 0,
	loop: true,
	arrows: true,
	dots: false,
	drag: true,
	autoplay: false,
	timeout: 5000,
	speed: 300,
	gallery: false,
	prevLabel: 'prev',
	nextLabel: 'next',
	responsive: [],
};

export function layoutAt(options: SliderOptions, width: number): SlideLayout {
	const layout: SlideLayout = { items: options.items, gutter: options.gutter, edgePadding: options.edgePadding };
	for (const [minimum, row] of options.responsive) if (width >= minimum) Object.assign(layout, row);
	return { ...layout, items: Math.max(1, Math.floor(layout.items)) };
}
