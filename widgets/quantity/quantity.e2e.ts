import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();

describe('quantity', () => {
	it('raises a quantity printed below its minimum', async () => {
		const demo = await openPage();
		await demo.goto('/product/notebook/');
		const quantity = demo.page.locator('form.cart input.qty');
		expect(await quantity.getAttribute('min')).toBe('2');
		await expect.poll(() => quantity.inputValue()).toBe('2');
	});
});
