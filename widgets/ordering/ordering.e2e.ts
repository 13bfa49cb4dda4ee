import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();

describe('ordering', () => {
	it('reloads the shop in the order chosen with the keyboard, and re-announces the count', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/shop/');
		// Every value the count's aria-hidden takes on the next page, from its first byte: the 2 s it stays hidden can
		// pass before a busy machine first looks.
		await page.addInitScript(() => {
			const seen: (string | null)[] = [];
			Object.assign(window, { countHiddenValues: seen });
			new MutationObserver((records) => {
				for (const record of records)
					if ((record.target as Element).matches('.woocommerce-result-count')) seen.push((record.target as Element).getAttribute('aria-hidden'));
			}).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'] });
		});
		await page.locator('.woocommerce-ordering select.orderby').focus();
		await Promise.all([page.waitForURL('**/shop/?orderby=price**'), page.selectOption('.woocommerce-ordering select.orderby', 'price')]);
		const count = page.locator('.woocommerce-result-count');
		const values = () => page.evaluate(() => (window as unknown as { countHiddenValues: (string | null)[] }).countHiddenValues);
		await expect.poll(values, { timeout: 4000 }).toEqual(['true', 'false']);
		expect(await count.innerText()).toMatch(/^Showing all \d+ results$/);
	});
});
