import type { IslandSpec } from '../../runtime/loader/manifest';

/** The theme's overlay slider; only the first one on a page is driven, as in the theme (contract theme-ui §21). */
export const island: IslandSpec = { selector: '.jeg_overlay_slider', strategy: 'visible' };
