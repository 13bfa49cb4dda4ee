import type { IslandContext } from '../../runtime/loader/manifest';
import { defineIsland } from '../../runtime/react/define-island';
import { readSwatchOptionsFor, readVariationFormProps } from './read-props';
import { VariationForm } from './variation-form';

/**
 * The swatches plugin's part is a chunk of its own, fetched before hydrating
 * where the form prints swatch lists and the plugin's options; if it cannot be
 * fetched, the selects work without it.
 */
export default async function mountVariations(element: HTMLElement, context: IslandContext) {
	const props = readVariationFormProps(element);
	if (!props) return;
	const options = readSwatchOptionsFor(element);
	const layer = options && (await import('./swatch-layer').catch(() => null));
	const swatches = layer && options ? { createSwatchLayer: layer.createSwatchLayer, options } : null;
	return defineIsland(() => ({ ...props, swatches }), VariationForm)(element, context);
}
