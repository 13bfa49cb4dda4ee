/**
 * One place that moves a button from state to state, whoever asks (our own
 * add, a veto, a third party's `added_to_cart`): a button rendered by its
 * island goes through the store, any other button is changed in place.
 */
import type { WcAddToCartParams } from '../../contracts/woocommerce';
import { isRegistered, updateButton } from './button-store';
import { showAdded, showFailure, startLoading, stopLoading, viewCartUrl } from './button-state';

const less = (busy: number) => Math.max(0, busy - 1);

export function stepStart(button: HTMLElement): void {
	if (!isRegistered(button)) return startLoading(button);
	updateButton(button, ({ busy }) => ({ busy: busy + 1, added: false, failure: null }));
}

export function stepStop(button: HTMLElement): void {
	if (!isRegistered(button)) return stopLoading(button);
	updateButton(button, ({ busy }) => ({ busy: less(busy) }));
}

/** `added_to_cart` reached this button: `added` and the link only when the event carried fragments (contract §4.2 step 7). */
export function stepAdded(button: HTMLElement, hasFragments: boolean, params: WcAddToCartParams): void {
	if (!isRegistered(button)) {
		stopLoading(button);
		if (hasFragments) showAdded(button, params);
		return;
	}
	updateButton(button, ({ busy, added, link }) => ({
		busy: less(busy),
		added: added || hasFragments,
		// Our own link counts as the parent's one: it stays, and no second one comes.
		link: link || (hasFragments && viewCartUrl(button, params) !== null),
	}));
}

export function stepFailed(button: HTMLElement, message: string): void {
	if (!isRegistered(button)) {
		stopLoading(button);
		return showFailure(button, message);
	}
	updateButton(button, ({ busy }) => ({ busy: less(busy), failure: message }));
}
