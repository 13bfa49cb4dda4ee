/**
 * `<wc-order-attribution-inputs>` (contract §2.9, §6.6): the element PHP prints
 * inside checkout and register forms, kept as public API. Its `values` setter
 * is how scripts hand it values; the group island renders them as hidden
 * inputs in light DOM, so the enclosing form submits them.
 *
 * It is only defined when nobody else defined it (gateways and stray copies of
 * the original do): then that definition keeps the groups and is fed through
 * its own setter (`stamp-inputs.ts`). Values assigned before the definition
 * existed sit in an own property that would shadow the setter; the
 * constructor moves them over (the own-values upgrade pattern).
 */
import { type GroupValues, groupValues } from './group-values';

export const ELEMENT_NAME = 'wc-order-attribution-inputs';

/** Marks this bundle's definition, whichever copy of the bundle made it. */
const OURS = Symbol.for('shop-islands.attribution-inputs');

/** True when `group` is an instance of this bundle's definition, so its island renders it. */
export const isOurGroup = (group: Element): boolean => OURS in group.constructor;

/** Defines the element unless a definition exists already; true when this call defined it. */
export function defineInputsElement(): boolean {
	if (customElements.get(ELEMENT_NAME)) return false;

	class OrderAttributionInputs extends HTMLElement {
		static [OURS] = true;

		constructor() {
			super();
			if (Object.prototype.hasOwnProperty.call(this, 'values')) {
				const early = (this as { values?: GroupValues }).values;
				delete (this as { values?: GroupValues }).values;
				this.values = early;
			}
		}

		get values(): GroupValues | undefined {
			return groupValues(this).peek();
		}

		set values(values: GroupValues | undefined) {
			groupValues(this).value = values && { ...values };
		}
	}

	customElements.define(ELEMENT_NAME, OrderAttributionInputs);
	return true;
}
