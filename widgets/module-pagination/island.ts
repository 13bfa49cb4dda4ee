import type { IslandSpec } from '../../runtime/loader/manifest';

/** A JNews block; only next/prev, load more and infinite scroll page by AJAX (readProps leaves the other modes, plain links, alone). */
export const island: IslandSpec = {
	selector: '.jeg_module_hook[data-unique]',
	strategy: 'visible',
};
