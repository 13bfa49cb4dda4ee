import type { IslandSpec } from '../../runtime/loader/manifest';

/** The theme's tabbed post widget (Trending / Comments / Latest). */
export const island: IslandSpec = { selector: '.jeg_tabpost_widget', strategy: 'visible' };
