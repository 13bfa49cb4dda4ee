import type { IslandSpec } from '../../runtime/loader/manifest';

/** The share plugin's selection menu, printed in the footer of single posts. */
export const island: IslandSpec = { selector: '#selectShareContainer', strategy: 'idle' };
