import type { IslandSpec } from '../../runtime/loader/manifest';

/** Post carousels, post sliders, hero blocks and the featured gallery (contract theme-ui §21). */
export const island: IslandSpec = {
	selector: '.jeg_carousel_post, .jeg_slider:not(.jeg_slider_type_1), .jeg_heroblock, .featured_gallery',
	strategy: 'visible',
};
