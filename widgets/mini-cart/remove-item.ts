/**
 * Removing a mini-cart row by `cart_item_key` (contract §4.3). The row is
 * blocked ("Please wait...") while the request runs in the shared cart queue.
 * Success replaces the fragments (which removes the row), moves the focus the
 * removal took with it, and announces the removal. No fragments, or a failed
 * request, follows the link: its `href` is WooCommerce's nonce-protected
 * removal without JavaScript. Only when the browser is offline is the row
 * unblocked instead, since following the link would lose the page.
 */
import { isCartFragmentsResponse, type WcAddToCartParams, wcAjaxUrl } from '../../contracts/woocommerce';
import { announce } from '../../runtime/announcer';
import { blockElement } from '../../runtime/block';
import { announceCartChange, clearCartLiveRegion } from '../../runtime/cart-live-region';
import { requestTimeoutMs } from '../../runtime/config';
import { wcEvents } from '../../runtime/events';
import { failureOf } from '../../runtime/failure';
import { ajax, failureText } from '../../runtime/http/ajax';
import { navigateTo } from '../../runtime/navigate';
import { enqueueCartRequest } from '../../runtime/queue';
import { planFocusAfterRemoval } from './focus-after-removal';
import { __, sprintf } from '../../runtime/i18n';

export const REMOVE_LINK = '.remove_from_cart_button';
const ROW = '.woocommerce-mini-cart-item';

/** Rows with a removal in flight: a second click on the same row is the same intent. */
const removing = new WeakSet<Element>();

export async function removeItem(link: HTMLAnchorElement, params: WcAddToCartParams): Promise<void> {
	const row = link.closest<HTMLElement>(ROW) ?? link;
	if (removing.has(row)) return;
	removing.add(row);
	const restoreFocus = planFocusAfterRemoval(link);
	clearCartLiveRegion();
	const unblock = blockElement(row);
	const outcome = await enqueueCartRequest(() =>
		ajax(wcAjaxUrl(params.wc_ajax_url, 'remove_from_cart'), {
			form: { cart_item_key: link.getAttribute('data-cart_item_key') ?? '' },
			asXhr: true,
			timeoutMs: requestTimeoutMs(),
		}),
	);
	removing.delete(row);
	if (outcome.ok && isCartFragmentsResponse(outcome.data)) {
		wcEvents().emit('removed_from_cart', [outcome.data.fragments, outcome.data.cart_hash ?? '', link]);
		if (row.isConnected) void unblock();
		restoreFocus();
		announceCartChange(link.getAttribute('data-success_message') || __('The product has been removed from your cart.'));
		return;
	}
	const offline = !outcome.ok && outcome.kind === 'network' && navigator.onLine === false;
	if (!offline && navigateTo(link.href)) return;
	void unblock();
	/* translators: %s: why, a failure sentence */
	announce(sprintf(__('Could not remove the product. %s'), outcome.ok ? failureOf({ kind: 'rejected' }).message : failureText(outcome)), 'assertive');
}
