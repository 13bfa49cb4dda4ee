/**
 * A field's description (contract §7): hidden until its field has focus or is
 * clicked, then slid down in 250 ms; slid up again on Escape, a click outside
 * the field, or when another field's description opens. The field is
 * `aria-describedby` the description (WooCommerce prints that link; it is
 * added when a template left it out), so a screen reader reads it on focus.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { IslandProps } from '../../runtime/react/define-island';
import { useIslandId } from '../../runtime/react/island-root';
import { serverTree } from '../../runtime/react/server-tree';
import { styleObject } from '../../runtime/react/style-object';
import { useDomEvent } from '../../runtime/react/use-dom-event';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { useSignalValue } from '../../runtime/react/use-signal-value';
import { slide } from '../../runtime/slide';
import { openDescription } from './open-description';

const SLIDE_MS = 250;

export interface FieldDescriptionProps {
	/** The control the description belongs to. */
	field: HTMLElement;
}

export function readFieldDescriptionProps(description: HTMLElement): FieldDescriptionProps | null {
	const field = description.closest('.woocommerce-input-wrapper')?.querySelector<HTMLElement>('input, select, textarea');
	return field ? { field } : null;
}

/** Adds `id` to the field's `aria-describedby` while mounted, when the template did not. */
function useDescribedBy(field: HTMLElement, id: string | null): void {
	useEffect(() => {
		const printed = field.getAttribute('aria-describedby');
		if (!id || printed?.split(/\s+/).includes(id)) return;
		field.setAttribute('aria-describedby', printed ? `${printed} ${id}` : id);
		return () => (printed === null ? field.removeAttribute('aria-describedby') : field.setAttribute('aria-describedby', printed));
	}, [field, id]);
}

export function FieldDescription({ element, field }: FieldDescriptionProps & IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const hydrated = useHydrated();
	const ownId = useIslandId();
	const id = printed.id || ownId;
	const current = openDescription();
	const open = useSignalValue(current) === element;
	const [shown, setShown] = useState(false);
	const openNow = useRef(open);
	openNow.current = open;

	const show = () => {
		current.value = element;
	};
	const hide = () => {
		if (current.peek() === element) current.value = null;
	};
	useDomEvent(field, 'focus', show);
	useDomEvent(field, 'click', show);
	useDomEvent(open ? document : null, 'keydown', (event) => (event as KeyboardEvent).key === 'Escape' && hide());
	useDomEvent(open ? document : null, 'click', (event) => {
		if (!element.closest('.woocommerce-input-wrapper')?.contains(event.target as Node)) hide();
	});
	useDescribedBy(field, hydrated ? id : null);

	useEffect(() => {
		if (open) setShown(true);
		else if (shown) void slide(element, 'up', SLIDE_MS).then(() => !openNow.current && setShown(false));
	}, [open]);
	// Before paint, so the description never flashes at full height before sliding down.
	useLayoutEffect(() => {
		if (shown && openNow.current) void slide(element, 'down', SLIDE_MS);
	}, [shown]);

	return serverTree(printed, (node) => hydrated && node === printed && {
		id,
		style: { ...styleObject(printed.getAttribute('style')), display: shown ? 'block' : 'none' },
		'aria-hidden': open ? 'false' : 'true',
	});
}
