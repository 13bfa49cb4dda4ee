/**
 * `<wc-order-attribution-inputs>` (contract §2.9, §6.6): the element PHP
 * prints inside checkout and register forms. It fills itself with one hidden
 * input per field in light DOM, so the enclosing form submits them.
 *
 * Three things the original got wrong or fragile are done on purpose here:
 * inputs are built with createElement and `.value` (the original interpolated
 * URL-derived values into innerHTML); the element is only defined when nobody
 * else defined it (gateways and stray copies of the original do); and
 * duplicate groups are removed per owning form, not page-wide, so a gateway's
 * group before the checkout form no longer takes the form's attribution away
 * (issue #67689). A group that connects later fills itself with the values in
 * force, so groups inserted by checkout updates are never left blank.
 */
import type { AttributionValues } from './params';

export const ELEMENT_NAME = 'wc-order-attribution-inputs';

/** What the element class needs from the island. */
export interface InputsConfig {
	prefix: string;
	fields: Record<string, string>;
	/** The values in force now; undefined before the first tracking decision. */
	currentValues: () => AttributionValues | undefined;
}

type Values = Record<string, string | null | undefined>;

/** `values` as any definition exposes it (ours, a gateway's or the original's). */
interface ValuesElement extends HTMLElement {
	values?: Values;
}

/** Defines the element unless a definition exists already; true when this call defined it. */
export function defineInputsElement(config: InputsConfig): boolean {
	if (customElements.get(ELEMENT_NAME)) return false;

	class OrderAttributionInputs extends HTMLElement {
		private readonly fieldNames = Object.keys(config.fields);
		private assigned: Values | undefined;
		/** The inputs exist: set on connect (an upgrade runs the constructor before that). */
		private rendered = false;

		constructor() {
			super();
			// Values assigned before the definition existed sit in an own property and would shadow the setter.
			if (Object.prototype.hasOwnProperty.call(this, 'values')) {
				const early = (this as ValuesElement).values;
				delete (this as ValuesElement).values;
				this.values = early;
			}
		}

		connectedCallback(): void {
			const values = this.assigned ?? config.currentValues() ?? {};
			const inputs = this.fieldNames.map((field) => {
				const input = this.ownerDocument.createElement('input');
				input.type = 'hidden';
				input.name = config.prefix + field;
				input.value = values[field] ?? '';
				return input;
			});
			this.replaceChildren(...inputs);
			this.rendered = true;
		}

		get values(): Values | undefined {
			return this.assigned;
		}

		set values(values: Values | undefined) {
			this.assigned = values;
			if (!this.rendered || !values) return;
			const inputs = [...this.querySelectorAll('input')];
			const missing = this.fieldNames.filter((field) => {
				const input = inputs.find((candidate) => candidate.name === config.prefix + field);
				if (input) input.value = values[field] ?? '';
				return !input;
			});
			if (missing.length > 0) console.warn(`[islands] ${ELEMENT_NAME} has no input for ${missing.join(', ')}.`);
		}
	}

	customElements.define(ELEMENT_NAME, OrderAttributionInputs);
	return true;
}

/** Keeps the first group of each owning form (or of the page, outside forms) and removes the others. */
export function removeDuplicateGroups(root: Document = document): void {
	const owners = new Set<Node>();
	for (const group of root.querySelectorAll(ELEMENT_NAME)) {
		const owner = group.closest('form') ?? root;
		if (owners.has(owner)) group.remove();
		else owners.add(owner);
	}
}

/**
 * De-duplicates, then sets `values` on every group, and fills the plain hidden
 * inputs WooCommerce 8.5.x printed instead of the element.
 */
export function stampInputs(
	values: AttributionValues,
	config: Pick<InputsConfig, 'prefix' | 'fields'>,
	root: Document = document,
): void {
	removeDuplicateGroups(root);
	for (const group of root.querySelectorAll<ValuesElement>(ELEMENT_NAME)) group.values = { ...values };
	const names = new Map(Object.keys(config.fields).map((field) => [config.prefix + field, field]));
	for (const input of root.querySelectorAll('input')) {
		const field = names.get(input.name);
		if (field !== undefined && !input.closest(ELEMENT_NAME)) input.value = values[field] ?? '';
	}
}
