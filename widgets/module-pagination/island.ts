import type { IslandSpec } from '../../runtime/loader/manifest';

/** A JNews block whose paging runs by AJAX (next/prev, load more, infinite scroll); other modes print plain links. */
export const island: IslandSpec = {
	selector:
		'.jeg_module_hook.jeg_pagination_nextprev[data-unique], .jeg_module_hook.jeg_pagination_loadmore[data-unique], .jeg_module_hook.jeg_pagination_scrollload[data-unique]',
	strategy: 'visible',
};
