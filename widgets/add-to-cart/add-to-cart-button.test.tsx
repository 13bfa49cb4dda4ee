/**
 * The button component under Preact and React 19: hydration leaves the
 * printed bytes alone, unmounting frees everything, the slow-shop hint, and
 * the synchronous state change other scripts rely on.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADD_TO_CART_PARAMS } from '../../contracts/woocommerce.fixtures';
import { itHydratesByteForByte } from '../../runtime/react/testing/island-contract-tests';
import { act, countLeakedListeners, fixture, framework, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { AddToCartButton, READY_CLASS, readAddToCartProps, SLOW_CLASS } from './add-to-cart-button';
import { printedButtons } from './printed.fixtures';
import { SLOW_AFTER_MS } from './use-slow-notice';

const params = { ...ADD_TO_CART_PARAMS };
const g = globalThis as Record<string, unknown>;
const ADDED = { fragments: { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">Mug</div>' }, cart_hash: 'h' };
const holdClicks = (event: Event) => event.preventDefault();

beforeAll(() => {
	g.wc_add_to_cart_params = params;
	readAddToCartProps(); // the page-wide reactions, installed once as the first island does
	window.addEventListener('click', holdClicks);
});
afterAll(() => {
	delete g.wc_add_to_cart_params;
	window.removeEventListener('click', holdClicks);
});
afterEach(() => {
	vi.useRealTimers();
	vi.unstubAllGlobals();
	document.body.innerHTML = '';
});

/** The printed button alone: React's test root is the whole container, so nothing else may be in it. */
const printedButton = () => printedButtons()['shop loop button (simple product)'].replace(/\s*<span [^>]*>\s*<\/span>\s*$/, '');

const mountButton = (html = printedButton()) => {
	const button = fixture(html);
	const unmount = hydrateForTest(button, <AddToCartButton element={button} params={params} />);
	return { button, unmount };
};

describe('add-to-cart button island', () => {
	itHydratesByteForByte('button', Object.entries(printedButtons()), (element) => <AddToCartButton element={element} params={params} />);

	it('marks itself ready once hydrated, and keeps classes other scripts added', async () => {
		const { button, unmount } = mountButton();
		expect(button.classList.contains(READY_CLASS)).toBe(true);
		button.classList.add('icon-added');
		let answer!: (response: Response) => void;
		vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
		await act(async () => button.click());
		expect(button.className).toBe('button product_type_simple add_to_cart_button ajax_add_to_cart islands-ready icon-added loading');
		expect(button.getAttribute('aria-busy')).toBe('true');
		await act(async () => vi.waitFor(() => answer(new Response(JSON.stringify(ADDED)))));
		await vi.waitFor(() => expect(button.className).toBe('button product_type_simple add_to_cart_button ajax_add_to_cart islands-ready icon-added added'));
		unmount();
	});

	it('frees every document, window and body listener when unmounted, 100 times over', async () => {
		const html = printedButton();
		const leaked = await countLeakedListeners([document, window, document.body], () => {
			for (let round = 0; round < 100; round++) {
				const { button, unmount } = mountButton(html);
				unmount();
				button.parentElement?.remove();
			}
		});
		expect(leaked).toBe(0);
	}, 20_000); // a hundred hydrations under React's development build on a shared 2-core machine

	it(`says the shop is slow after ${SLOW_AFTER_MS} ms, while the add goes on, and stops saying it when it ends`, async () => {
		vi.useFakeTimers();
		let answer!: (response: Response) => void;
		vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
		const { button, unmount } = mountButton();
		await act(async () => button.click());
		await act(async () => {
			await vi.advanceTimersByTimeAsync(SLOW_AFTER_MS - 1);
		});
		expect(document.querySelector(`.${SLOW_CLASS}`)).toBeNull();
		await act(async () => {
			await vi.advanceTimersByTimeAsync(1);
		});
		const hint = document.querySelector(`.${SLOW_CLASS}`)!;
		expect(hint.textContent).toBe('Still adding… the shop is slow to answer.');
		expect(hint.previousElementSibling).toBe(button);
		expect(button.classList.contains('loading')).toBe(true);
		await act(async () => {
			await vi.advanceTimersByTimeAsync(100);
		});
		expect(document.getElementById('a11y-speak-polite')!.textContent).toBe('Still adding… the shop is slow to answer.');

		await act(async () => {
			answer(new Response(JSON.stringify(ADDED)));
			await vi.advanceTimersByTimeAsync(0);
		});
		expect(document.querySelector(`.${SLOW_CLASS}`)).toBeNull();
		expect(button.classList.contains('added')).toBe(true);
		unmount();
	});

	it('shows no slow hint for a quick add', async () => {
		vi.useFakeTimers();
		vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(ADDED))));
		const { button, unmount } = mountButton();
		await act(async () => button.click());
		await act(async () => {
			await vi.advanceTimersByTimeAsync(SLOW_AFTER_MS * 2);
		});
		expect(button.classList.contains('added')).toBe(true);
		expect(document.querySelector(`.${SLOW_CLASS}`)).toBeNull();
		unmount();
	});

	it('a third party’s added_to_cart updates the button before the next listener runs, which keeps the last word', async () => {
		const { button, unmount } = mountButton();
		const seen: string[] = [];
		// A wishlist table's reaction (wishlist contract §7.4): it removes `added` and the link.
		const wishlist = () => {
			seen.push(button.className);
			button.classList.remove('added');
			button.parentElement!.querySelector('.added_to_cart')?.remove();
		};
		document.addEventListener('added_to_cart', wishlist); // bound after the island's own listener on document
		try {
			await act(async () => {
				document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true, detail: [ADDED.fragments, 'h', button] }));
			});
		} finally {
			document.removeEventListener('added_to_cart', wishlist);
		}
		expect(seen).toEqual([expect.stringMatching(/ added$/)]);
		expect(button.classList.contains('added')).toBe(false);
		expect(document.querySelector('.added_to_cart')).toBeNull();
		// Preact (what ships) skips removing a node someone else removed; React's unmount would throw on the link.
		if (framework === 'preact') unmount();
	});
});
