import type { IslandSpec } from '../../runtime/loader/manifest';

/** The side feed panel with its tabs (the "as sidebar" variant has none and stays as printed). */
export const island: IslandSpec = {
	selector: '#jeg_sidecontent',
	strategy: 'visible',
};
