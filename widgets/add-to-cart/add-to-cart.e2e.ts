import { describe, expect, it } from 'vitest';
import { pauseClock } from '../../scripts/e2e/clock';
import { setFault, useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();
const button = (id: number) => `a.ajax_add_to_cart[data-product_id="${id}"]`;
const miniCartRows = '.widget_shopping_cart_content li.mini_cart_item';
/** `SLOW_AFTER_MS` of use-slow-notice.ts: when a running add is said to be slow. */
const SLOW_AFTER_MS = 4000;

describe('add to cart', () => {
	it('adds three products clicked fast, one request at a time, in click order', async () => {
		const demo = await openPage();
		const { page } = demo;
		await setFault(demo.context, 'latency', { demo_latency: '300' });
		await demo.goto('/shop/');
		const timeline: string[] = [];
		page.on('request', (request) => {
			if (request.url().includes('wc-ajax=add_to_cart')) timeline.push('send');
		});
		page.on('requestfinished', (request) => {
			if (request.url().includes('wc-ajax=add_to_cart')) timeline.push('done');
		});
		await page.click(button(11));
		await page.click(button(12));
		await page.click(button(22));
		await expect.poll(() => page.locator(miniCartRows).count()).toBe(3);

		const adds = demo.ajax.filter((call) => call.endpoint === 'add_to_cart');
		expect(adds.map((call) => call.body.get('product_id'))).toEqual(['11', '12', '22']);
		expect(timeline).toEqual(['send', 'done', 'send', 'done', 'send', 'done']);
		expect(await page.locator(miniCartRows).allInnerTexts()).toEqual([
			expect.stringContaining('Mug'),
			expect.stringContaining('Tote bag'),
			expect.stringContaining('Notebook'),
		]);
		await expect.poll(() => page.locator('a.cart-contents .count').innerText()).toContain('3');
		for (const id of [11, 12, 22]) {
			await expect.poll(() => page.locator(button(id)).getAttribute('class')).toMatch(/\badded\b/);
			expect(await page.locator(`${button(id)} + a.added_to_cart.wc-forward`).innerText()).toBe('View cart');
		}
		expect(demo.errors).toEqual([]);
	});

	it('sends every data-* of the button as the form body', async () => {
		const demo = await openPage();
		await demo.goto('/shop/');
		await demo.page.click(button(11));
		await expect.poll(() => demo.ajax.length).toBeGreaterThan(0);
		const add = demo.ajax.find((call) => call.endpoint === 'add_to_cart')!;
		expect(Object.fromEntries(add.body)).toEqual({
			quantity: '1',
			product_id: '11',
			product_sku: 'MUG-1',
			success_message: '“Mug” has been added to your cart',
		});
		expect(add.headers['content-type']).toBe('application/x-www-form-urlencoded; charset=UTF-8');
		expect(add.headers['x-requested-with']).toBe('XMLHttpRequest');
	});

	it('shows "added", one View cart link, and announces the success message', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/shop/');
		await page.click(button(11));
		await expect.poll(() => page.locator('.widget_shopping_cart_live_region').innerText()).toBe('“Mug” has been added to your cart');
		await page.click(button(11));
		await expect.poll(() => page.locator(miniCartRows).innerText()).toContain('2 ×');
		expect(await page.locator(`${button(11)} ~ a.added_to_cart`).count()).toBe(1);
	});

	it('sends a variation’s own id as product_id and the cart holds that variation', async () => {
		const demo = await openPage();
		await demo.goto('/shop/');
		await demo.page.click(button(18));
		await expect.poll(() => demo.page.locator(miniCartRows).count()).toBe(1);
		expect(demo.ajax.find((call) => call.endpoint === 'add_to_cart')?.body.get('product_id')).toBe('18');
		expect(await demo.page.locator(miniCartRows).innerText()).toContain('Hoodie - Blue, L');
	});

	it('goes to the product page when the shop answers with an error and product_url', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/shop/');
		await page.click(button(14));
		await expect.poll(() => page.locator(miniCartRows).count()).toBe(1);
		await page.click(button(14));
		await page.waitForURL('**/product/e-book/');
		expect(await page.locator('.woocommerce-error').innerText()).toContain('You cannot add another “E-book” to your cart.');
	});

	it('goes to the cart when cart_redirect_after_add is "yes"', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/shop/?redirect=1');
		await page.click(button(11));
		await page.waitForURL('**/cart/');
		expect(await page.locator('table.shop_table.cart').innerText()).toContain('Mug');
	});

	it('follows the link for a button without a product id', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/shop/');
		await page.locator('a.product_type_variable[data-product_id="15"]').click();
		await page.waitForURL('**/product/hoodie/');
	});

	it('speaks jQuery: listeners get (fragments, cart_hash, $button) and may veto or change the body', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/shop/?jquery=1');
		await page.evaluate(() => {
			const $ = (window as any).jQuery;
			(window as any).seen = [];
			$(document.body).on('adding_to_cart', (_event: unknown, _$button: unknown, data: Record<string, string>) => {
				data.from_listener = 'yes';
			});
			$(document.body).on('added_to_cart', (_event: unknown, fragments: Record<string, string>, hash: string, $button: any) => {
				(window as any).seen.push({
					keys: Object.keys(fragments),
					hash,
					isJQuery: Boolean($button?.jquery),
					id: $button?.[0]?.getAttribute('data-product_id'),
				});
			});
		});
		await page.click(button(11));
		await expect.poll(() => page.evaluate(() => (window as any).seen.length)).toBe(1);
		const [seen] = await page.evaluate(() => (window as any).seen);
		const cookieHash = (await demo.context.cookies()).find((cookie) => cookie.name === 'woocommerce_cart_hash')?.value;
		expect(seen).toEqual({ keys: expect.arrayContaining(['div.widget_shopping_cart_content']), hash: cookieHash, isJQuery: true, id: '11' });
		expect(demo.ajax[0]?.body.get('from_listener')).toBe('yes');

		await page.evaluate(() => {
			(window as any).jQuery(document.body).on('should_send_ajax_request.adding_to_cart', () => false);
		});
		await page.click(button(12));
		await expect.poll(() => page.locator(button(12)).getAttribute('class')).not.toMatch(/\bloading\b/);
		expect(demo.ajax.filter((call) => call.endpoint === 'add_to_cart')).toHaveLength(1);
		await page.waitForTimeout(100);
		expect(await page.evaluate(() => (window as any).seen.length)).toBe(1);
	});

	it('a button that fragments replace works again at once', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/shop/');
		await expect.poll(() => page.locator(button(12)).getAttribute('class')).toContain('islands-ready');
		// A theme's fragment for the button: the markup the server printed, replacing the island's element.
		await page.evaluate((selector) => {
			const old = document.querySelector(selector)!;
			(window as any).oldButton = old;
			const printed = old.outerHTML.replace(' islands-ready', '');
			document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true, detail: [{ [selector]: printed }, '', null] }));
		}, button(12));
		expect(await page.evaluate((selector) => document.querySelector(selector) !== (window as any).oldButton, button(12))).toBe(true);
		await page.click(button(12));
		await expect.poll(() => page.locator(button(12)).getAttribute('class')).toMatch(/\badded\b/);
		expect(demo.ajax.filter((call) => call.endpoint === 'add_to_cart').map((call) => call.body.get('product_id'))).toEqual(['12']);
		expect(await page.locator(`${button(12)} + a.added_to_cart.wc-forward`).count()).toBe(1);
		expect(demo.errors).toEqual([]);
	});

	it('leaves switched-off buttons alone: the link does the server-side add', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/shop/?off=add-to-cart');
		const before = await page.locator(button(11)).evaluate((element) => element.outerHTML);
		await page.waitForLoadState('load');
		expect(await page.locator(button(11)).evaluate((element) => element.outerHTML)).toBe(before);
		expect(demo.chunks.some((chunk) => chunk.startsWith('add-to-cart-'))).toBe(false);
		await page.click(button(11));
		await page.waitForURL((url) => !url.search.includes('add-to-cart'));
		expect(demo.ajax.filter((call) => call.endpoint === 'add_to_cart')).toHaveLength(0);
		expect(await page.locator('.woocommerce-message').innerText()).toContain('“Mug” has been added to your cart.');
	});

	it('leaves one element alone with data-island-off while the others work', async () => {
		const demo = await openPage();
		const { page } = demo;
		await page.route('**/shop/', async (route) => {
			const response = await route.fetch();
			const html = (await response.text()).replace('data-product_id="12"', 'data-product_id="12" data-island-off');
			await route.fulfill({ response, body: html });
		});
		await demo.goto('/shop/');
		await page.click(button(11));
		await expect.poll(() => page.locator(miniCartRows).count()).toBe(1);
		await page.click(button(12));
		await page.waitForURL((url) => !url.search.includes('add-to-cart') && url.pathname === '/shop/');
		expect(demo.ajax.filter((call) => call.endpoint === 'add_to_cart').map((call) => call.body.get('product_id'))).toEqual(['11']);
	});
});

