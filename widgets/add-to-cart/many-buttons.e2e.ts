/**
 * A shop page with 1,000 buttons wakes only the buttons near the screen
 * (strategy `visible`), and a far button reached by keyboard or by scrolling
 * adds to cart on the first press, once.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();
const BUTTONS = 'ul.many-buttons a.ajax_add_to_cart';
const awake = (page: import('playwright-core').Page) => page.locator(`${BUTTONS}.islands-ready`).count();

async function manyButtons(demo: Awaited<ReturnType<typeof openPage>>) {
	await demo.goto('/demo/many-buttons/?n=1000');
	expect(await demo.page.locator(BUTTONS).count()).toBe(1000);
	// The loader settles before the first visibility report; wait for the wake-up to end.
	await expect.poll(() => awake(demo.page)).toBeGreaterThan(0);
	let count = -1;
	await expect
		.poll(async () => {
			const previous = count;
			count = await awake(demo.page);
			return count === previous;
		}, { interval: 250 })
		.toBe(true);
	return count;
}

describe('1,000 add-to-cart buttons', () => {
	it('hydrates only the buttons within a viewport of the screen at load', async () => {
		const demo = await openPage();
		const count = await manyButtons(demo);
		expect(count).toBeGreaterThan(0);
		expect(count).toBeLessThan(150);
		// Every awake button is within one viewport of the screen; the last one sleeps.
		expect(await demo.page.locator(BUTTONS).last().getAttribute('class')).not.toContain('islands-ready');
		expect(demo.errors).toEqual([]);
	});

	for (const [how, reach] of [
		['reached by keyboard focus', async (button: import('playwright-core').Locator) => {
			await button.focus();
			await button.press('Enter');
		}],
		['clicked right after scrolling it into view', async (button: import('playwright-core').Locator) => {
			await button.scrollIntoViewIfNeeded();
			await button.click();
		}],
	] as const) {
		it(`a far button ${how} adds to cart the first time, once`, async () => {
			const demo = await openPage();
			const { page } = demo;
			await manyButtons(demo);
			const button = page.locator(BUTTONS).nth(900);
			expect(await button.getAttribute('class')).not.toContain('islands-ready');
			const id = await button.getAttribute('data-product_id');
			await reach(button);
			await expect.poll(() => button.getAttribute('class')).toMatch(/\badded\b/);
			const adds = demo.ajax.filter((call) => call.endpoint === 'add_to_cart');
			expect(adds.map((call) => call.body.get('product_id'))).toEqual([id]);
			expect(await page.locator(`${BUTTONS} >> nth=900`).evaluate((element) => element.nextElementSibling?.matches('a.added_to_cart.wc-forward'))).toBe(true);
			await page.waitForTimeout(300);
			expect(demo.ajax.filter((call) => call.endpoint === 'add_to_cart')).toHaveLength(1);
			expect(page.url()).toContain('/demo/many-buttons/');
			expect(demo.errors).toEqual([]);
		});
	}
});
