import type { IslandSpec } from '../../runtime/loader/manifest';

/** Animated GIFs in an article's body; the image the island wraps carries `ff-image` and is not matched again. */
export const island: IslandSpec = { selector: '.content-inner img[src$=".gif"]:not(.ff-image)', strategy: 'visible' };
