import type { IslandSpec } from '../../runtime/loader/manifest';

/** The theme's footer back-to-top link. */
export const island: IslandSpec = { selector: '.jscroll-to-top', strategy: 'idle' };
