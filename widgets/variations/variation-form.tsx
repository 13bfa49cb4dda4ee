/**
 * The variable product form (`form.variations_form`), hydrated in place: the
 * first render is the printed form; from the first check on, every state
 * WooCommerce's script and the swatches plugin write is drawn from the
 * engine's model: option and swatch states, the selects' values, the shown
 * variation, `variation_id`, the quantity's bounds, the button, the reset
 * link and announcement, the notices, `wvs-loaded`. The engine's events and
 * `change` dispatches run after the render that shows their outcome.
 */
import { type MouseEvent, useLayoutEffect, useState } from 'react';
import type { ProductVariations, SwatchesOptions, WcAddToCartVariationParams } from '../../contracts/variations';
import { classNames } from '../../runtime/react/class-names';
import type { IslandProps } from '../../runtime/react/define-island';
import { type ServerProps, serverTree } from '../../runtime/react/server-tree';
import { styleObject } from '../../runtime/react/style-object';
import { createFormEngine, type FormModel } from './form-engine';
import { attributeOptions, nameOf, QUANTITY_INPUT, readFields, SELECTS, VARIATION_ID_INPUTS } from './form-markup';
import { nodesOf } from './server-html';
import type { createSwatchLayer } from './swatch-layer';
import { useFormEffects } from './use-form-effects';
import { VariationPanel } from './variation-panel';

export interface VariationFormProps {
	params: WcAddToCartVariationParams;
	variations: ProductVariations;
	/** The swatches plugin's part and options, when the form has swatch lists and the options are readable. */
	swatches: { createSwatchLayer: typeof createSwatchLayer; options: SwatchesOptions } | null;
}

/** The printed form's parts the component needs by identity, found once in the snapshot. */
function findParts(printed: Element, swatches: VariationFormProps['swatches']) {
	const quantity = printed.querySelector(QUANTITY_INPUT);
	const single = printed.querySelector('.single_variation');
	return {
		layer: swatches && swatches.createSwatchLayer(printed, swatches.options),
		single,
		noticeParent: single ? single.parentElement : printed,
		quantityBox: quantity && quantity.closest('.quantity'),
	};
}

