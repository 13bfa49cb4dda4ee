import type { IslandSpec } from '../../runtime/loader/manifest';

/** The jnews-review plugin's review search block. */
export const island: IslandSpec = {
	selector: '.jeg_review_search[data-id]',
	strategy: 'visible',
};
