/**
 * Island: the cart fragment cache. The engine starts with the page's first
 * fragment target, once, and only when `wc_cart_fragments_params` is printed
 * (contract G6). Only "hide if empty" Cart widgets have a view; the other
 * targets (the mini-cart, the header cart link) are left as printed.
 */
import { readCartFragmentsParams } from '../../contracts/woocommerce';
import { defineIsland } from '../../runtime/react/define-island';
import { startCartFragments } from './cart-fragments';
import { CartWidget, isHideableWidget } from './cart-widget';

let started = false;

function readCartWidgetProps(element: HTMLElement): object | null {
	if (!started) {
		const params = readCartFragmentsParams();
		if (!params) return null;
		started = true;
		startCartFragments(params);
	}
	return isHideableWidget(element) ? {} : null;
}

export default defineIsland(readCartWidgetProps, CartWidget);
