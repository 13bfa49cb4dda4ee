/**
 * Whether classic Cart widgets set to "hide if empty" show (contract §4.6):
 * as the `woocommerce_items_in_cart` cookie says when the page starts, and
 * from the moment an add starts. Held in a signal: every such widget on the
 * page is its own island and reads it.
 */
import { type Signal, signal } from '@preact/signals-core';

let shown: Signal<boolean> | undefined;

export const cartWidgetsShown = (): Signal<boolean> => (shown ??= signal(false));

/** The cookie's value read as WooCommerce reads it: a count above zero. */
export const itemsCookieShows = (itemsInCart: string | undefined): boolean => Number(itemsInCart) > 0;

export function showCartWidgets(show: boolean): void {
	cartWidgetsShown().value = show;
}