export function VariationForm({ element, params, variations, swatches }: VariationFormProps & IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as HTMLElement);
	const [{ layer, single, noticeParent, quantityBox }] = useState(() => findParts(printed, swatches));
	const [model, setModel] = useState<FormModel | null>(null);
	const [engine] = useState(() => {
		const id = element.querySelector<HTMLInputElement>(VARIATION_ID_INPUTS);
		return createFormEngine(variations, attributeOptions(printed), params, readFields(element), id ? id.value : '', setModel);
	});
	const m = model || engine.model;
	const live = m.revision > 0;
	const fields = () => readFields(element);
	const quiet = useFormEffects(element, engine, m, params, layer ? layer.first : undefined);

	// The first check, once hydration is committed; like WooCommerce's it never says "no match".
	useLayoutEffect(() => engine.check(fields(), undefined, true), []);

	const choose = (name: string) => (value: string) => {
		const current = fields();
		current.chosen[name] = value;
		engine.change(current, name, true);
	};
	const onSelectChange = (event: { currentTarget: EventTarget | null }) => {
		if (!quiet.current) engine.change(fields(), nameOf(event.currentTarget as Element));
	};
	const onReset = (event: MouseEvent<HTMLElement>) => {
		event.preventDefault();
		engine.reset(fields(), element.querySelector('.reset_variations_alert') ? params.i18n_reset_alert_text : undefined);
	};
	const onButton = (event: MouseEvent<HTMLElement>) => {
		if (!event.currentTarget.classList.contains('disabled')) return; // the form posts: the shop reads variation_id
		event.preventDefault();
		engine.pressDisabled(fields());
	};
	// `requestSubmit()` and other submits without a click: no add while the button is disabled.
	const onSubmit = (event: Event) => element.querySelector('.single_add_to_cart_button.disabled') && event.preventDefault();

	const enhance = (node: Element): ServerProps => {
		const props: ServerProps = {};
		const is = (selector: string) => node.matches(selector);
		const style = (extra: object) => (props.style = { ...styleObject(node.getAttribute('style')), ...extra });
		const switches = (on: Record<string, boolean>) => (props.className = classNames(node.getAttribute('class'), on));
		const purchasable = m.button === 'purchasable';

		if (node === printed) props.onSubmit = onSubmit;
		if (is(SELECTS)) props.onChange = onSelectChange;
		if (is('.reset_variations')) props.onClick = onReset;
		if (is('.single_add_to_cart_button')) props.onClick = onButton;
		// Controlled from the first render, with the values the form holds now.
		if (is(VARIATION_ID_INPUTS)) Object.assign(props, { value: m.variationId, defaultValue: undefined });
		if (is(QUANTITY_INPUT)) Object.assign(props, { value: m.quantity.value, defaultValue: undefined, onChange: () => engine.sync(fields()) });
		if (layer) Object.assign(props, layer.enhance(node, m, choose, enhance));
		// The notice's parent renders its children keyed from the first render, so a notice coming and going moves nothing else.
		if (node === noticeParent) {
			const children = nodesOf(node, enhance);
			const notice = live && m.notice && <p key={'notice' + m.notice.id} className={m.notice.className} role="alert">{m.notice.text}</p>;
			children.splice(single ? [...node.childNodes].indexOf(single) + 1 : children.length, 0, notice);
			props.children = children;
		}
		if (!live) return props;

		if (node === printed && layer) switches({ 'wvs-loaded': true });
		if (is(SELECTS)) {
			props.value = m.chosen[nameOf(node)];
			// As WooCommerce: a value no variation has with the other choices is taken out of the select.
			const values = m.states && m.states[nameOf(node)];
			if (values) {
				const printedOptions = [...node.childNodes];
				props.children = nodesOf(node, enhance).filter((_child, at) => {
					const option = printedOptions[at] as Partial<HTMLOptionElement>;
					return !(option.localName === 'option' && option.value && values.get(option.value) === 'detached');
				});
			}
		}
		const select = m.states && is('option') && (node as HTMLOptionElement).value ? node.closest('select') : null;
		const values = select && m.states && m.states[nameOf(select)];
		if (values) {
			const state = values.get((node as HTMLOptionElement).value) || 'detached';
			props.disabled = state === 'disabled';
			switches({ attached: true, enabled: state !== 'disabled', 'out-of-stock': state === 'no-stock' });
		}
		// Only its visibility, as WooCommerce: the link keeps its place, so nothing moves when it shows.
		if (is('.reset_variations')) style({ visibility: m.resetLink ? 'visible' : 'hidden' });
		if (is('.reset_variations_alert') && m.resetAlert) props.children = m.resetAlert.text;
		if (is('.single_variation_wrap') && node.hasAttribute('style')) style({ display: '' });
		if (node === single) {
			style({ display: m.shown ? '' : 'none' });
			props.children = m.shown ? <VariationPanel variation={m.shown} unavailableText={params.i18n_unavailable_text} doc={element.ownerDocument} /> : [];
		}
		if (is('.woocommerce-variation-add-to-cart'))
			switches({ 'woocommerce-variation-add-to-cart-enabled': purchasable, 'woocommerce-variation-add-to-cart-disabled': !purchasable });
		if (is('.single_add_to_cart_button')) {
			switches({ disabled: !purchasable, 'wc-variation-selection-needed': m.button === 'needs-selection', 'wc-variation-is-unavailable': m.button === 'unavailable' });
			props['aria-disabled'] = purchasable ? undefined : 'true';
		}
		if (is(QUANTITY_INPUT) && m.quantity.min !== undefined) Object.assign(props, { min: m.quantity.min, max: m.quantity.max });
		if (node === quantityBox && m.quantity.hidden !== undefined) style({ display: m.quantity.hidden ? 'none' : '' });
		return props;
	};

	return <>{serverTree(printed, enhance)}</>;
}
