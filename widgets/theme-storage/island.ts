import type { IslandSpec } from '../../runtime/loader/manifest';

/**
 * Every JNews page (the theme adds `jnews` to the body classes) carries the
 * inline `jnews.library`, whose `jnews-` storage entries expire after 12
 * hours. Idle: the sweep waits for nothing and nothing waits for it.
 */
export const island: IslandSpec = { selector: 'body.jnews', strategy: 'idle' };
