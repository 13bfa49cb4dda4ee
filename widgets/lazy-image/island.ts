import type { IslandSpec } from '../../runtime/loader/manifest';

/** The theme's lazysizes images and backgrounds. */
export const island: IslandSpec = { selector: 'img.lazyload[data-src], .lazyload[data-bgset]', strategy: 'visible' };
