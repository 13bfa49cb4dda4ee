import type { IslandSpec } from '../../runtime/loader/manifest';

/** The theme's header search box with its live-result box (readProps leaves the modal variant, which has none, alone). Idle, not interaction: the loader replays an early click on the island element, and here the click lands on the toggle inside it. */
export const island: IslandSpec = {
	selector: '.jeg_search_wrapper',
	strategy: 'idle',
};
