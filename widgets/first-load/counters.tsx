/**
 * A counter block (share stats, or the meta comment link): printed with the
 * cached page's numbers, then written with the first-load answer as text
 * (`total_view`, `total_share` into the share stats, `total_comment` into the
 * comment link's span).
 */
import { useEffect, useState } from 'react';
import type { IslandProps } from '../../runtime/react/define-island';
import { serverTree } from '../../runtime/react/server-tree';
import { type Counters, firstLoadCounters } from './first-load';

/** Which counter an element of this block shows (the contract's selectors, read inside the block). */
function counterOf(node: Element, root: Element): string | null {
	if (node.localName === 'span' && node.parentElement?.localName === 'a' && root.classList.contains('jeg_meta_comment')) return 'total_comment';
	if (!node.classList.contains('counts')) return null;
	if (node.closest('.jeg_views_count')) return 'total_view';
	if (node.closest('.jeg_share_count')) return 'total_share';
	return null;
}

export function FirstLoadCounters({ element }: IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as HTMLElement);
	const [counters, setCounters] = useState<Counters | null>(null);
	useEffect(() => {
		let live = true;
		void firstLoadCounters().then((value) => live && setCounters(value));
		return () => {
			live = false;
		};
	}, []);
	return serverTree(printed, (node) => {
		const key = counterOf(node, printed);
		return key !== null && counters?.[key] !== undefined ? { children: counters[key] } : null;
	});
}
