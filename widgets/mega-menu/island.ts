import type { IslandSpec } from '../../runtime/loader/manifest';

/** A category mega menu item of the theme's main menu (hover is no loader wake event, so idle). */
export const island: IslandSpec = {
	selector: 'li.jeg_megamenu',
	strategy: 'idle',
};
