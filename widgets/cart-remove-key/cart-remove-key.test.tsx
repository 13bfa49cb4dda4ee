import { afterEach, describe, expect, it, vi } from 'vitest';
import { miniCartContent } from '../../demo/server/render/mini-cart';
import { Cart } from '../../demo/server/state/cart';
import { PRODUCTS } from '../../demo/server/state/catalogue';
import { printedFixtures } from '../../runtime/react/testing/printed-fixtures';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { act, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { CartRemoveKey, readCartRemoveKeyProps } from './cart-remove-key';
import mountRemoveKey from './index';
import { island } from './island';

const cart = new Cart();
for (const product of PRODUCTS.filter((item) => item.type === 'simple').slice(0, 2)) cart.add(product as Parameters<Cart['add']>[0], 1);
const printed = printedFixtures(miniCartContent({ origin: 'https://shop.example', cart, removeNonce: 'abc123' }), island.selector);

afterEach(() => {
	document.body.innerHTML = '';
	vi.unstubAllGlobals();
});

describe('keyboard remove without AJAX add to cart', () => {
	const render = (element: HTMLElement) => <CartRemoveKey element={element} />;
	itHydratesByteForByte('link', printed, render);

	it('Space follows the link as a click; other keys do nothing', async () => {
		const link = fixture(printed[0]!);
		const clicks = vi.fn((event: Event) => event.preventDefault());
		link.addEventListener('click', clicks);
		const unmount = hydrateForTest(link, <CartRemoveKey element={link} />);
		const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
		await act(async () => {
			link.dispatchEvent(space);
			link.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
		});
		expect(space.defaultPrevented).toBe(true);
		expect(clicks).toHaveBeenCalledTimes(1);
		unmount();
	});

	it('is a button to assistive technology where an older template printed no role', () => {
		const link = fixture(printed[0]!.replace('role="button" ', ''));
		const unmount = hydrateForTest(link, <CartRemoveKey element={link} />);
		expect(link.getAttribute('role')).toBe('button');
		unmount();
	});

	it('is no island when wc_add_to_cart_params is printed (the mini-cart island owns the link)', () => {
		expect(readCartRemoveKeyProps()).toEqual({});
		vi.stubGlobal('wc_add_to_cart_params', {});
		expect(readCartRemoveKeyProps()).toBeNull();
	});

	itLeavesNothingBehind({ html: printed[0]!, mount: mountRemoveKey, render });
});
