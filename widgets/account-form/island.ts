import type { IslandSpec } from '../../runtime/loader/manifest';

/** The theme's account details form, in the right column of My account (theme-ui §19). */
export const island: IslandSpec = {
	selector: '.jeg_account_right form',
	strategy: 'load',
};
