import type { IslandSpec } from '../../runtime/loader/manifest';

/** The author box container, only when the theme truncated it (more than three contributors). */
export const island: IslandSpec = { selector: '.jnews_author_box_container.author-truncate', strategy: 'visible' };
