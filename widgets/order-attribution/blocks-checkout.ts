/**
 * The blocks checkout has no form to stamp: attribution travels as Store API
 * extension data (`extensions['woocommerce/order-attribution']`, contract
 * §6.6). The checkout store may register after this island runs, so besides
 * pushing at every tracking decision we re-send once, on the store's first
 * change after DOMContentLoaded. Errors from a foreign store are contained:
 * they must not stop the classic inputs from being stamped.
 *
 * The contract gates on `wc.wcBlocksData`, but WooCommerce 10.9 logs a warning
 * for every script it has not registered that reads that global (its own
 * order-attribution script no longer does), so the store's name is the fixed
 * one and a page without the store simply answers no actions.
 */
import type { AttributionValues } from './params';

const NAMESPACE = 'woocommerce/order-attribution';
const CHECKOUT_STORE = 'wc/store/checkout';

interface WpData {
	dispatch?: (store: string) => Record<string, unknown> | undefined;
	subscribe?: (listener: () => void, store?: string) => () => void;
}

/** `wp.data` when the page has it; optional chaining would be lowered for the oldest browsers, several times over. */
const wpData = (): WpData => {
	const { wp } = globalThis as { wp?: { data?: WpData } };
	return (wp && wp.data) || {};
};

/** Sets the extension data when the page has the checkout store; older stores have only the internal setter. */
export function sendToBlocksCheckout(values: AttributionValues): void {
	const { dispatch } = wpData();
	if (typeof dispatch !== 'function') return;
	try {
		const actions = dispatch(CHECKOUT_STORE) || {};
		const setter = actions.setExtensionData || actions.__internalSetExtensionData;
		if (typeof setter === 'function') setter.call(actions, NAMESPACE, values, true);
	} catch (error) {
		console.warn('[islands] order attribution: the checkout store refused the data', error);
	}
}

/** After DOMContentLoaded, re-sends `current()` once, on the checkout store's first change. */
export function resendWhenCheckoutLoads(current: () => AttributionValues): void {
	const subscribeOnce = () => {
		const { subscribe } = wpData();
		if (typeof subscribe !== 'function') return;
		// Sending changes the store, which calls the listener again: `sent` keeps it to one send.
		let sent = false;
		const unsubscribe = subscribe(() => {
			if (sent) return;
			sent = true;
			queueMicrotask(() => unsubscribe());
			sendToBlocksCheckout(current());
		}, CHECKOUT_STORE);
	};
	if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', subscribeOnce, { once: true });
	else subscribeOnce();
}
