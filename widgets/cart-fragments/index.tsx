/**
 * Island: the cart fragment cache. The engine starts with the page's first
 * fragment target, once, and only when `wc_cart_fragments_params` is printed
 * (contract G6). Only "hide if empty" Cart widgets have a view; the other
 * targets (the mini-cart, the header cart link) are left as printed.
 */
import { readCartFragmentsParams } from '../../contracts/woocommerce';
import { readPerValue } from '../../runtime/page-global';
import { defineIsland } from '../../runtime/react/define-island';
import { startCartFragments } from './cart-fragments';
import { CartWidget, isHideableWidget } from './cart-widget';

let started = false;
/** Read once per value: a corrupt global warns once per page, not once per fragment target. */
const pageParams = readPerValue('wc_cart_fragments_params', () => readCartFragmentsParams());

function readCartWidgetProps(element: HTMLElement): object | null {
	if (!started) {
		const params = pageParams();
		if (!params) return null;
		started = true;
		startCartFragments(params);
	}
	return isHideableWidget(element) ? {} : null;
}

export default defineIsland(readCartWidgetProps, CartWidget);
