/**
 * The server's markup as React elements, so a component's first render is
 * exactly what the PHP printed and hydration has nothing to disagree with
 * (the idea of the Interactivity API's `toVdom`). A component passes
 * `enhance`, which adds props to chosen elements: event handlers (attached
 * during hydration) and, once mounted, state-driven attributes and classes.
 *
 * Attribute names stay as printed so a diff against the live DOM compares
 * like with like; only `class` becomes `className`, and `style` an object
 * (React takes no strings there). Some attributes
 * are handed over differently, because the framework compares them with the
 * live element and would undo the reader's input on every render: an input's
 * `value` and `checked` become `defaultValue` / `defaultChecked`. Printed
 * boolean attributes (`disabled`, `selected`, `hidden`…) become `true`. Inline
 * `on*` attributes are left to the browser: as props they would be taken for
 * listeners.
 */
import { createElement, type ReactNode } from 'react';
import { styleObject } from './style-object';

export type ServerProps = Record<string, unknown>;

/** Extra props for one element of the markup, or nothing to leave it as printed. */
export type Enhance = (element: Element) => ServerProps | null | undefined | false;

const FORM_VALUE_TAGS = new Set(['input', 'textarea']);

/** The element's attributes as props, in their printed order. */
export function serverProps(element: Element): ServerProps {
	const props: ServerProps = {};
	const formValue = FORM_VALUE_TAGS.has(element.localName);
	for (const { name, value } of Array.from(element.attributes)) {
		if (name.startsWith('on')) continue;
		// Preact's compat drops a falsy className, so a printed `class=""` (WooCommerce's selects) would be
		// removed by any render that diffs against the page; a String object is truthy and still reads "".
		if (name === 'class') props.className = value || new String(value);
		else if (name === 'style') props.style = styleObject(value);
		else if (formValue && name === 'value') props.defaultValue = value;
		else if (formValue && name === 'checked') props.defaultChecked = true;
		// The frameworks set these as DOM properties, where a printed `disabled=""` handed over as ""
		// reads as false: a render from fresh server markup would switch it off.
		else if (value === '' && typeof (element as unknown as Record<string, unknown>)[name] === 'boolean') props[name] = true;
		else props[name] = value;
	}
	return props;
}

/**
 * Children of `element` as React nodes. Comments have none: the island sets
 * them aside while it first renders and puts them back (`printed-comments.ts`).
 */
export function serverChildren(element: Element, enhance?: Enhance): ReactNode[] {
	return printedChildNodes(element).map((child) => (child.nodeType === 3 ? (child as Text).data : serverTree(child as Element, enhance)));
}

/** The child nodes `serverChildren` turns into React nodes, index for index. */
export const printedChildNodes = (element: Element): ChildNode[] =>
	Array.from(element.childNodes).filter((child) => child.nodeType === 1 || child.nodeType === 3);

/** `element` and everything in it as React elements, with `enhance` applied to each element. */
export function serverTree(element: Element, enhance?: Enhance): ReactNode {
	const props = { ...serverProps(element), ...(enhance?.(element) || null) };
	if ('children' in props || 'dangerouslySetInnerHTML' in props) return createElement(element.localName, props);
	return createElement(element.localName, props, ...serverChildren(element, enhance));
}
