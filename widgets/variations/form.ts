/**
 * One `form.variations_form`, driven the way WooCommerce's
 * add-to-cart-variation.js drives it, without jQuery.
 *
 * A change of any `.variations select` (a swatch sets its select and
 * dispatches `change`) runs one cycle: clear `variation_id`, then
 * - not every attribute chosen: narrow the options (`update_variation_values`)
 *   and reset the displayed variation (`reset_data`);
 * - all chosen, variations inline: narrow, match, then show the variation
 *   (`found_variation`) or reset and say that nothing matched;
 * - all chosen, `data-product_variations="false"`: POST the choice to
 *   `?wc-ajax=get_variation` (the form is blocked meanwhile; a newer choice
 *   aborts the older request) and show what it answers.
 *
 * Events go out on the form as jQuery triggers (when jQuery is on the page)
 * and as `wc:` CustomEvents, with WooCommerce's arguments. Each one is emitted
 * after the work WooCommerce's own handler for it does, so a listener sees the
 * same page and the same order as with WooCommerce: `show_variation`
 * [variation, purchasable] then `found_variation` [variation];
 * `reset_image`, `hide_variation` then `reset_data`. `show_variation` and
 * `hide_variation` start at `.single_variation` and bubble to the form, as in
 * WooCommerce. Third parties may trigger `check_variations` and
 * `reload_product_variations` on the form, and `change` on a select, with or
 * without jQuery.
 */
import {
	isProductVariations,
	isWcVariation,
	type ProductVariations,
	parseProductVariations,
	type SwatchesOptions,
	type WcAddToCartVariationParams,
	type WcVariation,
} from '../../contracts/variations';
import { blockElement } from '../../runtime/block';
import { requestTimeoutMs } from '../../runtime/config';
import { createEventChannel, jQueryOnPage } from '../../runtime/events';
import { ajax, failureText } from '../../runtime/http/ajax';
import { formStates, type ValueState } from './availability';
import { applyQuantity, buttonState, renderVariation, setButtonState, setSku, setVariationId, updateImage } from './display';
import { allChosen, type Chosen, chosenCount, findMatchingVariations } from './match';
import { setupSwatches } from './swatches';

const SELECTS = '.variations select';
const NO_MATCH = 'wc-no-matching-variations';
/** Our own notes (failed lookup, a click on the disabled button). */
export const NOTICE = 'islands-variation-notice';
const RESET_ALERT_MS = 1000;
const LOOKUP_FAILED = 'This combination could not be checked.';

interface JQueryLike {
	on(type: string, selectorOrHandler: unknown, handler?: unknown): unknown;
	data(key: string): unknown;
}
type JQueryFn = (element: Element) => JQueryLike;

type States = Record<string, Map<string, ValueState>>;

const nameOf = (select: HTMLSelectElement): string => select.getAttribute('data-attribute_name') || select.name;
const changeEvent = () => new Event('change', { bubbles: true });

