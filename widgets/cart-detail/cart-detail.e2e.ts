import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();

describe('header cart detail', () => {
	it('an add to cart refreshes the header cart detail; the dropdown opens on hover and focus, closes on Escape', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/');
		expect(await page.locator('.jeg_cart .cartlink').textContent()).toBe('Cart / £0.00');
		await page.click('.add_to_cart_button[data-product_id="11"]');
		await expect.poll(() => page.locator('.jeg_cart .cartlink').textContent()).toBe('Cart / £12.00');
		const details = demo.ajax.filter((call) => call.endpoint === 'jnews:jnews_ajax_cart_detail');
		expect(details).toHaveLength(1);
		expect(details[0].body.get('lang')).toBe('en_US');
		await page.hover('.jeg_cart .cartlink');
		await expect.poll(() => page.locator('.jeg_cart').getAttribute('class')).toContain('open');
		await page.mouse.move(0, 0);
		await expect.poll(() => page.locator('.jeg_cart').getAttribute('class')).not.toContain('open');
		await page.focus('.jeg_cart .cartlink');
		expect(await page.locator('.jeg_cartcontent').isVisible()).toBe(true);
		await page.keyboard.press('Escape');
		expect(await page.locator('.jeg_cartcontent').isVisible()).toBe(false);
		expect(demo.errors).toEqual([]);
	});
});
