import type { IslandSpec } from '../../runtime/loader/manifest';

/** The theme's header search box with its live-result box (modal search has none). Idle, not interaction: the loader replays an early click on the island element, and here the click lands on the toggle inside it. */
export const island: IslandSpec = {
	selector: '.jeg_search_wrapper:not(.jeg_search_modal_expand)',
	strategy: 'idle',
};
