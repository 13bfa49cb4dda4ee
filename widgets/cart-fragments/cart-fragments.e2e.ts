import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();
const rows = '.widget_shopping_cart_content li.mini_cart_item';
const refreshes = (demo: { ajax: { endpoint: string }[] }) =>
	demo.ajax.filter((call) => call.endpoint === 'get_refreshed_fragments').length;

describe('cart fragments', () => {
	it('a first visit without cart cookies asks the server nothing', async () => {
		const demo = await openPage();
		await demo.goto('/shop/');
		await demo.page.waitForLoadState('load');
		await demo.page.waitForTimeout(300);
		expect(demo.ajax).toEqual([]);
	});

	it('a reload shows the cart from storage with no request', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/shop/');
		await page.click('a.ajax_add_to_cart[data-product_id="11"]');
		await expect.poll(() => page.locator(rows).count()).toBe(1);
		const stored = await page.evaluate(() => Object.keys(sessionStorage).sort());
		expect(stored).toEqual(expect.arrayContaining(['wc_cart_created', expect.stringMatching(/^wc_fragments_/), expect.stringMatching(/^wc_cart_hash_/)]));

		demo.ajax.length = 0;
		await demo.reload();
		await page.waitForLoadState('load');
		await page.waitForTimeout(300);
		expect(await page.locator(rows).innerText()).toContain('Mug');
		expect(demo.ajax).toEqual([]);
	});

	it('refreshes once when storage holds a corrupt entry, and repairs it', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/shop/');
		await page.click('a.ajax_add_to_cart[data-product_id="11"]');
		await expect.poll(() => page.locator(rows).count()).toBe(1);
		await page.evaluate(() => {
			for (const key of Object.keys(sessionStorage)) if (key.startsWith('wc_fragments_')) sessionStorage.setItem(key, '{not json');
		});
		demo.ajax.length = 0;
		await demo.reload();
		await expect.poll(() => refreshes(demo)).toBe(1);
		const storedMap = () =>
			page.evaluate(() => {
				const entry = Object.entries(sessionStorage).find(([key]) => key.startsWith('wc_fragments_'));
				try {
					return Object.keys(JSON.parse(entry?.[1] ?? 'null') ?? {});
				} catch {
					return 'corrupt';
				}
			});
		await expect.poll(storedMap).toContain('div.widget_shopping_cart_content');
		expect(await page.locator(rows).innerText()).toContain('Mug');
	});

	it('a second tab updates when the first one adds', async () => {
		const first = await openPage();
		await first.goto('/shop/');
		const second = await openPage({ context: first.context });
		await second.goto('/');
		await first.page.click('a.ajax_add_to_cart[data-product_id="12"]');
		await expect.poll(() => first.page.locator(rows).count()).toBe(1);
		await expect.poll(() => second.page.locator(rows).innerText(), { timeout: 5000 }).toContain('Tote bag');
		expect(refreshes(second)).toBe(1);
	});

	it('wc_fragment_refresh asks the server exactly once', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/shop/?jquery=1');
		await page.waitForLoadState('load');
		await page.waitForTimeout(200);
		await page.evaluate(() => (window as any).jQuery(document.body).trigger('wc_fragment_refresh'));
		await expect.poll(() => refreshes(demo)).toBe(1);
		await page.waitForTimeout(300);
		expect(refreshes(demo)).toBe(1);
		expect(demo.ajax[0]?.body.get('time')).toMatch(/^\d{13}$/);
	});
});

describe('"hide if empty" Cart widget', () => {
	const widget = '#secondary .widget_shopping_cart';

	it('is hidden while the cart is empty, shows when an add starts, and stays shown after a reload', async () => {
		const demo = await openPage();
		const { page } = demo;
		// The QA page's site setting (demo/README.md): the classic Cart widget with "hide if empty".
		await demo.context.addCookies([{ name: 'demo_cart_widget', value: 'on', url: demo.url('/') }]);
		await demo.goto('/shop/');
		expect(await page.locator(widget).isVisible()).toBe(false);
		await page.click('a.ajax_add_to_cart[data-product_id="11"]');
		await expect.poll(() => page.locator(widget).isVisible()).toBe(true);
		await expect.poll(() => page.locator(`${widget} li.mini_cart_item`).innerText()).toContain('Mug');

		demo.ajax.length = 0;
		await demo.reload();
		expect(await page.locator(widget).isVisible()).toBe(true);
		await expect.poll(() => page.locator(`${widget} li.mini_cart_item`).innerText()).toContain('Mug');
		expect(demo.ajax).toEqual([]);
		expect(demo.errors).toEqual([]);
	});
});
