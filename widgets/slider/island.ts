import type { IslandSpec } from '../../runtime/loader/manifest';

/**
 * Post carousels, post sliders, hero blocks and the featured gallery (contract theme-ui §21).
 * `idle`, not `visible`: the island also takes each post's nameless thumbnail link out of the
 * accessibility tree, and a screen reader lists a page's links without scrolling to them (the
 * theme, too, set up every slider at load).
 */
export const island: IslandSpec = {
	selector: '.jeg_carousel_post, .jeg_slider:not(.jeg_slider_type_1), .jeg_heroblock, .featured_gallery',
	strategy: 'idle',
};
