/** What the rows read from the page and the server, shared by the rows. */
import { expect } from 'vitest';
import type { DemoPage } from '../session';

export type Politeness = 'polite' | 'assertive';

/** The text of the live region (`#a11y-speak-polite` / `-assertive`), without the no-break space a repeat gets. */
export const spoken = (demo: DemoPage, politeness: Politeness) =>
	demo.page.locator(`#a11y-speak-${politeness}`).textContent().then((text) => (text ?? '').replace(/\u00a0$/, ''));

export const expectSpoken = (demo: DemoPage, politeness: Politeness, expected: string | RegExp) =>
	typeof expected === 'string'
		? expect.poll(() => spoken(demo, politeness)).toBe(expected)
		: expect.poll(() => spoken(demo, politeness)).toMatch(expected);

/** Items in this browser's cart, as the shop counts them (its header cart fragment). */
export async function cartQuantity(demo: DemoPage): Promise<number> {
	const response = await demo.context.request.post(demo.url('/?wc-ajax=get_refreshed_fragments'), { form: { time: '1' } });
	const fragments = ((await response.json()) as { fragments?: Record<string, string> }).fragments ?? {};
	const count = Object.values(fragments).join('').match(/class="count">(\d+) items?</);
	return count ? Number(count[1]) : 0;
}

/** Calls the shop's add_to_cart as a no-JavaScript client would, for setting a row up. */
export async function putInCart(demo: DemoPage, productId: number): Promise<void> {
	const response = await demo.context.request.post(demo.url('/?wc-ajax=add_to_cart'), {
		form: { product_id: String(productId), quantity: '1' },
		headers: { 'X-Requested-With': 'XMLHttpRequest' },
	});
	expect(response.ok()).toBe(true);
}
