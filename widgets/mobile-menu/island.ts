import type { IslandSpec } from '../../runtime/loader/manifest';

/** The theme's off-canvas mobile menu; its toggle sits in the mobile bar. */
export const island: IslandSpec = { selector: '#jeg_off_canvas', strategy: 'idle' };
