import type { IslandSpec } from '../../runtime/loader/manifest';

/** A single post's featured video, when the theme's "follow video" option is on. */
export const island: IslandSpec = { selector: '.jeg_featured.featured_video[data-following]', strategy: 'idle' };
