/**
 * The cart page's remove links under Preact and React 19: hydration leaves
 * the printed bytes alone, unmounting frees everything, and the focus comes
 * back to the next row after the removal's page load.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartPage } from '../../demo/server/render/cart-page';
import type { ShopView } from '../../demo/server/render/view';
import { Cart } from '../../demo/server/state/cart';
import { findProduct, type SimpleProduct, type Variation } from '../../demo/server/state/catalogue';
import { itHydratesByteForByte } from '../../runtime/react/testing/island-contract-tests';
import { act, countLeakedListeners, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { printedFixtures } from '../../runtime/react/testing/printed-fixtures';
import { CartRemoveLink } from './cart-remove-link';

const LINK = '.woocommerce-cart-form .product-remove > a.remove';

/** The demo's cart page for a cart of `ids`. */
function printedCartPage(...ids: number[]): string {
	const cart = new Cart();
	for (const id of ids) cart.add(findProduct(id) as SimpleProduct | Variation, 1);
	const view: ShopView = { origin: location.origin, cart, removeNonce: 'df320f92d5' };
	return `<div class="woocommerce-notices-wrapper"></div>${cartPage(view).content.value}`;
}

/** A fresh page load: puts the page in the body and hydrates every remove link with fresh modules, as the loader does. */
async function loadPage(html: string): Promise<() => void> {
	const { CartRemoveLink: Link } = await import('./cart-remove-link');
	document.body.innerHTML = html;
	const unmounts = Array.from(document.querySelectorAll<HTMLElement>(LINK), (link) => hydrateForTest(link, <Link element={link} />));
	return () => unmounts.forEach((unmount) => unmount());
}
const keyOf = (link: Element | null) => (link ? new URL((link as HTMLAnchorElement).href).searchParams.get('remove_item') : null);
const links = () => Array.from(document.querySelectorAll<HTMLAnchorElement>(LINK));

beforeEach(() => {
	vi.resetModules(); // the focus target is decided once per page load
	sessionStorage.clear();
	window.addEventListener('click', hold);
});
afterEach(() => {
	window.removeEventListener('click', hold);
	document.body.innerHTML = '';
	vi.useRealTimers();
});
const hold = (event: Event) => event.preventDefault();

describe('cart page remove link island', () => {
	itHydratesByteForByte('link', printedFixtures(printedCartPage(11, 18), LINK)[0]!, (element) => <CartRemoveLink element={element} />);

	it('frees every document, window and body listener when unmounted, 100 times over', async () => {
		const template = document.createElement('template');
		template.innerHTML = printedCartPage(11);
		const html = template.content.querySelector(LINK)!.outerHTML;
		const leaked = await countLeakedListeners([document, window, document.body], () => {
			for (let round = 0; round < 100; round++) {
				const link = fixture(html);
				const unmount = hydrateForTest(link, <CartRemoveLink element={link} />);
				unmount();
				link.parentElement?.remove();
			}
		});
		expect(leaked).toBe(0);
	}, 20_000); // a hundred hydrations under React's development build on a shared 2-core machine

	it.each([
		['the next row', 0, [12, 22], 12],
		['the previous row after the last one', 2, [11, 12], 12],
	])('after the reload, focuses %s', async (_name, at, left, expected) => {
		const { CartRemoveLink: Link } = await import('./cart-remove-link');
		document.body.innerHTML = printedCartPage(11, 12, 22);
		const link = links()[at];
		const unmount = hydrateForTest(link, <Link element={link} />);
		link.focus();
		link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
		link.click(); // Enter on a link
		unmount();

		vi.resetModules(); // the next page load
		const unmountAll = await loadPage(printedCartPage(...left));
		expect(keyOf(document.activeElement)).toBe(keyOf(links()[left.indexOf(expected)]));
		unmountAll();
	});

	it('takes the focus back once from the load-time notice focus, and says the notice', async () => {
		vi.useFakeTimers();
		const { rememberFocus } = await import('./focus-after-reload');
		document.body.innerHTML = printedCartPage(11, 12);
		rememberFocus(links()[0]);
		const unmount = await loadPage(`<div class="woocommerce-message" role="alert" tabindex="-1">“Mug” removed.</div>${printedCartPage(12)}`);
		const target = links()[0];
		expect(document.activeElement).toBe(target);
		const notice = document.querySelector<HTMLElement>('[role="alert"]')!;
		await act(async () => notice.focus()); // WooCommerce's notice focus, 500 ms after load
		expect(document.activeElement).toBe(target);
		await act(async () => {
			await vi.advanceTimersByTimeAsync(100);
		});
		expect(document.getElementById('a11y-speak-polite')!.textContent).toBe('“Mug” removed.');
		notice.focus(); // later focus moves are the reader's
		expect(document.activeElement).toBe(notice);
		unmount();
	});

	it('ignores a plan from another visit and Space acts as a click', async () => {
		const { rememberFocus } = await import('./focus-after-reload');
		document.body.innerHTML = printedCartPage(11, 12);
		rememberFocus(links()[0]);
		const stored = JSON.parse(sessionStorage.getItem('islands_cart_remove_focus')!);
		sessionStorage.setItem('islands_cart_remove_focus', JSON.stringify({ ...stored, at: Date.now() - 120_000 }));
		const unmount = await loadPage(printedCartPage(12));
		expect(document.activeElement).toBe(document.body);
		const clicked = vi.fn();
		links()[0].addEventListener('click', clicked);
		const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
		links()[0].dispatchEvent(space);
		expect(space.defaultPrevented).toBe(true);
		expect(clicked).toHaveBeenCalledTimes(1);
		unmount();
	});
});
