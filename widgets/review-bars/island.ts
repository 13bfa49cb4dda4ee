import type { IslandSpec } from '../../runtime/loader/manifest';

/** The jnews-review box's percentage and point bars, printed empty: they fill once the box is in view. */
export const island: IslandSpec = { selector: '.jeg_reviewbars', strategy: 'visible' };
