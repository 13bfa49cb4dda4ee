import type { IslandSpec } from '../../runtime/loader/manifest';

/** The theme's "Next Post" popup on single posts. */
export const island: IslandSpec = { selector: 'section.jeg_popup_post', strategy: 'idle' };
