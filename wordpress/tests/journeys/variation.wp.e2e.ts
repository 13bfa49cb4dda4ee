import { describe, expect, it } from 'vitest';
import { headerCount, serverCart } from '../../../scripts/e2e/wordpress/cart';
import { product } from '../../../scripts/e2e/wordpress/catalog';
import { useShop } from '../../../scripts/e2e/wordpress/shop-session';

const openShopPage = useShop();
const form = 'form.variations_form';
const price = `${form} .single_variation .woocommerce-variation-price`;

describe('the variable product', () => {
	it('shows the chosen size’s price, and the add puts that variation in the cart', async () => {
		const shop = await openShopPage();
		const { page } = shop;
		await shop.goto(product.hoodie.path);
		await page.selectOption(`${form} select[name="attribute_size"]`, 'S');
		await expect.poll(() => page.locator(price).allInnerTexts()).toEqual(['$30.00']);
		await page.selectOption(`${form} select[name="attribute_size"]`, 'M');
		await expect.poll(() => page.locator(price).allInnerTexts()).toEqual(['$32.00']);
		expect(await page.locator(`${form} input[name="variation_id"]`).inputValue()).toBe(String(product.hoodieM.id()));
		expect(await page.locator(`${form} .single_add_to_cart_button`).getAttribute('class')).not.toMatch(/\bdisabled\b/);

		// The form posts the page (WooCommerce adds variations without AJAX on the product page).
		await Promise.all([page.waitForEvent('load'), page.click(`${form} .single_add_to_cart_button`)]);
		await shop.settle();
		expect(await page.locator('.woocommerce-message').innerText()).toContain(`“${product.hoodie.name}” has been added to your cart`);
		expect(await headerCount(shop)).toBe('1 item');
		const [item, ...more] = await serverCart(shop);
		expect(more).toEqual([]);
		expect(item).toMatchObject({ id: product.hoodieM.id(), quantity: 1, variation: [{ attribute: 'Size', value: 'M' }] });
	});
});
