/**
 * The sort order select submits its form on change (contract §7), so the
 * shop reloads in the chosen order; without JavaScript the theme's Sort
 * button does the same.
 */
import { useState } from 'react';
import type { IslandProps } from '../../runtime/react/define-island';
import { serverTree } from '../../runtime/react/server-tree';

/** Submits as a user would (submit listeners run); Safari before 16 lacks requestSubmit. */
const submit = (form: HTMLFormElement | null) => (form?.requestSubmit ? form.requestSubmit() : form?.submit());

export function Ordering({ element }: IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as Element);
	return serverTree(printed, (node) => node === printed && { onChange: () => submit((element as HTMLSelectElement).form) });
}
