import type { IslandSpec } from '../../runtime/loader/manifest';

/** Sidebars the theme marks sticky, and the share plugin's floating bar (contract theme-ui §5). */
export const island: IslandSpec = { selector: '.jeg_sticky_sidebar, .share-float', strategy: 'idle' };
