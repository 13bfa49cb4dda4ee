/**
 * One remove link of the cart page's table, hydrated in place. It stays a
 * link; the island remembers where focus goes after the reload, focuses it
 * when this link is that place, and lets Space act as a click (the link is a
 * button to assistive technology). It also mends what its row prints wrong for
 * assistive technology (row-markup.ts).
 */
import { type KeyboardEvent, useEffect, useState } from 'react';
import type { IslandProps } from '../../runtime/react/define-island';
import { serverTree } from '../../runtime/react/server-tree';
import { focusTarget, holdFocus, rememberFocus } from './focus-after-reload';
import { mendCartRow } from './row-markup';

export function CartRemoveLink({ element }: IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as HTMLElement);
	const link = element as HTMLAnchorElement;
	useEffect(() => (focusTarget(link.ownerDocument) === link ? holdFocus(link) : undefined), [link]);
	useEffect(() => mendCartRow(link.closest('tr')), [link]);

	const onClick = () => rememberFocus(link);
	const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
		if (event.key !== ' ') return;
		event.preventDefault();
		link.click();
	};
	return serverTree(printed, (node) => node === printed && { onClick, onKeyDown });
}