describe('add to cart when the server or network fails', () => {
	const faults = ['500', 'html', 'invalid-json', 'timeout', 'drop'] as const;
	for (const fault of faults) {
		it(`${fault}: the button is usable again, the failure is said, the next click lands`, async () => {
			const demo = await openPage();
			const { page } = demo;
			await demo.goto('/shop/?timeout=1500');
			await setFault(demo.context, fault, { demo_fault_endpoint: 'add_to_cart' });
			await page.click(button(11));
			await expect.poll(() => page.locator('.islands-cart-failure').count(), { timeout: 10_000 }).toBe(1);
			expect(await page.locator(button(11)).getAttribute('class')).not.toMatch(/\bloading\b/);
			await expect.poll(() => page.locator('#a11y-speak-assertive').innerText()).toContain('Could not add to cart.');
			expect(await page.locator(miniCartRows).count()).toBe(0);

			await setFault(demo.context, null);
			await page.click(button(11));
			await expect.poll(() => page.locator(miniCartRows).count()).toBe(1);
			expect(await page.locator('.islands-cart-failure').count()).toBe(0);
			expect(demo.ajax.filter((call) => call.endpoint === 'add_to_cart')).toHaveLength(2);
		});
	}

	it('offline: says so and keeps the page', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/shop/');
		await demo.context.setOffline(true);
		await page.click(button(11));
		await expect.poll(() => page.locator('.islands-cart-failure').innerText()).toContain('You are probably offline.');
		await demo.context.setOffline(false);
		await page.click(button(11));
		await expect.poll(() => page.locator(miniCartRows).count()).toBe(1);
	});

	it('latency: a slow shop is said after 4 s while the add goes on, and the hint goes when it lands', async () => {
		const demo = await openPage();
		const { page } = demo;
		await setFault(demo.context, 'latency', { demo_latency: '6000', demo_fault_endpoint: 'add_to_cart' });
		await demo.goto('/shop/');
		// The page's time moves only when the test says so (the shop's 6 s latency is real time): on a busy machine the
		// steps between the click and the look could otherwise pass the 4 s mark.
		await page.clock.install();
		await pauseClock(page);
		await page.click(button(11));
		const hint = `${button(11)} + .islands-cart-slow`;
		await page.clock.runFor(SLOW_AFTER_MS - 10);
		expect(await page.locator(hint).count()).toBe(0);
		await page.clock.runFor(20);
		await page.clock.resume();
		await expect.poll(() => page.locator(hint).innerText(), { timeout: 3000 }).toBe('Still adding… the shop is slow to answer.');
		await expect.poll(() => page.locator('#a11y-speak-polite').innerText()).toBe('Still adding… the shop is slow to answer.');
		expect(await page.locator(button(11)).getAttribute('class')).toMatch(/\bloading\b/);
		await expect.poll(() => page.locator(miniCartRows).count(), { timeout: 8000 }).toBe(1);
		expect(await page.locator(hint).count()).toBe(0);
		expect(await page.locator('.islands-cart-slow').count()).toBe(0);
		expect(await page.locator(button(11)).getAttribute('class')).toMatch(/\badded\b/);
		expect(demo.ajax.filter((call) => call.endpoint === 'add_to_cart')).toHaveLength(1);
	});

	it('latency: a double click adds twice, in order, and the spinner stays until the last answer', async () => {
		const demo = await openPage();
		const { page } = demo;
		await setFault(demo.context, 'latency', { demo_latency: '400' });
		await demo.goto('/shop/');
		await page.dblclick(button(11));
		await expect.poll(() => page.locator(button(11)).getAttribute('class')).toMatch(/\bloading\b/);
		await expect.poll(() => page.locator(miniCartRows).innerText(), { timeout: 5000 }).toContain('2 ×');
		expect(await page.locator(button(11)).getAttribute('class')).not.toMatch(/\bloading\b/);
	});
});
