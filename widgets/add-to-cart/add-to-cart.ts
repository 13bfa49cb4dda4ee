/**
 * The add-to-cart flow (contract §4.2). A click on a hydrated button starts
 * it; every add ends in one visible outcome: added (fragments applied), a
 * same-origin redirect, or the button usable again with the failure said
 * aloud. Clicks during a request are queued, never dropped; adds are not
 * retried (not idempotent). The page-wide reactions (any `added_to_cart`
 * with a button, any `ajax_request_not_sent.adding_to_cart`) are installed
 * once, by the first button that wakes.
 */
import { classifyAddToCart, type WcAddToCartParams, wcAjaxUrl } from '../../contracts/woocommerce';
import { announce } from '../../runtime/announcer';
import { announceCartChange, clearCartLiveRegion } from '../../runtime/cart-live-region';
import { listenForCartChanges, onAddedButton } from '../../runtime/cart-sync';
import { requestTimeoutMs } from '../../runtime/config';
import { wcEvents } from '../../runtime/events';
import { ajax, failureText } from '../../runtime/http/ajax';
import { isElementOff } from '../../runtime/loader/switches';
import { navigateTo } from '../../runtime/navigate';
import { enqueueCartRequest } from '../../runtime/queue';
import { stepAdded, stepFailed, stepStart, stepStop } from './button-steps';
import { addToCartData, hasProductId } from './request-data';
import { __, sprintf } from '../../runtime/i18n';

/** WooCommerce meant to announce after 1 s, so fragment replacement does not cut the message off (contract §9.7). */
const SUCCESS_ANNOUNCE_DELAY_MS = 1000;
export const FAILURE_EVENT = 'wc:add_to_cart_failed';

function fail(button: HTMLElement, reason: string): void {
	/* translators: %s: why, a sentence (a failure sentence or the shop's reason) */
	const message = sprintf(__('Could not add to cart. %s'), reason);
	stepFailed(button, message);
	announce(message, 'assertive');
	button.dispatchEvent(new CustomEvent(FAILURE_EVENT, { bubbles: true, detail: [button, reason] }));
	wcEvents().emit('wc_cart_button_updated', [button]);
}

async function send(button: HTMLElement, params: WcAddToCartParams): Promise<void> {
	const events = wcEvents();
	const data = addToCartData(button);
	events.emit('adding_to_cart', [button, data]);
	const outcome = await enqueueCartRequest(() =>
		ajax(wcAjaxUrl(params.wc_ajax_url, 'add_to_cart'), { form: data, asXhr: true, timeoutMs: requestTimeoutMs() }),
	);
	if (!outcome.ok) return fail(button, failureText(outcome));
	const result = classifyAddToCart(outcome.data);
	switch (result.kind) {
		case 'product-page':
			if (!navigateTo(result.url)) fail(button, __('The product page is not on this site.'));
			return;
		case 'added':
			if (params.cart_redirect_after_add === 'yes' && navigateTo(params.cart_url)) return;
			events.emit('added_to_cart', [result.fragments, result.cartHash, button]);
			return;
		case 'rejected':
			return fail(button, __('The shop did not accept this product.'));
		case 'empty':
			return fail(button, __('The shop sent no answer.'));
	}
}

/** Whether a click on `button` is ours: a product id and no operator switch; otherwise the link is followed. */
export const handlesClick = (button: HTMLElement): boolean => hasProductId(button) && !isElementOff(button);

/** Starts one add for `button` (the caller prevented the click's default). */
export function addToCart(button: HTMLElement, params: WcAddToCartParams): void {
	clearCartLiveRegion();
	stepStart(button);
	const events = wcEvents();
	if (events.vetoed('should_send_ajax_request.adding_to_cart', [button])) {
		events.emit('ajax_request_not_sent.adding_to_cart', [false, false, button]);
		return;
	}
	void send(button, params);
}

function onAdded(button: HTMLElement, hasFragments: boolean, params: WcAddToCartParams): void {
	stepAdded(button, hasFragments, params);
	wcEvents().emit('wc_cart_button_updated', [button]);
	const message = button.getAttribute('data-success_message') || __('The product has been added to your cart.');
	announceCartChange(message, SUCCESS_ANNOUNCE_DELAY_MS);
}

let installed = false;

/** Installs the page-wide reactions; later calls do nothing. */
export function installAddToCart(params: WcAddToCartParams): void {
	if (installed) return;
	installed = true;
	listenForCartChanges();
	onAddedButton((button, hasFragments) => onAdded(button, hasFragments, params));
	wcEvents().on('ajax_request_not_sent.adding_to_cart', ([, , button]) => {
		if (!(button instanceof HTMLElement)) return;
		stepStop(button);
		wcEvents().emit('wc_cart_button_updated', [button]);
	});
}
