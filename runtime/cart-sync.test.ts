import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartState } from './cart-state';
import { listenForCartChanges, onAddedButton } from './cart-sync';
import { wcEvents } from './events';

const MINI = 'div.widget_shopping_cart_content';
const steps: Array<[HTMLElement, boolean]> = [];
const loaded = vi.fn();

beforeAll(() => {
	listenForCartChanges();
	listenForCartChanges(); // a second island mounting must not double the listeners
	onAddedButton((button, hasFragments) => steps.push([button, hasFragments]));
	document.addEventListener('wc:wc_fragments_loaded', loaded);
});
beforeEach(() => {
	steps.length = 0;
	loaded.mockClear();
	document.body.innerHTML = `<a class="add_to_cart_button" id="btn"></a><div class="widget_shopping_cart_content">empty</div>`;
});
afterEach(() => vi.restoreAllMocks());

const third = (name: string, detail: unknown[]) =>
	document.body.dispatchEvent(new CustomEvent(name, { bubbles: true, detail }));

describe('listenForCartChanges', () => {
	it('on added_to_cart: steps the button, applies the fragments, publishes the cart, emits wc_fragments_loaded once', () => {
		const button = document.getElementById('btn')!;
		const fragments = { [MINI]: '<div class="widget_shopping_cart_content">Mug ×1</div>' };
		wcEvents().emit('added_to_cart', [fragments, 'hash1', button]);
		expect(steps).toEqual([[button, true]]);
		expect(document.querySelector(MINI)!.textContent).toBe('Mug ×1');
		expect(cartState().value).toEqual({ fragments, hash: 'hash1', origin: 'added' });
		expect(loaded).toHaveBeenCalledTimes(1);
	});

	it('a third-party added_to_cart without a fragment map steps the button only (contract §9.6)', () => {
		const button = document.getElementById('btn')!;
		const before = cartState().value;
		third('added_to_cart', [undefined, undefined, button]);
		expect(steps).toEqual([[button, false]]);
		expect(document.querySelector(MINI)!.textContent).toBe('empty');
		expect(cartState().value).toBe(before);
		expect(loaded).not.toHaveBeenCalled();
	});

	it('a third-party added_to_cart without a button applies the fragments', () => {
		third('added_to_cart', [{ [MINI]: '<div class="widget_shopping_cart_content">from wishlist</div>' }, 'h']);
		expect(steps).toEqual([]);
		expect(document.querySelector(MINI)!.textContent).toBe('from wishlist');
		expect(loaded).toHaveBeenCalledTimes(1);
	});

	it('on removed_from_cart: applies the fragments and publishes with origin "removed"', () => {
		const fragments = { [MINI]: '<div class="widget_shopping_cart_content">No products in the cart.</div>' };
		wcEvents().emit('removed_from_cart', [fragments, '', document.getElementById('btn')]);
		expect(document.querySelector(MINI)!.textContent).toBe('No products in the cart.');
		expect(cartState().value).toEqual({ fragments, hash: '', origin: 'removed' });
		expect(loaded).toHaveBeenCalledTimes(1);
		expect(steps).toEqual([]);
	});

	it('ignores removed_from_cart without fragments', () => {
		third('removed_from_cart', ['not a map', '']);
		expect(document.querySelector(MINI)!.textContent).toBe('empty');
		expect(loaded).not.toHaveBeenCalled();
	});
});
