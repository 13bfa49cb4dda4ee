/**
 * What `wc_variation_form` hands its listeners: WooCommerce passes its `VariationForm` instance,
 * and plugins read the form's parts and data from it and call its helpers (a price or swatch
 * add-on asks `getChosenAttributes()`, a theme calls `toggleResetLink`). This is the same
 * surface over the island: the parts as jQuery collections where jQuery is on the page (the
 * elements otherwise), the variations, and the helpers, each doing what WooCommerce's does
 * through the form's engine.
 */
import type { ProductVariations } from '../../contracts/variations';
import { elementSet } from '../../runtime/events';
import type { FormEngine } from './form-engine';
import { SELECTS, readFields } from './form-markup';
import { chosenCount, findMatchingVariations, isMatch } from './match';

export function variationFormApi(form: HTMLElement, engine: FormEngine) {
	const one = (element: Element | null) => elementSet(element ? [element] : []);
	const inForm = (selector: string) => one(form.querySelector(selector));
	const variations: ProductVariations = engine.model.variations;
	return {
		$form: one(form),
		$attributeFields: elementSet([...form.querySelectorAll(SELECTS)]),
		$singleVariation: inForm('.single_variation'),
		$singleVariationWrap: inForm('.single_variation_wrap'),
		$resetVariations: inForm('.reset_variations'),
		$resetAlert: inForm('.reset_variations_alert'),
		$product: one(form.closest('.product')),
		variationData: variations,
		useAjax: variations === false,
		/** WooCommerce's lookup in flight (a jqXHR), or false: the islands' lookups are fetches, never handed out. */
		xhr: false,
		/** True while `wc_variation_form` is going out, as WooCommerce's first check is still "loading" then. */
		loading: true,
		getChosenAttributes() {
			const { chosen } = readFields(form);
			return { data: chosen, count: Object.keys(chosen).length, chosenCount: chosenCount(chosen) };
		},
		findMatchingVariations,
		isMatch,
		toggleResetLink: (on: boolean) => engine.showResetLink(readFields(form), on),
		showNoMatchingVariationsMsg: () => engine.sayNoMatch(readFields(form)),
	};
}
