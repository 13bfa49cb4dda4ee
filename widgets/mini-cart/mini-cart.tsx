/**
 * The mini-cart (`div.widget_shopping_cart_content`, contract §2.3), hydrated
 * in place. Remove links are delegated through the island's root: every cart
 * change replaces the whole element with a fresh copy from the fragments, and
 * the loader wakes a new island on it. Space on a remove link (a button to
 * assistive technology) acts as a click, as Enter already does.
 */
import { type KeyboardEvent, type MouseEvent, useState } from 'react';
import { readAddToCartParams, type WcAddToCartParams } from '../../contracts/woocommerce';
import { listenForCartChanges } from '../../runtime/cart-sync';
import { isElementOff } from '../../runtime/loader/switches';
import { readPerValue } from '../../runtime/page-global';
import type { IslandProps } from '../../runtime/react/define-island';
import { serverTree } from '../../runtime/react/server-tree';
import { REMOVE_LINK, removeItem } from './remove-item';

export interface MiniCartProps {
	params: WcAddToCartParams;
}

/** Read once per value: a corrupt global warns once per page, not once per mini-cart. */
const pageParams = readPerValue('wc_add_to_cart_params', () => readAddToCartParams());

/** Without `wc_add_to_cart_params` removal stays a plain link (contract G6). */
export function readMiniCartProps(): MiniCartProps | null {
	const params = pageParams();
	if (!params) return null;
	listenForCartChanges();
	return { params };
}

export function MiniCart({ element, params }: MiniCartProps & IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as HTMLElement);

	const removeLinkOf = (event: { target: EventTarget | null }) => {
		const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(REMOVE_LINK);
		return link && element.contains(link) && !isElementOff(link) ? link : null;
	};
	const onClick = (event: MouseEvent<HTMLElement>) => {
		const link = removeLinkOf(event);
		if (!link) return;
		event.preventDefault();
		void removeItem(link, params);
	};
	const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
		const link = event.key === ' ' ? removeLinkOf(event) : null;
		if (!link) return;
		event.preventDefault();
		link.click();
	};
	return serverTree(printed, (node) => node === printed && { onClick, onKeyDown });
}
