/**
 * The state of each hydrated add-to-cart button, outside any component: a
 * button's request outlives its island (fragments may replace the button
 * mid-request) and its `added_to_cart` may come from anyone (a wishlist
 * table, a quick view). Each write reaches the button synchronously, so the
 * classes are on it before the next listener of the same WooCommerce event
 * runs, exactly as when WooCommerce toggled them itself; a wishlist that
 * removes `added` in its own `added_to_cart` handler keeps the last word.
 */
import { type Signal, signal } from '@preact/signals-core';
import { flushSync } from 'react-dom';

export interface ButtonState {
	/** Requests started and not yet ended: five quick clicks are five adds, loading lasts until the last. */
	busy: number;
	added: boolean;
	/** The "View cart" link is shown after the button (once shown, it stays, as WooCommerce's does). */
	link: boolean;
	/** Why the last add failed, as text; null once another starts. */
	failure: string | null;
}

const states = new WeakMap<Element, Signal<ButtonState>>();
const mounted = new WeakSet<Element>();

/** The button's state, created from what the page shows the first time it is asked for. */
export function buttonState(button: Element): Signal<ButtonState> {
	let state = states.get(button);
	if (!state) {
		state = signal<ButtonState>({ busy: 0, added: button.classList.contains('added'), link: false, failure: null });
		states.set(button, state);
	}
	return state;
}

/** While a component renders this button, its state goes through the store; returns the unregister function. */
export function registerButton(button: Element): () => void {
	mounted.add(button);
	return () => mounted.delete(button);
}

export const isRegistered = (button: Element): boolean => mounted.has(button);

export function updateButton(button: Element, change: (state: ButtonState) => Partial<ButtonState>): void {
	const state = buttonState(button);
	flushSync(() => {
		state.value = { ...state.value, ...change(state.value) };
	});
	reflectOnButton(button, state.value);
}

/**
 * The classes a listener reads are written at once as well: flushSync cannot
 * hurry a render that was queued before it (a button woken by the very click
 * the loader replays), and `adding_to_cart`'s listeners must see `loading`.
 * The component renders the same values, so the two never disagree.
 */
function reflectOnButton(button: Element, { busy, added }: ButtonState): void {
	button.classList.toggle('loading', busy > 0);
	button.classList.toggle('added', added);
	if (busy > 0) button.setAttribute('aria-busy', 'true');
	else button.removeAttribute('aria-busy');
}
