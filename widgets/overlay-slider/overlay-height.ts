/**
 * The overlay slider's height (contract theme-ui §21, spec §9). Fullscreen
 * above 1024 px it fills the window under the header; above 767 px its
 * wrapper takes the header's room too; at 767 px and below the wrapper is 45 %
 * of a window taller than 414 px, else the whole window, and the slider that
 * minus the header. The contract reads "when that (45 %) is > 414"; the spec
 * says "when taller than 414 px" of the window, which keeps landscape phones
 * full height; we follow the spec (visible behaviour).
 */
export const FULLSCREEN_BREAKPOINT = 1024;
export const MOBILE_MAX = 767;
export const MOBILE_SHARE = 0.45;
export const MOBILE_MIN_WINDOW = 414;

export interface OverlayMeasures {
	fullscreen: boolean;
	windowWidth: number;
	windowHeight: number;
	headerHeight: number;
	/** The slider's own (CSS) height, for the wrapper above 767 px. */
	sliderHeight: number;
}

/** Heights to set in px; null leaves that element's printed height alone. */
export interface OverlayHeights {
	slider: number | null;
	wrapper: number | null;
}

export function overlayHeights({ fullscreen, windowWidth, windowHeight, headerHeight, sliderHeight }: OverlayMeasures): OverlayHeights {
	if (fullscreen && windowWidth > FULLSCREEN_BREAKPOINT) return { slider: windowHeight - headerHeight, wrapper: null };
	if (windowWidth > MOBILE_MAX) return { slider: null, wrapper: sliderHeight + headerHeight };
	const wrapper = windowHeight > MOBILE_MIN_WINDOW ? Math.round(windowHeight * MOBILE_SHARE) : windowHeight;
	return { slider: wrapper - headerHeight, wrapper };
}
