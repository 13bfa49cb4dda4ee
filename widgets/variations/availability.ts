/**
 * Which values of each attribute can still be picked, given the others
 * (WooCommerce's `update_variation_values`). A value of attribute A is looked
 * up with A itself left out of the choice, so a shopper can always switch A:
 *
 * - `detached`: no variation at all has this value with the other choices
 *   (WooCommerce takes the option out of the select; a swatch is greyed out);
 * - `disabled`: only inactive variations have it (the option is disabled, the
 *   swatch greyed out; both are skipped by the keyboard);
 * - `no-stock`: such variations exist but none is in stock (still selectable:
 *   the form then says "Out of stock" and keeps the button disabled);
 * - `available`: at least one active, in-stock variation has it.
 *
 * A variation whose value for A is empty ("any") makes every value of A possible.
 */
import type { WcVariation } from '../../contracts/variations';
import { type Chosen, findMatchingVariations } from './match';

export type ValueState = 'available' | 'no-stock' | 'disabled' | 'detached';

const RANK: Record<ValueState, number> = { detached: 0, disabled: 1, 'no-stock': 2, available: 3 };

/** A value no shopper can pick now: taken out, or disabled. */
export const unavailable = (state: ValueState | undefined): boolean => state === undefined || state === 'detached' || state === 'disabled';

/** The state of each of `values` (the attribute's options, in order) for attribute `name`. */
export function valueStates(
	variations: readonly WcVariation[],
	chosen: Readonly<Chosen>,
	name: string,
	values: readonly string[],
): Map<string, ValueState> {
	const states = new Map<string, ValueState>(values.map((value) => [value, 'detached']));
	const raise = (value: string, state: ValueState) => {
		const current = states.get(value);
		if (current && RANK[state] > RANK[current]) states.set(value, state);
	};
	for (const variation of findMatchingVariations(variations, { ...chosen, [name]: '' })) {
		if (!Object.prototype.hasOwnProperty.call(variation.attributes, name)) continue;
		const state: ValueState = !variation.variation_is_active ? 'disabled' : variation.is_in_stock ? 'available' : 'no-stock';
		const own = variation.attributes[name];
		if (own) raise(own, state);
		else for (const value of values) raise(value, state);
	}
	return states;
}

/** The states of every attribute of the form at once. */
export function formStates(
	variations: readonly WcVariation[],
	chosen: Readonly<Chosen>,
	options: Readonly<Record<string, readonly string[]>>,
): Record<string, Map<string, ValueState>> {
	const result: Record<string, Map<string, ValueState>> = {};
	for (const name of Object.keys(options)) result[name] = valueStates(variations, chosen, name, options[name]);
	return result;
}
