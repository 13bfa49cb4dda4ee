import type { IslandSpec } from '../../runtime/loader/manifest';

/** The theme's dark-mode switches (toggle modes only; the boot script covers the automatic modes). */
export const island: IslandSpec = {
	selector: 'input.jeg_dark_mode_toggle',
	strategy: 'load',
};
