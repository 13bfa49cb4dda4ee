/**
 * The notices a page opens with (contract §7). The island holding the page's
 * first alert notice makes it focusable (`tabindex="-1"`), scrolls to it and
 * focuses it after 500 ms, so keyboard and screen-reader users land on the
 * message the server sent; a notice inserted later is left where its script
 * put it, as WooCommerce's own script does. Every notices island keeps the page compat for
 * the cart and checkout scripts (`page-compat.ts`) while it is mounted.
 */
import { useEffect, useState } from 'react';
import type { IslandProps } from '../../runtime/react/define-island';
import { serverTree } from '../../runtime/react/server-tree';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { NOTICE, firstNotice } from './notice-selector';
import { acquirePageCompat } from './page-compat';
import { FOCUS_DELAY_MS, focusNotice } from './scroll-to-notice';

export interface ShopNoticesProps {
	/** The notice was on the page when it was first scanned; false for one inserted later. */
	printedWithPage?: boolean;
}

/** A notice inside a notices wrapper is that wrapper's island, not one of its own. */
export const readShopNoticesProps = (element: HTMLElement): ShopNoticesProps | null =>
	element.matches(NOTICE) && element.parentElement?.closest('.woocommerce-notices-wrapper') ? null : {};

/** `element` itself or the first notice in it, when that is the page's first notice. */
function pageFirstNotice(element: Element): HTMLElement | null {
	const first = firstNotice(element.ownerDocument);
	return first && (first === element || element.contains(first)) ? first : null;
}

export function ShopNotices({ element, printedWithPage = true }: ShopNoticesProps & IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const [printedFirst] = useState(() => (printedWithPage && pageFirstNotice(element) ? (printed.matches(NOTICE) ? printed : firstNotice(printed)) : null));
	const hydrated = useHydrated();
	useEffect(acquirePageCompat, []);
	useEffect(() => {
		const notice = pageFirstNotice(element);
		if (!printedFirst || !notice) return;
		const timer = setTimeout(() => focusNotice(notice), FOCUS_DELAY_MS);
		return () => clearTimeout(timer);
	}, []);
	return serverTree(printed, (node) => hydrated && node === printedFirst && { tabIndex: -1 });
}
