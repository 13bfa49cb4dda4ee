import type { IslandSpec } from '../../runtime/loader/manifest';

/** The zoom buttons in a single post's meta bar (printed when `jnewsoption.zoom_button` is 1). */
export const island: IslandSpec = {
	selector: '.jeg_meta_zoom',
	strategy: 'load',
};
