import type { IslandSpec } from '../../runtime/loader/manifest';

/** Post lists the theme lays out as masonry (contract theme-ajax: `.jeg_posts_masonry`). */
export const island: IslandSpec = { selector: '.jeg_posts_masonry', strategy: 'visible' };
