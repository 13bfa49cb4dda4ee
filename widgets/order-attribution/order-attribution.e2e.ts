import { describe, expect, it } from 'vitest';
import type { DemoPage } from '../../scripts/e2e/session';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();

interface Order {
	id: number;
	meta: Record<string, string>;
}

async function checkOut(demo: DemoPage): Promise<Order> {
	const { page } = demo;
	await page.fill('#billing_first_name', 'Ada');
	await page.fill('#billing_last_name', 'Lovelace');
	await page.fill('#billing_email', 'ada@example.com');
	await Promise.all([page.waitForURL('**/checkout/order-received/**'), page.click('#place_order')]);
	const orders = (await (await demo.context.request.get(demo.url('/demo/api/orders'))).json()) as Order[];
	return orders.at(-1)!;
}

async function addMug(demo: DemoPage) {
	await demo.page.click('a.ajax_add_to_cart[data-product_id="11"]');
	await expect.poll(() => demo.page.locator('.widget_shopping_cart_content li.mini_cart_item').count()).toBe(1);
}

/** The attribution inputs the checkout form would submit. */
const attributionInputs = (demo: DemoPage) =>
	demo.page.$$eval('form.checkout input[name^="wc_order_attribution_"]', (elements) =>
		elements.map((element) => ({ name: (element as HTMLInputElement).name, value: (element as HTMLInputElement).value })),
	);

const sbjsCookies = async (demo: DemoPage) =>
	(await demo.context.cookies()).filter((cookie) => cookie.name.startsWith('sbjs_')).map((cookie) => cookie.name);

describe('order attribution', () => {
	it('an order placed after arriving with utm parameters and three pages records utm and session_pages 3', async () => {
		const demo = await openPage();
		await demo.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=winter-sale&utm_content=hero');
		await demo.goto('/shop/');
		await addMug(demo);
		await demo.goto('/checkout/');
		const inputs = (await attributionInputs(demo)).map((input) => input.name);
		expect(new Set(inputs).size).toBe(16);
		expect(inputs).toHaveLength(16);
		const order = await checkOut(demo);
		expect(order.meta).toMatchObject({
			_wc_order_attribution_source_type: 'utm',
			_wc_order_attribution_utm_source: 'newsletter',
			_wc_order_attribution_utm_medium: 'email',
			_wc_order_attribution_utm_campaign: 'winter-sale',
			_wc_order_attribution_utm_content: 'hero',
			_wc_order_attribution_session_pages: '3',
			_wc_order_attribution_session_count: '1',
		});
		expect(order.meta._wc_order_attribution_session_entry).toMatch(/\/\?utm_source=newsletter/);
	});

	it('a visit from a search engine is organic', async () => {
		const demo = await openPage();
		await demo.goto('/shop/', { referer: 'https://www.google.com/' });
		await addMug(demo);
		await demo.goto('/checkout/');
		const order = await checkOut(demo);
		expect(order.meta).toMatchObject({
			_wc_order_attribution_source_type: 'organic',
			_wc_order_attribution_utm_source: 'google',
			_wc_order_attribution_utm_medium: 'organic',
			_wc_order_attribution_referrer: 'https://www.google.com/',
		});
	});

	it('with tracking off no sbjs cookie is written and the inputs stay empty', async () => {
		const demo = await openPage();
		await demo.goto('/shop/?tracking=0&utm_source=newsletter');
		await addMug(demo);
		await demo.goto('/checkout/?tracking=0');
		expect(await sbjsCookies(demo)).toEqual([]);
		const values = (await attributionInputs(demo)).map((input) => input.value);
		expect(values.every((value) => value === '')).toBe(true);
	});

	it('turning tracking off later deletes the cookies already written', async () => {
		const demo = await openPage();
		await demo.goto('/shop/?utm_source=newsletter');
		expect(await sbjsCookies(demo)).toContain('sbjs_current');
		await demo.page.evaluate(() => (window as unknown as { wc_order_attribution: { setOrderTracking(allow: boolean): void } }).wc_order_attribution.setOrderTracking(false));
		expect(await sbjsCookies(demo)).toEqual([]);
	});

	it('a form added later gets one group of inputs, and values set through the element show in them', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/my-account/?utm_source=popup');
		await page.evaluate(() => {
			const form = document.createElement('form');
			form.className = 'woocommerce-form-register register later';
			form.innerHTML = '<wc-order-attribution-inputs></wc-order-attribution-inputs><wc-order-attribution-inputs></wc-order-attribution-inputs>';
			document.querySelector('.woocommerce')!.append(form);
		});
		const later = 'form.later input[name^="wc_order_attribution_"]';
		await expect.poll(() => page.locator(later).count()).toBe(16);
		expect(await page.locator('form.later wc-order-attribution-inputs').count()).toBe(1);
		expect(await page.locator(`${later}[name="wc_order_attribution_utm_source"]`).inputValue()).toBe('popup');
		await page.evaluate(() => {
			const group = document.querySelector('form.later wc-order-attribution-inputs') as HTMLElement & { values: Record<string, string> };
			group.values = { ...group.values, utm_source: 'gateway' };
		});
		await expect.poll(() => page.locator(`${later}[name="wc_order_attribution_utm_source"]`).inputValue()).toBe('gateway');
	});
});
