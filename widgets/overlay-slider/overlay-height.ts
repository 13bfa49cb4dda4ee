/**
 * The overlay slider's height (contract theme-ui §21, spec §9). Fullscreen
 * above 1024 px it fills the window under the header; above 767 px its
 * wrapper takes the header's room too; at 767 px and below the wrapper is 45 %
 * of the window when that share is taller than 414 px, else the whole window,
 * and the slider that minus the header. So a phone or small tablet (45 % of
 * an 800 px window is 360) gets the full height; only windows taller than
 * 920 px get the 45 % band. The spec's "when taller than 414 px" is that
 * share, as the contract states it.
 */
export const FULLSCREEN_BREAKPOINT = 1024;
export const MOBILE_MAX = 767;
export const MOBILE_SHARE = 0.45;
/** The least height of the 45 % band; a shorter band gives way to the whole window. */
export const MOBILE_MIN_BAND = 414;

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
	const band = Math.round(windowHeight * MOBILE_SHARE);
	const wrapper = band > MOBILE_MIN_BAND ? band : windowHeight;
	return { slider: wrapper - headerHeight, wrapper };
}
