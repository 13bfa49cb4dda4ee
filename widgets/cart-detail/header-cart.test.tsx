import { afterEach, describe, expect, it, vi } from 'vitest';
import { itHydratesByteForByte } from '../../runtime/react/testing/island-contract-tests';
import { act, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { HeaderCart } from './header-cart';

const cart = '<div class="jeg_nav_item jeg_cart cartdetail"><a href="/cart/" class="cartlink">Cart / <span class="amount">£0.00</span></a><div class="jeg_cartcontent"><p class="buttons"><a href="/cart/" class="button">View cart</a></p></div></div>';

afterEach(() => {
	vi.unstubAllGlobals();
	document.body.innerHTML = '';
});

describe('header cart', () => {
	itHydratesByteForByte('cart', cart, (element) => <HeaderCart element={element} />);

	it('refreshes the detail once for a burst of cart events, and opens on hover and focus, closing on Escape', async () => {
		const fetch = vi.fn(async () => Response.json('Cart / <span class="amount">£12.00</span>'));
		vi.stubGlobal('fetch', fetch);
		const element = fixture(cart);
		const unmount = hydrateForTest(element, <HeaderCart element={element} />);
		for (const name of ['wc:added_to_cart', 'wc:wc_fragments_refreshed']) document.body.dispatchEvent(new CustomEvent(name, { bubbles: true, detail: [] }));
		await act(() => new Promise<void>((resolve) => setTimeout(resolve, 300)));
		expect(fetch).toHaveBeenCalledOnce();
		expect(element.querySelector('.cartlink')!.innerHTML).toBe('Cart / <span class="amount">£12.00</span>');
		await act(async () => element.querySelector<HTMLElement>('.cartlink')!.focus());
		expect(element.className).toContain('open');
		expect(element.querySelector('.cartlink')!.getAttribute('aria-expanded')).toBe('true');
		await act(async () => void element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
		expect(element.className).not.toContain('open');
		unmount();
	});
});
