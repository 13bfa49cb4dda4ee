/**
 * WooCommerce's cart live region (contract §2.5): the first
 * `.widget_shopping_cart_live_region` on the page, else one appended to body.
 * Add and remove clear it when they start and write the product's
 * `data-success_message` when they succeed. Clearing also cancels a message
 * still waiting to be spoken, so a newer cart action is never talked over by
 * an older one.
 */
import { announceIn } from './announcer';

const SELECTOR = '.widget_shopping_cart_live_region';
let waiting: ReturnType<typeof setTimeout> | undefined;

export function cartLiveRegion(doc: Document = document): HTMLElement {
	let region = doc.querySelector<HTMLElement>(SELECTOR);
	if (!region) {
		region = doc.createElement('div');
		region.className = 'widget_shopping_cart_live_region screen-reader-text';
		region.setAttribute('role', 'status');
		doc.body.append(region);
	}
	return region;
}

export function clearCartLiveRegion(): void {
	clearTimeout(waiting);
	const region = cartLiveRegion();
	region.textContent = '';
	region.removeAttribute('aria-relevant');
}

/** Speaks `message` in the cart region after `delayMs`. */
export function announceCartChange(message: string, delayMs = 0): void {
	clearTimeout(waiting);
	waiting = setTimeout(() => {
		const region = cartLiveRegion();
		region.setAttribute('aria-relevant', 'all');
		announceIn(region, message);
	}, delayMs);
}
