/**
 * What every cart island does when the cart changed, whoever changed it (our
 * add-to-cart and mini-cart, a wishlist table, a theme's quick view): on
 * `added_to_cart` / `removed_from_cart` with a fragment map, step the button
 * that was passed, replace the fragments, publish the new cart state and emit
 * `wc_fragments_loaded`, in the order WooCommerce emits them. Installed once per
 * page by whichever cart island mounts first.
 */
import { isFragments } from '../contracts/woocommerce';
import { commitCart } from './cart-state';
import { wcEvents } from './events';
import { applyFragments } from './fragments';

export type ButtonStep = (button: HTMLElement, hasFragments: boolean) => void;

const buttonSteps = new Set<ButtonStep>();
let listening = false;

/** The add-to-cart island registers how a button reacts to `added_to_cart`. */
export function onAddedButton(step: ButtonStep): void {
	buttonSteps.add(step);
}

export function listenForCartChanges(): void {
	if (listening) return;
	listening = true;
	const events = wcEvents();

	events.on('added_to_cart', ([fragments, hash, button]) => {
		const hasFragments = isFragments(fragments);
		if (button instanceof HTMLElement) for (const step of buttonSteps) step(button, hasFragments);
		// A third-party event without a map carries nothing to apply (contract §9.6).
		if (!hasFragments) return;
		applyFragments(fragments);
		commitCart(fragments, typeof hash === 'string' ? hash : '', 'added');
		events.emit('wc_fragments_loaded');
	});

	events.on('removed_from_cart', ([fragments, hash]) => {
		if (!isFragments(fragments)) return;
		applyFragments(fragments);
		commitCart(fragments, typeof hash === 'string' ? hash : '', 'removed');
		events.emit('wc_fragments_loaded');
	});
}
