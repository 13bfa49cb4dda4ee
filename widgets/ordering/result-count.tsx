/**
 * The shop's result count after a sort or filter (contract §7): hidden from
 * assistive technology at once, then after 2 s shown again with its content
 * rendered anew, so a screen reader announces the new count once the page
 * has settled. Skipped without a query string, and where the product-filters
 * block does this itself.
 */
import { useEffect, useState } from 'react';
// The JSX runtime's Fragment: the one every <>…</> already imports, so the framework chunk exports it once.
import { Fragment } from 'react/jsx-runtime';
import type { IslandProps } from '../../runtime/react/define-island';
import { serverChildren, serverTree } from '../../runtime/react/server-tree';
import { useHydrated } from '../../runtime/react/use-hydrated';

const ANNOUNCE_DELAY_MS = 2000;

/** No island on a plain load, nor where the product-filters block announces the count. */
export function readResultCountProps(count: HTMLElement, search: string = location.search): object | null {
	if (!search || count.ownerDocument.querySelector('[data-wp-interactive="woocommerce/product-filters"]')) return null;
	return {};
}

export function ResultCount({ element }: IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const [announced, setAnnounced] = useState(false);
	const hydrated = useHydrated();
	useEffect(() => {
		const timer = setTimeout(() => setAnnounced(true), ANNOUNCE_DELAY_MS);
		return () => clearTimeout(timer);
	}, []);
	const children = serverChildren(printed);
	return serverTree(printed, (node) => node === printed && {
		...(hydrated && { 'aria-hidden': announced ? 'false' : 'true' }),
		// A new key renders the content's nodes anew: what a screen reader takes for a new count.
		children: <Fragment key={String(announced)}>{children}</Fragment>,
	});
}
