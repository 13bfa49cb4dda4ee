import type { IslandSpec } from '../../runtime/loader/manifest';

/** The theme's sticky navigation bars: desktop (printed unless the follow mode is normal) and mobile. */
export const island: IslandSpec = { selector: '.jeg_stickybar[data-mode], .jeg_navbar_mobile[data-mode]', strategy: 'load' };
