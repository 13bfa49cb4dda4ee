/**
 * Where things are in a printed `form.variations_form` (read once from the
 * snapshot the component renders) and what its live fields hold (read before
 * every step, since third parties set the selects directly).
 */
import type { Fields } from './form-engine';

export const SELECTS = '.variations select';
export const QUANTITY_INPUT = '.single_variation_wrap .quantity input.qty[name="quantity"]';
export const VARIATION_ID_INPUTS = 'input[name="variation_id"], input.variation_id';

export const nameOf = (select: Element): string => select.getAttribute('data-attribute_name') || select.getAttribute('name') || '';

const selects = (form: Element) => [...form.querySelectorAll<HTMLSelectElement>(SELECTS)];

/** Each attribute's values in printed order (the options minus "Choose an option"). */
export const attributeOptions = (form: Element): Record<string, string[]> =>
	Object.fromEntries(selects(form).map((select) => [nameOf(select), [...select.options].map((option) => option.value).filter(Boolean)]));

export function readFields(form: Element): Fields {
	const quantity = form.querySelector<HTMLInputElement>(QUANTITY_INPUT);
	return { chosen: Object.fromEntries(selects(form).map((select) => [nameOf(select), select.value])), quantity: quantity ? quantity.value : '' };
}
