/**
 * One attribution group (`<wc-order-attribution-inputs>`): once hydrated it
 * renders one hidden input per field, named `{prefix}{field}`, with the
 * values in force (its own, when a script assigned them through `values`,
 * else the page's last tracking decision; empty before the first one). Values
 * are input values, never markup: they come from the URL and the referrer.
 *
 * A group after the first of its form (or of the page, outside forms) renders
 * nothing, which removes it: 10.5+ prints one group per checkout hook, and the
 * form must submit one set of fields (contract §6.6).
 */
import { createElement, useEffect, useRef, useState } from 'react';
import type { IslandProps } from '../../runtime/react/define-island';
import { serverProps, serverTree } from '../../runtime/react/server-tree';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { useSignalValue } from '../../runtime/react/use-signal-value';
import { groupValues, pageValues } from './group-values';
import { ELEMENT_NAME } from './inputs-element';
import { isDuplicateGroup } from './stamp-inputs';

export interface AttributionInputsProps {
	prefix: string;
	/** The field names, in the order of the printed field map. */
	fields: string[];
}

export function AttributionInputs({ element, prefix, fields }: AttributionInputsProps & IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const hydrated = useHydrated();
	const own = useSignalValue(groupValues(element));
	const page = useSignalValue(pageValues());
	const values = own ?? page ?? {};
	// Decided once: unrendered, the group is out of the document and would no longer see the group before it.
	const duplicateOnce = useRef<boolean>();
	if (hydrated) duplicateOnce.current ??= isDuplicateGroup(element);
	const duplicate = duplicateOnce.current === true;

	// The inputs are rendered, so only another script can take them away: say which, as the original did.
	useEffect(() => {
		if (!hydrated || duplicate) return;
		const missing = fields.filter((field) => !element.querySelector(`input[name="${prefix}${field}"]`));
		if (missing.length > 0) console.warn(`[islands] ${ELEMENT_NAME} has no input for ${missing.join(', ')}.`);
	}, [own, page, hydrated]);

	if (duplicate) return null;
	if (!hydrated) return serverTree(printed);
	return createElement(
		printed.localName,
		serverProps(printed),
		fields.map((field) => <input key={field} type="hidden" name={prefix + field} value={values[field] ?? ''} />),
	);
}
