/**
 * What WooCommerce's add-to-cart-variation.js decides for one
 * `form.variations_form`, without the DOM. The component reads the form's
 * live fields (third parties set the selects directly), hands them to a step
 * (a change, `check_variations`, the reset link, the disabled button, a
 * lookup's answer), renders the model the step publishes, and only then runs
 * the step's effects in order (events, `change` dispatches, the get_variation
 * request, focus), so every listener sees the page the event speaks of.
 *
 * A cycle (a select changed; a swatch or the reset link sets its select and
 * says `change` first): clear `variation_id`, then
 * - not every attribute chosen: narrow the options (`update_variation_values`)
 *   and reset the displayed variation (`reset_data`);
 * - all chosen, variations inline: narrow, match, then show the variation
 *   (`show_variation`, `found_variation`) or reset and say nothing matched;
 * - all chosen, `data-product_variations="false"`: ask `get_variation` (a
 *   newer check cancels the older request) and show what it answers.
 */
import type { ProductVariations, WcAddToCartVariationParams, WcVariation } from '../../contracts/variations';
import { formStates, unavailable, type ValueState } from './availability';
import { allChosen, type Chosen, chosenCount, findMatchingVariations } from './match';
import { type QuantityView, quantityFor } from './quantity';

export type States = Record<string, Map<string, ValueState>>;
export type ButtonState = 'purchasable' | 'unavailable' | 'needs-selection';

/** `change` targets besides the attribute selects (whose effects name their attribute). */
export const VARIATION_ID = 0;
export const QUANTITY = 1;

/**
 * - `emit`: an event, from `.single_variation` when `panel`;
 * - `change`: `change` on a field we set;
 * - `lookup` / `abort`: start or cancel the get_variation request;
 * - `focus`: the first choice, after a reset;
 * - `ready`: the first check ran: `wc_variation_form` goes out with the form's API.
 */
export type FormEffect =
	| { kind: 'emit'; name: string; args: unknown[]; panel: boolean }
	| { kind: 'change'; field: string | number }
	| { kind: 'lookup'; token: number; choice: Chosen }
	| { kind: 'abort' | 'focus' | 'ready' };

/** The form's live fields, read before every step. */
export interface Fields {
	chosen: Chosen;
	quantity: string;
}

export interface Notice {
	className: string;
	text: string;
	/** A new notice is a new element, so a live region says it again. */
	id: number;
}

export interface FormModel {
	/** 0 until the first check ran: the form shows what the PHP printed. */
	revision: number;
	variations: ProductVariations;
	chosen: Chosen;
	/** Per attribute, per value; null on the AJAX path, where every value stays possible. */
	states: States | null;
	shown: WcVariation | null;
	button: ButtonState;
	variationId: string;
	quantity: QuantityView;
	notice: Notice | null;
	/** The token of the lookup in flight, or 0. */
	pending: number;
	resetLink: boolean;
	/** The reset announcement, said until the next choice; a new object each reset, so it is written again. */
	resetAlert: { text: string } | null;
}

export type LookupAnswer = { kind: 'found'; variation: WcVariation } | { kind: 'no-match' } | { kind: 'failed'; reason: string };

/** Ours: a failed lookup (WooCommerce has no such state) and a click on the disabled button. */
const NOTICE = 'islands-variation-notice woocommerce-';
const NO_MATCH = 'wc-no-matching-variations woocommerce-info';
const LOOKUP_FAILED = 'This combination could not be checked. ';

export type FormEngine = ReturnType<typeof createFormEngine>;

