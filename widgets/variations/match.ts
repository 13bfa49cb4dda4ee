/**
 * Which variations fit the chosen attributes, as WooCommerce's
 * add-to-cart-variation.js decides it: an attribute fits when either side is
 * empty or both are equal. An empty value on the variation means "any value"
 * (the variation was saved with "Any Color…"); an empty choice means "not
 * chosen yet", so partial choices narrow the list without excluding anything.
 */
import type { WcVariation } from '../../contracts/variations';

/** `attribute_pa_color` → chosen value ("" when not chosen), in form order. */
export type Chosen = Record<string, string>;

export function isMatch(variationAttributes: Readonly<Record<string, string>>, chosen: Readonly<Chosen>): boolean {
	for (const name of Object.keys(variationAttributes)) {
		const own = variationAttributes[name];
		const wanted = Object.prototype.hasOwnProperty.call(chosen, name) ? chosen[name] : '';
		if (own && wanted && own !== wanted) return false;
	}
	return true;
}

export const findMatchingVariations = (variations: readonly WcVariation[], chosen: Readonly<Chosen>): WcVariation[] =>
	variations.filter((variation) => isMatch(variation.attributes, chosen));

/** True when every attribute has a value (and there is at least one attribute). */
export function allChosen(chosen: Readonly<Chosen>): boolean {
	const values = Object.values(chosen);
	return values.length > 0 && values.every(Boolean);
}

/** How many attributes have a value. */
export const chosenCount = (chosen: Readonly<Chosen>): number => Object.values(chosen).filter(Boolean).length;
