/**
 * Space on a mini-cart remove link acts as a click (contract §7, "keyboard
 * remove"), as for the button it is to assistive technology: WooCommerce 10
 * prints `role="button"` on it, and the island adds it where an older
 * template did not.
 * Only when `wc_add_to_cart_params` is absent: with it, the mini-cart island
 * owns the link and does this itself. The click follows the link's nonce
 * URL, which removes the item without JavaScript.
 */
import { type KeyboardEvent, useState } from 'react';
import type { IslandProps } from '../../runtime/react/define-island';
import { serverTree } from '../../runtime/react/server-tree';
import { useHydrated } from '../../runtime/react/use-hydrated';

export const readCartRemoveKeyProps = (): object | null => ('wc_add_to_cart_params' in window ? null : {});

export function CartRemoveKey({ element }: IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
		if (event.key !== ' ') return;
		event.preventDefault();
		element.click();
	};
	const hydrated = useHydrated();
	return serverTree(printed, (node) => node === printed && { onKeyDown, ...(hydrated && !printed.hasAttribute('role') && { role: 'button' }) });
}
