import type { IslandSpec } from '../../runtime/loader/manifest';

/** A button that opens printed content in the dialog service: `data-dialog-open="<id of the content>"`. */
export const island: IslandSpec = {
	selector: '[data-dialog-open]',
	strategy: 'interaction',
};
