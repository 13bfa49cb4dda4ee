import type { IslandSpec } from '../../runtime/loader/manifest';

/** The theme's header cart (`.jeg_cart` with `.cartlink`): refreshed detail and its hover/focus dropdown. */
export const island: IslandSpec = {
	selector: '.jeg_cart',
	strategy: 'idle',
};
