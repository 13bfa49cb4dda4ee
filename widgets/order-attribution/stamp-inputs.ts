/**
 * Putting the values of a tracking decision where the server reads them, for
 * what no island renders: every group gets them through its `values` setter
 * (ours feeds its island, a foreign definition fills its own inputs), foreign
 * groups are de-duplicated here (ours unrender themselves), and the plain
 * hidden inputs WooCommerce 8.5.x printed instead of the element are filled.
 *
 * De-duplication is per owning form (contract §6.6, PR #67711), not
 * page-wide, so a gateway's group before the checkout form no longer takes
 * the form's attribution away (issue #67689).
 */
import { ELEMENT_NAME, isOurGroup } from './inputs-element';
import type { AttributionValues } from './params';

/** True when an earlier group has the same owner: the same form, or the page outside forms. */
export function isDuplicateGroup(group: Element): boolean {
	const owner = group.closest('form');
	for (const other of group.ownerDocument.querySelectorAll(ELEMENT_NAME)) {
		if (other === group) return false;
		if (other.closest('form') === owner) return true;
	}
	return false;
}

export function stampInputs(values: AttributionValues, prefix: string, fields: Record<string, string>, root: Document = document): void {
	for (const group of root.querySelectorAll<HTMLElement & { values?: unknown }>(ELEMENT_NAME)) {
		if (!isOurGroup(group) && isDuplicateGroup(group)) group.remove();
		else group.values = { ...values };
	}
	const names = new Map(Object.keys(fields).map((field) => [prefix + field, field]));
	for (const input of root.querySelectorAll('input')) {
		const field = names.get(input.name);
		if (field !== undefined && !input.closest(ELEMENT_NAME)) input.value = values[field] ?? '';
	}
}
