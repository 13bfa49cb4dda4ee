/**
 * Everything the variations form does beyond rendering, each after the render
 * it belongs to is committed: the engine's effects in order (events on the
 * form and on `.single_variation`, `change` on the fields it set, the
 * get_variation request, focus after a reset), the SKU and gallery image
 * outside the form, the blocked look while a lookup runs, the reset
 * announcement's one second, and what third parties trigger on the form
 * (`check_variations`, `reload_product_variations`, a jQuery `change` on a
 * select). Unmounting aborts the request and unbinds everything.
 */
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { isProductVariations, parseProductVariations, type WcAddToCartVariationParams, type WcVariation } from '../../contracts/variations';
import { blockElement } from '../../runtime/block';
import { createEventChannel, jQueryOnPage } from '../../runtime/events';
import { showVariationImage } from '../../runtime/variation-image';
import { type FormEffect, type FormEngine, type FormModel, QUANTITY, VARIATION_ID } from './form-engine';
import { nameOf, QUANTITY_INPUT, readFields, SELECTS, VARIATION_ID_INPUTS } from './form-markup';
import { getVariation, readCustomData } from './get-variation';
import { variationFormApi } from './form-api';
import { showVariationDetails } from './product-sync';

const INBOUND = ['check_variations', 'reload_product_variations'];

interface JQueryEvent {
	originalEvent?: Event;
	target: Element;
}
interface JQueryLike {
	on(type: string, selectorOrHandler: unknown, handler?: unknown): JQueryLike;
	off(type: string, selectorOrHandler: unknown, handler?: unknown): JQueryLike;
	data(key: string): unknown;
}
type JQueryFn = (element: Element) => JQueryLike;

/** Returns the flag that is up while we dispatch `change` on a select ourselves: the form must not start over. */
export function useFormEffects(
	form: HTMLElement,
	engine: FormEngine,
	model: FormModel,
	params: WcAddToCartVariationParams,
	firstGroup: string | undefined,
): RefObject<boolean> {
	const quiet = useRef(false);
	const request = useRef<AbortController | null>(null);
	const [io] = useState(() => ({
		$: jQueryOnPage() as unknown as JQueryFn | undefined,
		product: form.closest('.product'),
		events: createEventChannel('wc:', () => form),
		// `show_variation` / `hide_variation` start at `.single_variation` and bubble to the form, as in WooCommerce.
		panelEvents: createEventChannel('wc:', () => form.querySelector<HTMLElement>('.single_variation') || form),
		/** Names we are emitting: their echoes on the form are ours, not a third party's trigger. */
		emitting: new Set<string>(),
	}));
	const fields = () => readFields(form);
	const abort = () => {
		if (request.current) request.current.abort();
		request.current = null;
	};
	const change = (targets: Iterable<Element>) => {
		for (const target of targets) target.dispatchEvent(new Event('change', { bubbles: true }));
	};

	function run(effect: FormEffect): void {
		if (effect.kind === 'emit') {
			// WooCommerce's own handlers, bound first: every reset and every found variation updates the gallery's image.
			if (effect.name === 'reset_image') showVariationImage(io.product, null);
			if (effect.name === 'found_variation') showVariationImage(io.product, effect.args[0] as WcVariation);
			io.emitting.add(effect.name);
			try {
				(effect.panel ? io.panelEvents : io.events).emit(effect.name, effect.args);
			} finally {
				io.emitting.delete(effect.name);
			}
		} else if (effect.kind === 'change') {
			const { field } = effect;
			if (field === VARIATION_ID) change(form.querySelectorAll(VARIATION_ID_INPUTS));
			else if (field === QUANTITY) change(form.querySelectorAll(QUANTITY_INPUT));
			else {
				quiet.current = true;
				try {
					change([...form.querySelectorAll(SELECTS)].filter((select) => nameOf(select) === field));
				} finally {
					quiet.current = false;
				}
			}
		} else if (effect.kind === 'lookup') {
			abort();
			const controller = (request.current = new AbortController());
			const $ = io.$;
			const customData = readCustomData(form, $ && ((key) => $(form).data(key)));
			const productId = parseInt(form.getAttribute('data-product_id') || '', 10);
			void getVariation({ params, choice: effect.choice, productId, customData, signal: controller.signal }).then((answer) => {
				if (request.current !== controller || !answer) return;
				request.current = null;
				engine.answer(fields(), effect.token, answer);
			});
		} else if (effect.kind === 'abort') abort();
		else if (effect.kind === 'ready') {
			const api = variationFormApi(form, engine);
			io.events.emit('wc_variation_form', [api]);
			api.loading = false;
		} else {
			const list = [...form.querySelectorAll('ul.variable-items-wrapper')].find((candidate) => candidate.getAttribute('data-attribute_name') === firstGroup);
			const first = (list && list.querySelector<HTMLElement>('li.variable-item:not(.disabled)')) || form.querySelector<HTMLElement>(SELECTS);
			if (first) first.focus();
		}
	}

	const started = model.revision > 0;
	useLayoutEffect(() => {
		if (started) showVariationDetails(io.product, model.shown);
	}, [started, model.shown]);

	// After every commit, the effects of the steps it shows; a step they trigger waits for its own render.
	useLayoutEffect(() => engine.take().forEach(run));

	const busy = model.pending > 0;
	useLayoutEffect(() => {
		if (!busy) return;
		// Positioned for good: an unblock still fading out would otherwise reset it under the next overlay.
		if (/^(static)?$/.test(getComputedStyle(form).position)) form.style.position = 'relative';
		const unblock = blockElement(form, '');
		return () => void unblock();
	}, [busy]);

	// Bound while mounting, like WooCommerce's handlers, so a third party's first trigger already counts.
	useLayoutEffect(() => {
		const $ = io.$;
		const handle = (name: string) => {
			if (io.emitting.has(name)) return;
			if (name === INBOUND[0]) return engine.check(fields());
			const fresh = $ ? $(form).data('product_variations') : parseProductVariations(form.getAttribute('data-product_variations'));
			engine.reload(fields(), isProductVariations(fresh) ? fresh : engine.model.variations);
		};
		const native = (event: Event) => handle(event.type.replace('wc:', ''));
		const jQueryHandler = (event: JQueryEvent & { type: string }) => !event.originalEvent && handle(event.type);
		// A third party's `$(select).trigger('change')` never reaches native listeners.
		const jQueryChange = (event: JQueryEvent) => {
			if (!event.originalEvent && !quiet.current) engine.change(fields(), nameOf(event.target));
		};
		const types = INBOUND.flatMap((name) => [name, 'wc:' + name]);
		for (const type of types) form.addEventListener(type, native);
		if ($) $(form).on(INBOUND.join(' '), jQueryHandler).on('change', SELECTS, jQueryChange);
		return () => {
			abort();
			for (const type of types) form.removeEventListener(type, native);
			if ($) $(form).off(INBOUND.join(' '), jQueryHandler).off('change', SELECTS, jQueryChange);
		};
	}, []);

	return quiet;
}
