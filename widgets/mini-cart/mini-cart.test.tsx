/**
 * The mini-cart component under Preact and React 19: hydration leaves the
 * printed bytes alone, unmounting frees everything, and the focus a removal
 * takes with it comes back to the right place.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartContentsLink, miniCartContent } from '../../demo/server/render/mini-cart';
import { ADD_TO_CART_PARAMS } from '../../contracts/woocommerce.fixtures';
import { itHydratesByteForByte } from '../../runtime/react/testing/island-contract-tests';
import { act, countLeakedListeners, fixture, framework, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { MiniCart, readMiniCartProps } from './mini-cart';
import { printedHeaderCart, printedMiniCart, printedMiniCarts, viewWith } from './printed.fixtures';

const params = { ...ADD_TO_CART_PARAMS };
const g = globalThis as Record<string, unknown>;
const holdClicks = (event: Event) => event.preventDefault();
const CONTENT = '.widget_shopping_cart_content';

beforeAll(() => {
	g.wc_add_to_cart_params = params;
	readMiniCartProps(); // the page-wide cart listeners, installed once as the first island does
	window.addEventListener('click', holdClicks);
});
afterAll(() => {
	delete g.wc_add_to_cart_params;
	window.removeEventListener('click', holdClicks);
});
beforeEach(() => {
	vi.stubGlobal('matchMedia', () => ({ matches: true })); // reduced motion: no fades
});
afterEach(() => {
	vi.unstubAllGlobals();
	document.body.innerHTML = '';
});

describe('mini-cart island', () => {
	itHydratesByteForByte('mini-cart', Object.entries(printedMiniCarts()), (element) => <MiniCart element={element} params={params} />);

	it('frees every document, window and body listener when unmounted, 100 times over', async () => {
		const html = printedMiniCart(11);
		const leaked = await countLeakedListeners([document, window, document.body], () => {
			for (let round = 0; round < 100; round++) {
				const content = fixture(html);
				const unmount = hydrateForTest(content, <MiniCart element={content} params={params} />);
				unmount();
				content.parentElement?.remove();
			}
		});
		expect(leaked).toBe(0);
	}, 20_000); // a hundred hydrations under React's development build on a shared 2-core machine
});

describe('focus after a removal', () => {
	/** Puts `page` in the body, hydrates its first mini-cart, focuses remove link `at` and activates it; the shop answers with the cart of `after`. */
	async function removeByKeyboard(page: string, at: number, after: number[], beforeAnswer: () => void = () => {}) {
		document.body.innerHTML = page;
		const content = document.querySelector<HTMLElement>(CONTENT)!;
		const unmount = hydrateForTest(content, <MiniCart element={content} params={params} />);
		const view = viewWith(...after);
		const fragments = { 'div.widget_shopping_cart_content': miniCartContent(view).value, 'a.cart-contents': cartContentsLink(view).value };
		let answer!: () => void;
		vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = () => resolve(new Response(JSON.stringify({ fragments, cart_hash: 'h' })))))));
		const link = content.querySelectorAll<HTMLElement>('.remove_from_cart_button')[at];
		link.focus();
		await act(async () => link.click()); // what Enter on a focused link does
		await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
		beforeAnswer();
		await act(async () => answer());
		await vi.waitFor(() => expect(document.querySelector(CONTENT)).not.toBe(content));
		// The fragments replaced the island's element: Preact (what ships) unmounts it quietly, React would throw.
		if (framework === 'preact') unmount();
	}
	const focusedKey = () => document.activeElement?.getAttribute('data-cart_item_key');
	const keyOf = (id: number) => viewWith(id).cart.lines[0].key;

	it('goes to the next row’s remove link', async () => {
		await removeByKeyboard(printedHeaderCart(11, 18, 12), 0, [18, 12]);
		expect(focusedKey()).toBe(keyOf(18));
		expect(document.activeElement!.closest(CONTENT)).toBe(document.querySelector(CONTENT));
	});

	it('goes to the previous row’s remove link after the last row', async () => {
		await removeByKeyboard(printedHeaderCart(11, 18, 12), 2, [11, 18]);
		expect(focusedKey()).toBe(keyOf(18));
	});

	it('goes to the cart link that opened the mini-cart when the cart is empty', async () => {
		await removeByKeyboard(printedHeaderCart(11), 0, []);
		expect(document.activeElement).toBe(document.querySelector('a.cart-contents'));
	});

	it('goes to the cart widget’s heading when no cart link opened it', async () => {
		const widget = `<aside><section class="widget woocommerce widget_shopping_cart"><h2 class="widget-title">Cart</h2><div class="hide_cart_widget_if_empty">${printedMiniCart(11)}</div></section></aside>`;
		await removeByKeyboard(widget, 0, []);
		expect(document.activeElement).toBe(document.querySelector('.widget-title'));
		expect(document.activeElement!.getAttribute('tabindex')).toBe('-1');
	});

	it('stays where the reader went meanwhile', async () => {
		const page = `${printedHeaderCart(11, 12)}<a href="/elsewhere/" id="elsewhere">Elsewhere</a>`;
		await removeByKeyboard(page, 0, [12], () => document.getElementById('elsewhere')!.focus());
		expect(document.activeElement!.id).toBe('elsewhere');
	});
});
