/**
 * What each swatch of a group shows for the form's model, as the swatches
 * plugin draws it: `selected`, the value's state (`disabled`, `no-stock`),
 * the low-stock label when every other group is chosen, and the accessible
 * name ("L, Out of stock"). Decided without the DOM.
 */
import type { SwatchesOptions, WcVariation } from '../../contracts/variations';
import { flagOn, localizedCount } from '../../contracts/variations';
import type { ValueState } from './availability';
import type { States } from './form-engine';
import { type Chosen, findMatchingVariations } from './match';
import { DEFAULT_STOCK_THRESHOLD, stockLabel } from './stock-label';
import { __ } from '../../runtime/i18n';

const outOfStockText = () => __('Out of stock');

export interface SwatchSettings {
	showLabel: boolean;
	clearOnReselect: boolean;
	showStock: boolean;
	threshold: number;
	separator: string;
	outOfStock: string;
}

export const swatchSettings = (options: SwatchesOptions): SwatchSettings => ({
	showLabel: flagOn(options.show_variation_label),
	clearOnReselect: flagOn(options.clear_on_reselect),
	showStock: flagOn(options.show_variation_stock),
	threshold: localizedCount(options.stock_label_threshold, DEFAULT_STOCK_THRESHOLD),
	separator: options.variation_label_separator,
	outOfStock: options.out_of_stock_tooltip_text || outOfStockText(),
});

export interface SwatchItemView {
	value: string;
	title: string;
	selected: boolean;
	state: ValueState;
	/** "Only 2 left in stock", or "". */
	stock: string;
	/** "L, Out of stock", or undefined when the title says it all. */
	ariaLabel: string | undefined;
}

/** What the form knows, for drawing one group. */
export interface SwatchInput {
	states: States | null;
	variations: readonly WcVariation[];
	chosen: Chosen;
}

/** A swatch's state: one the select would take out is greyed out like a disabled one (swatches are never removed). */
export function stateOf(states: States | null, name: string, value: string): ValueState {
	if (!states) return 'available';
	const state = states[name] && states[name].get(value);
	return !state || state === 'detached' ? 'disabled' : state;
}

/** `groups`: the names of every swatch group; the stock label waits until the others are chosen. */
export function swatchItems(
	name: string,
	items: ReadonlyArray<{ value: string; title: string }>,
	groups: readonly string[],
	input: SwatchInput,
	settings: SwatchSettings,
): SwatchItemView[] {
	const others = groups.every((other) => other === name || Boolean(input.chosen[other]));
	return items.map(({ value, title }) => {
		const state = stateOf(input.states, name, value);
		let stock = '';
		if (settings.showStock && state === 'available' && others && input.states)
			stock = stockLabel(findMatchingVariations(input.variations, { ...input.chosen, [name]: value })[0], settings.threshold);
		const note = state === 'no-stock' ? settings.outOfStock : stock;
		return { value, title, selected: value !== '' && value === input.chosen[name], state, stock, ariaLabel: note ? `${title}, ${note}` : undefined };
	});
}
