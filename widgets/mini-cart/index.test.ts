import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADD_TO_CART_PARAMS } from '../../contracts/woocommerce.fixtures';
import { act } from '../../runtime/react/testing/island-kit';
import mount from './index';

const g = globalThis as Record<string, unknown>;
const clicks: boolean[] = [];
const holdClicks = (event: Event) => {
	clicks.push(event.defaultPrevented);
	event.preventDefault();
};
beforeAll(() => window.addEventListener('click', holdClicks));
afterAll(() => {
	window.removeEventListener('click', holdClicks);
	delete g.wc_add_to_cart_params;
	vi.unstubAllGlobals();
});

describe('mini-cart island mount', () => {
	it('without wc_add_to_cart_params, remove links stay plain links (contract G6); with it, they are handled', async () => {
		const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
		vi.stubGlobal('fetch', fetchMock);
		document.body.innerHTML = `<div class="widget_shopping_cart_content"><ul><li class="woocommerce-mini-cart-item">
			<a href="/cart/?remove_item=6512bd43d9caa6e02c990b0a82652dca" class="remove remove_from_cart_button"
			   data-cart_item_key="6512bd43d9caa6e02c990b0a82652dca">×</a></li></ul></div>`;
		const link = document.querySelector<HTMLElement>('.remove_from_cart_button')!;

		const content = document.body.firstElementChild as HTMLElement;
		expect(await mount(content, { name: 'mini-cart', idPrefix: 'i-' })).toBeUndefined();
		link.click();
		expect(clicks).toEqual([false]);

		// The loader mounts each element once; a page reloaded with the global gets the island.
		g.wc_add_to_cart_params = { ...ADD_TO_CART_PARAMS };
		let unmount: void | (() => void);
		await act(async () => {
			unmount = await mount(content, { name: 'mini-cart', idPrefix: 'i-' });
		});
		link.click();
		expect(clicks).toEqual([false, true]);
		await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), { interval: 2 });
		act(() => (unmount as () => void)());
	});
});
