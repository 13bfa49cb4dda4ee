/**
 * The hero block's gaps (contract theme-ui §21, spec §9): the block's
 * `data-margin` is the gap between posts, drawn as padding on each post and
 * taken back by a negative margin on the wrapper. At 667 px or narrower the
 * gap is capped at 5 and moves to the scroller (the horizontally scrolling
 * row), except in slider heroes, whose slides do not scroll.
 */
export const HERO_MOBILE_BREAKPOINT = 667;
export const HERO_MOBILE_MARGIN_CAP = 5;

export interface HeroSpacing {
	wrapper: { marginLeft: string; marginBottom: string };
	post: { padding: string };
	/** Null when the scroller keeps its printed margin (slider heroes). */
	scroller: { marginLeft: string } | null;
}

export function heroSpacing(windowWidth: number, margin: number, slider: boolean): HeroSpacing {
	if (windowWidth > HERO_MOBILE_BREAKPOINT)
		return { wrapper: { marginLeft: `-${margin}px`, marginBottom: `-${margin}px` }, post: { padding: `0 0 ${margin}px ${margin}px` }, scroller: null };
	const capped = Math.min(margin, HERO_MOBILE_MARGIN_CAP);
	return {
		wrapper: { marginLeft: '0px', marginBottom: '0px' },
		post: { padding: `0 0 ${capped}px ${capped}px` },
		scroller: slider ? null : { marginLeft: `-${capped}px` },
	};
}
