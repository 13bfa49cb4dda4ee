import type { IslandSpec } from '../../runtime/loader/manifest';

/** A field's description as woocommerce_form_field() prints it next to the control. */
export const island: IslandSpec = {
	selector: '.woocommerce-input-wrapper span.description',
	strategy: 'load',
};