export function createFormEngine(
	variations: ProductVariations,
	/** Each attribute's values, in printed order. */
	options: Readonly<Record<string, readonly string[]>>,
	params: WcAddToCartVariationParams,
	fields: Fields,
	variationId: string,
	/** Called with each new model; the component renders it. */
	publish: (model: FormModel) => void,
) {
	let effects: FormEffect[] = [];
	let model: FormModel = {
		revision: 0,
		variations,
		chosen: fields.chosen,
		states: null,
		shown: null,
		button: 'needs-selection',
		variationId,
		quantity: { value: fields.quantity },
		notice: null,
		pending: 0,
		resetLink: false,
		resetAlert: null,
	};
	let m = model;
	let failure = '';
	let token = 0;
	let noticeId = 0;

	/** Runs `work` on a draft of the model over the live fields, then publishes it. */
	const step =
		<A extends unknown[]>(work: (...args: A) => void) =>
		(fields: Fields, ...args: A): void => {
			m = { ...model, chosen: { ...fields.chosen }, quantity: { ...model.quantity, value: fields.quantity } };
			work(...args);
			publish((model = { ...m, revision: model.revision + 1 }));
		};

	const emit = (name: string, args: unknown[] = [], panel = false) => effects.push({ kind: 'emit', name, args, panel });
	const changed = (field: string | number) => effects.push({ kind: 'change', field });
	const notice = (className: string, text: string) => (m.notice = { className, text, id: ++noticeId });

	/** `update_variation_values`: narrows the options and clears choices that became impossible. */
	function updateValues(changedName?: string): void {
		if (m.variations) {
			const names = Object.keys(m.chosen);
			const cleared = new Set<string>();
			for (let pass = 0; pass <= names.length; pass++) {
				const states = (m.states = formStates(m.variations, m.chosen, options));
				const impossible = names.filter((name) => m.chosen[name] && unavailable(states[name].get(m.chosen[name])));
				if (!impossible.length) break;
				// The shopper's newest choice stays; the older ones it rules out go (WooCommerce could clear both).
				const older = impossible.filter((name) => name !== changedName);
				for (const name of older.length ? older : impossible) {
					m.chosen[name] = '';
					cleared.add(name);
				}
			}
			cleared.forEach(changed);
			emit('woocommerce_update_variation_values');
		}
		emit('update_variation_values');
	}

	function found(variation: WcVariation): void {
		failure = '';
		m.notice = null;
		m.shown = variation;
		m.variationId = String(variation.variation_id);
		changed(VARIATION_ID);
		m.quantity = quantityFor(variation, m.quantity.value);
		changed(QUANTITY);
		const purchasable = variation.is_purchasable && variation.is_in_stock && variation.variation_is_visible;
		m.button = purchasable ? 'purchasable' : 'unavailable';
		emit('show_variation', [variation, purchasable], true);
		emit('found_variation', [variation]);
	}

	/** `reset_data`: the SKU and image back, the variation block hidden, the button waiting for a choice. */
	function resetData(): void {
		failure = '';
		m.notice = m.shown = null;
		emit('reset_image');
		m.button = 'needs-selection';
		emit('hide_variation', [], true);
		emit('reset_data');
	}

	function check(changedName?: string, loading?: boolean): void {
		// A lookup in flight answers for a choice that no longer stands.
		if (m.pending) effects.push({ kind: 'abort' });
		m.pending = 0;
		const all = allChosen(m.chosen);
		if (all && !m.variations) effects.push({ kind: 'lookup', token: (m.pending = ++token), choice: { ...m.chosen } });
		else {
			updateValues(changedName);
			const match = allChosen(m.chosen) && m.variations && findMatchingVariations(m.variations, m.chosen)[0];
			if (match) found(match);
			else {
				resetData();
				// Like WooCommerce's, the first check never says "no match".
				if (allChosen(m.chosen) && !loading) notice(NO_MATCH, params.i18n_no_matching_variations_text);
			}
		}
		m.resetLink = chosenCount(m.chosen) > 0;
		emit('check_variations');
		if (loading) effects.push({ kind: 'ready' });
	}

	const answerStep = step((answer: LookupAnswer) => {
		m.pending = 0;
		if (answer.kind === 'found') found(answer.variation);
		else {
			resetData();
			if (answer.kind === 'no-match') notice(NO_MATCH, params.i18n_no_matching_variations_text);
			else notice(NOTICE + 'error', (failure = LOOKUP_FAILED + answer.reason));
		}
	});

	function cycle(name: string, announce?: boolean): void {
		if (announce) changed(name);
		m.variationId = '';
		changed(VARIATION_ID);
		// A new choice ends the reset announcement (WooCommerce's `clear_reset_announcement`).
		m.resetAlert = null;
		emit('clear_reset_announcement');
		m.notice = null;
		if (m.variations) emit('woocommerce_variation_select_change');
		check(name);
		emit('woocommerce_variation_has_changed');
	}

	return {
		get model() {
			return model;
		},
		/** Effects of the steps published so far, in order; each is handed out once. */
		take(): FormEffect[] {
			const taken = effects;
			effects = [];
			return taken;
		},
		/** A select changed; `announce`: we set it (a swatch), so its `change` goes out first. */
		change: step(cycle),
		/** `check_variations`; `loading` for the first one. */
		check: step(check),
		reset: step((alertText?: string) => {
			const names = Object.keys(m.chosen);
			for (const name of names) m.chosen[name] = '';
			// Each select says `change` and runs its cycle, as `$select.val('').trigger('change')` does.
			for (const name of names) cycle(name, true);
			if (alertText) m.resetAlert = { text: alertText };
			emit('announce_reset');
			resetData();
			emit('reset_focus');
			// The reset link hides itself: focus goes back to the first choice instead of the page's start.
			effects.push({ kind: 'focus' });
		}),
		/** `reload_product_variations`: the variations read again, then a check. */
		reload: step((fresh: ProductVariations) => {
			m.variations = fresh;
			if (!fresh) m.states = null;
			check();
		}),
		/** A click on the disabled button says why; after a failed lookup it retries. */
		pressDisabled: step(() => {
			if (failure) {
				notice(NOTICE + 'error', failure);
				check();
			} else notice(NOTICE + 'info', m.button === 'unavailable' ? params.i18n_unavailable_text : params.i18n_make_a_selection_text);
		}),
		/** `toggleResetLink( on )` of the form's API: shows or hides the reset link until the next check. */
		showResetLink: step((on: boolean) => {
			m.resetLink = on;
		}),
		/** `showNoMatchingVariationsMsg()` of the form's API. */
		sayNoMatch: step(() => {
			notice(NO_MATCH, params.i18n_no_matching_variations_text);
		}),
		/** A lookup's answer; one for a cancelled lookup changes nothing (a newer check owns the form). */
		answer: (fields: Fields, answered: number, answer: LookupAnswer) => answered === model.pending && answerStep(fields, answer),
		/** The reader typed: the model follows, so the next render keeps the value. */
		sync: step(() => {}),
	};
}
