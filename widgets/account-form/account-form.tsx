/**
 * The theme's edit-account form (theme-ui §19). A form printed with the
 * literal `onsubmit="false"` never submits: the submission is cancelled and
 * the page jumps to the top, where the theme says why. Changing the first or
 * last name offers the matching display names in `#dname`, rendered into the
 * select through a portal.
 *
 * The form's content is hydrated as one opaque block: password fields and
 * field descriptions inside it are islands of their own, which move and
 * change their nodes, so this island must never diff them.
 */
import { serverHtmlProp } from '../../runtime/dom/server-html';
import { type FormEvent, useState } from 'react';
import { createPortal } from 'react-dom';
import type { IslandProps } from '../../runtime/react/define-island';
import { serverTree } from '../../runtime/react/server-tree';
import { useDomEvent } from '../../runtime/react/use-dom-event';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { displayNameChoices, newChoices } from './display-names';

const value = (form: Element, selector: string) => form.querySelector<HTMLInputElement>(selector)?.value ?? '';

export function AccountForm({ element }: IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const [added, setAdded] = useState<string[]>([]);
	const hydrated = useHydrated();
	const display = element.querySelector<HTMLSelectElement>('select#dname');

	useDomEvent(element, 'change', (event) => {
		const id = (event.target as Element).id;
		if (!display || (id !== 'fname' && id !== 'lname')) return;
		const choices = displayNameChoices(value(element, '#fname'), value(element, '#lname'), id === 'fname' ? 'first' : 'last');
		const fresh = newChoices(Array.from(display.options, (option) => option.value), choices);
		if (fresh.length > 0) setAdded((names) => [...names, ...fresh]);
	});

	const onSubmit = (event: FormEvent) => {
		if (element.getAttribute('onsubmit') !== 'false') return;
		event.preventDefault();
		window.scrollTo(0, 0);
	};

	return (
		<>
			{serverTree(printed, (node) => node === printed && { onSubmit, dangerouslySetInnerHTML: serverHtmlProp('printed', printed.innerHTML) })}
			{hydrated && display && added.length > 0 && createPortal(added.map((name) => <option key={name} value={name}>{name}</option>), display)}
		</>
	);
}
