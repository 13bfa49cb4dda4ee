import type { IslandSpec } from '../../runtime/loader/manifest';

/**
 * WordPress prints `wpApiSettings` (the `wp-api-request` handle's data) only when a script on
 * the page asked for the REST API. Idle: nothing on the page waits for it at load.
 */
export const island: IslandSpec = {
	selector: 'script#wp-api-request-js-extra',
	strategy: 'idle',
};
