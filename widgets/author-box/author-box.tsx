/**
 * The author box of a post with more than three contributors (contract
 * theme-ui §22): printed truncated, with "Show More Contributor" at its end.
 * The theme expands it on a click anywhere in the box; the control also
 * becomes a button with `aria-expanded`, so it works by keyboard. One-way.
 */
import { type KeyboardEvent, useState } from 'react';
import type { IslandProps } from '../../runtime/react/define-island';
import { classNames } from '../../runtime/react/class-names';
import { serverTree } from '../../runtime/react/server-tree';
import { useHydrated } from '../../runtime/react/use-hydrated';

export function AuthorBox({ element }: IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const [expanded, setExpanded] = useState(false);
	const hydrated = useHydrated();
	const expand = () => setExpanded(true);

	return serverTree(printed, (node) => {
		if (node === printed)
			return { onClick: expand, ...(hydrated ? { className: classNames(printed.getAttribute('class'), { 'author-truncate': !expanded }) } : {}) };
		if (!hydrated || !node.classList.contains('truncate-read-more')) return null;
		return {
			role: 'button',
			tabIndex: expanded ? -1 : 0,
			'aria-expanded': expanded ? 'true' : 'false',
			hidden: expanded,
			onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
				if (event.key !== 'Enter' && event.key !== ' ') return;
				event.preventDefault();
				expand();
			},
		};
	});
}