export function enhanceVariationForm(
	form: HTMLFormElement,
	params: WcAddToCartVariationParams,
	initial: ProductVariations,
	swatchOptions: SwatchesOptions | null,
): void {
	const $ = jQueryOnPage() as unknown as JQueryFn | undefined;
	const single = form.querySelector<HTMLElement>('.single_variation');
	const wrap = form.querySelector<HTMLElement>('.single_variation_wrap');
	const product = form.closest('.product');
	const formEvents = createEventChannel('wc:', () => form);
	const variationEvents = createEventChannel('wc:', () => single || form);
	const swatches = swatchOptions ? setupSwatches(form, swatchOptions) : null;
	const emitting = new Set<string>();

	let variations = initial;
	let states: States | null = null;
	/** The first check runs while mounting: like WooCommerce, it never says "no match". */
	let loading = true;
	/** Our own `change` on a select whose value became impossible: listeners see it, the cycle does not restart. */
	let quiet = false;
	let failure = '';
	let request: AbortController | null = null;
	let unblock: (() => Promise<void>) | null = null;

	const selects = () => [...form.querySelectorAll<HTMLSelectElement>(SELECTS)];
	const chosen = (): Chosen => Object.fromEntries(selects().map((select) => [nameOf(select), select.value || '']));

	function emit(name: string, args: unknown[] = [], channel = formEvents): void {
		emitting.add(name);
		try {
			channel.emit(name, args);
		} finally {
			emitting.delete(name);
		}
	}

	/** A third party's trigger of `name` on the form (jQuery or native), never our own emission. */
	function onInbound(name: string, handler: () => void): void {
		const native = () => {
			if (!emitting.has(name)) handler();
		};
		form.addEventListener(`wc:${name}`, native);
		form.addEventListener(name, native);
		if ($)
			$(form).on(name, (event: { originalEvent?: Event }) => {
				if (!emitting.has(name) && !event.originalEvent) handler();
			});
	}

	function clearNotices(): void {
		for (const note of form.querySelectorAll(`.${NO_MATCH}, .${NOTICE}`)) note.remove();
	}

	function notice(className: string, text: string): void {
		clearNotices();
		const note = form.ownerDocument.createElement('p');
		note.className = className;
		note.setAttribute('role', 'alert');
		note.textContent = text;
		if (single) single.after(note);
		else form.append(note);
	}

	function toggleResetLink(on: boolean): void {
		for (const link of form.querySelectorAll<HTMLElement>('.reset_variations')) {
			link.style.visibility = on ? 'visible' : 'hidden';
			link.style.display = on ? 'inline-block' : 'none';
		}
	}

	function drawSwatches(): void {
		if (swatches) swatches.refresh({ states: variations === false ? null : states, variations: variations || [], chosen: chosen() });
	}

	/**
	 * `update_variation_values`: disables the options no active variation
	 * allows with the other choices (marking out-of-stock ones), and clears a
	 * choice that became impossible. Nothing to narrow on the AJAX path.
	 */
	function updateValues(changed?: HTMLSelectElement): void {
		if (variations !== false) {
			const all = selects();
			const stateOf = (select: HTMLSelectElement, value: string): ValueState => (states && states[nameOf(select)].get(value)) || 'disabled';
			const options = Object.fromEntries(all.map((select) => [nameOf(select), [...select.options].map((option) => option.value).filter(Boolean)]));
			const cleared = new Set<HTMLSelectElement>();
			for (let pass = 0; pass <= all.length; pass++) {
				states = formStates(variations, chosen(), options);
				const impossible = all.filter((select) => select.value && stateOf(select, select.value) === 'disabled');
				if (impossible.length === 0) break;
				// The shopper's newest choice stays; the older ones it rules out go (WooCommerce could clear both).
				const older = impossible.filter((select) => select !== changed);
				for (const select of older.length > 0 ? older : impossible) {
					select.value = '';
					cleared.add(select);
				}
			}
			for (const select of all) {
				for (const option of select.options) {
					if (!option.value) continue;
					const state = stateOf(select, option.value);
					option.disabled = state === 'disabled';
					option.classList.toggle('enabled', state !== 'disabled');
					option.classList.toggle('out-of-stock', state === 'no-stock');
				}
			}
			quiet = true;
			try {
				for (const select of cleared) select.dispatchEvent(changeEvent());
			} finally {
				quiet = false;
			}
			emit('woocommerce_update_variation_values');
		}
		emit('update_variation_values');
	}

	function found(variation: WcVariation): void {
		failure = '';
		clearNotices();
		setSku(product, variation.sku);
		updateImage(product, variation);
		if (single) {
			renderVariation(single, variation, params.i18n_unavailable_text);
			single.style.display = '';
		}
		setVariationId(form, variation.variation_id);
		applyQuantity(wrap, variation);
		const purchasable = variation.is_purchasable && variation.is_in_stock && variation.variation_is_visible;
		setButtonState(form, purchasable ? 'purchasable' : 'unavailable');
		emit('show_variation', [variation, purchasable], variationEvents);
		emit('found_variation', [variation]);
	}

	/** `reset_data`: the SKU and image back, the variation block hidden, the button waiting for a choice. */
	function reset(): void {
		failure = '';
		clearNotices();
		setSku(product, undefined);
		updateImage(product, null);
		emit('reset_image');
		if (single) {
			single.replaceChildren();
			single.style.display = 'none';
		}
		setButtonState(form, 'needs-selection');
		emit('hide_variation', [], variationEvents);
		emit('reset_data');
	}

	function noMatch(): void {
		reset();
		if (!loading) notice(`${NO_MATCH} woocommerce-info`, params.i18n_no_matching_variations_text);
	}

	function fail(reason: string): void {
		reset();
		failure = `${LOOKUP_FAILED} ${reason}`;
		notice(`${NOTICE} woocommerce-error`, failure);
	}

	/** `custom_data` as `$form.data('custom_data')` reads it; jQuery sends an undefined one as an empty field. */
	function customData(): unknown {
		if ($) return $(form).data('custom_data');
		const raw = form.getAttribute('data-custom_data');
		if (raw !== null && /^[[{]/.test(raw)) {
			try {
				return JSON.parse(raw);
			} catch {
				// Not JSON: sent as written, like jQuery.
			}
		}
		return raw === null ? undefined : raw;
	}

	/** Unblocks the form once no lookup runs (one block spans lookups that replace each other). */
	function settle(): void {
		if (request || !unblock) return;
		void unblock();
		unblock = null;
	}

	async function lookup(choice: Chosen): Promise<void> {
		const controller = new AbortController();
		request = controller;
		if (!unblock) {
			// Positioned for good: an unblock still fading out would otherwise reset it under the next overlay.
			if (/^(static)?$/.test(getComputedStyle(form).position)) form.style.position = 'relative';
			unblock = blockElement(form, '');
		}
		const url = params.wc_ajax_url.replace('%%endpoint%%', 'get_variation');
		const body = { ...choice, product_id: parseInt(form.getAttribute('data-product_id') || '', 10), custom_data: customData() };
		const outcome = await ajax(url, { form: body, asXhr: true, timeoutMs: requestTimeoutMs(), signal: controller.signal });
		if (request !== controller) return; // cancelled: a newer check owns the form now
		request = null;
		settle();
		if (!outcome.ok) return outcome.kind === 'aborted' ? undefined : fail(failureText(outcome));
		if (outcome.data === false) return noMatch();
		if (isWcVariation(outcome.data)) return found(outcome.data);
		fail(outcome.data === null ? 'The shop sent no answer.' : 'The shop sent an answer that is not a variation.');
	}

	/** `check_variations`; `changed` is the select the shopper just changed, if any. */
	function check(changed?: HTMLSelectElement): void {
		// A lookup in flight answers for a choice that no longer stands.
		if (request) request.abort();
		request = null;
		if (allChosen(chosen())) {
			if (variations === false) void lookup(chosen());
			else {
				updateValues(changed);
				const match = allChosen(chosen()) ? findMatchingVariations(variations, chosen())[0] : undefined;
				if (match) found(match);
				else if (allChosen(chosen())) noMatch();
				else reset();
			}
		} else {
			updateValues(changed);
			reset();
		}
		settle();
		toggleResetLink(chosenCount(chosen()) > 0);
		drawSwatches();
		emit('check_variations');
	}

	function onChange(select: HTMLSelectElement): void {
		if (quiet) return;
		setVariationId(form, '');
		clearNotices();
		if (variations !== false) emit('woocommerce_variation_select_change');
		check(select);
		emit('woocommerce_variation_has_changed');
	}

	function onReset(event: Event): void {
		event.preventDefault();
		const all = selects();
		for (const select of all) select.value = '';
		for (const select of all) select.dispatchEvent(changeEvent());
		const alert = form.querySelector('.reset_variations_alert');
		const text = params.i18n_reset_alert_text;
		if (alert && text) {
			alert.textContent = text;
			setTimeout(() => {
				if (alert.textContent === text) alert.textContent = '';
			}, RESET_ALERT_MS);
		}
		emit('announce_reset');
		reset();
		// The reset link hides itself: focus goes back to the first choice instead of the page's start.
		const first = (swatches && swatches.first()) || all[0];
		if (first) first.focus();
	}

	/** A click on the disabled button says why (WooCommerce alerts); after a failed lookup it also retries. */
	function onDisabledButton(event: Event, button: Element): void {
		event.preventDefault();
		if (failure) {
			notice(`${NOTICE} woocommerce-error`, failure);
			check();
			return;
		}
		const text = buttonState(button) === 'unavailable' ? params.i18n_unavailable_text : params.i18n_make_a_selection_text;
		notice(`${NOTICE} woocommerce-info`, text);
	}

	function reload(): void {
		const fresh = $ ? $(form).data('product_variations') : parseProductVariations(form.getAttribute('data-product_variations'));
		if (isProductVariations(fresh)) variations = fresh;
		check();
	}

	form.addEventListener('change', (event) => {
		const target = event.target as Element | null;
		if (target instanceof HTMLSelectElement && target.matches(SELECTS)) onChange(target);
	});
	// A third party's `$(select).trigger('change')` never reaches native listeners.
	if ($)
		$(form).on('change', SELECTS, (event: { originalEvent?: Event; target: HTMLSelectElement }) => {
			if (!event.originalEvent) onChange(event.target);
		});
	form.addEventListener('click', (event) => {
		const target = event.target as Element;
		const link = target.closest('.reset_variations');
		if (link && form.contains(link)) return onReset(event);
		const button = target.closest('.single_add_to_cart_button');
		if (button && form.contains(button) && button.classList.contains('disabled')) onDisabledButton(event, button);
	});
	// `requestSubmit()` and other submits without a click: no add while the button is disabled.
	form.addEventListener('submit', (event) => {
		if (form.querySelector('.single_add_to_cart_button.disabled')) event.preventDefault();
	});
	onInbound('check_variations', () => check());
	onInbound('reload_product_variations', reload);

	if (wrap) wrap.style.display = '';
	check();
	loading = false;
}
