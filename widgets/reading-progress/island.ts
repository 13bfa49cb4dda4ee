import type { IslandSpec } from '../../runtime/loader/manifest';

/** The theme's reading progress bar, printed on single posts when enabled. */
export const island: IslandSpec = { selector: '.jeg_read_progress_wrapper', strategy: 'idle' };
