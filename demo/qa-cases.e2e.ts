/**
 * The cases the QA page stages (issue 12), each used the way QA uses it: settings chosen in the
 * `/demo/` form, test buttons clicked there, pages visited. Assertions stay on what the shopper
 * sees (text, visibility, focus, the accessibility tree) and what the server saw (requests,
 * cookies, orders), never on the islands' internals.
 */
import { describe, expect, it } from 'vitest';
import { type ApiFetch, callApiFetch } from '../scripts/e2e/api-fetch';
import { chooseSettings } from '../scripts/e2e/qa-settings';
import { type DemoPage, useBrowser } from '../scripts/e2e/session';

const openPage = useBrowser();

const addMug = async (demo: DemoPage) => {
	await demo.page.getByRole('button', { name: 'Add to cart: “Mug”' }).first().click();
	await expect.poll(() => demo.page.locator('.widget_shopping_cart_content').first().innerText()).toContain('Mug');
};

const cookie = async (demo: DemoPage, name: string) => (await demo.context.cookies()).find((item) => item.name === name);
const endpoints = (demo: DemoPage) => demo.ajax.map((call) => call.endpoint);
const days = (seconds: number) => (seconds * 1000 - Date.now()) / 86_400_000;

const waitForApiFetch = (demo: DemoPage) =>
	expect.poll(() => demo.page.evaluate(() => typeof (window as { wp?: { apiFetch?: unknown } }).wp?.apiFetch)).toBe('function');

describe('QA test buttons on /demo/', () => {
	it('an empty data-product_id sends no AJAX add: the link is followed and the shop adds the Mug', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/demo/');
		await page.getByRole('button', { name: 'Add to cart (empty data-product_id)' }).click();
		await expect.poll(() => page.locator('.woocommerce-message').innerText()).toContain('“Mug” has been added to your cart.');
		expect(new URL(page.url()).pathname).toBe('/demo/');
		expect(endpoints(demo)).not.toContain('add_to_cart');
		expect(await cookie(demo, 'woocommerce_items_in_cart')).toMatchObject({ value: '1' });
	});

	it('an unknown product id is sent, the shop refuses it, and the shopper is told', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/demo/');
		const button = page.getByRole('button', { name: 'Add to cart (unknown product 999999)' });
		await button.click();
		await expect.poll(() => page.locator('li', { has: button }).innerText()).toContain('Could not add to cart.');
		await expect.poll(() => page.locator('#a11y-speak-assertive').innerText()).toContain('Could not add to cart.');
		const add = demo.ajax.find((call) => call.endpoint === 'add_to_cart');
		expect(add?.body.get('product_id')).toBe('999999');
		expect(await cookie(demo, 'woocommerce_items_in_cart')).toBeUndefined();
		expect(new URL(page.url()).pathname).toBe('/demo/');
	});
});

describe('cross-sells on /cart/', () => {
	it('their AJAX buttons add to the cart, insert no "View cart" link on the cart page, and announce the add', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/shop/');
		await addMug(demo);
		await demo.goto('/cart/');
		const crossSells = page.locator('.cross-sells');
		expect(await crossSells.getByRole('heading', { name: 'You may be interested in…' }).count()).toBe(1);
		await crossSells.getByRole('button', { name: 'Add to cart: “Pen set”' }).click();
		await expect.poll(() => page.locator('.widget_shopping_cart_live_region').innerText()).toBe('“Pen set” has been added to your cart');
		expect(await page.locator('.widget_shopping_cart_content').first().innerText()).toContain('Pen set');
		expect(await crossSells.getByRole('link', { name: 'View cart' }).count()).toBe(0);
		expect(demo.ajax.filter((call) => call.endpoint === 'add_to_cart').map((call) => call.body.get('product_id'))).toEqual(['11', '23']);
		await demo.reload();
		expect(await page.locator('table.shop_table.cart').innerText()).toContain('Pen set');
	});
});

describe('classic Cart widget with "Hide if cart is empty"', () => {
	it('is hidden while the cart is empty, shows with the cart once something is added, and hides again once emptied', async () => {
		const demo = await openPage();
		const { page } = demo;
		await chooseSettings(demo, { 'Classic Cart widget': 'on' });
		const widget = page.getByRole('complementary', { name: 'Sidebar' }).locator('.widget_shopping_cart');
		await demo.goto('/shop/');
		expect(await widget.isVisible()).toBe(false);
		await addMug(demo);
		await expect.poll(() => widget.isVisible()).toBe(true);
		await expect.poll(() => widget.innerText()).toContain('Mug');
		await demo.reload();
		expect(await widget.isVisible()).toBe(true);
		expect(await widget.innerText()).toContain('Mug');

		await demo.goto('/cart/');
		expect(await widget.count()).toBe(0);
		await page.locator('table.shop_table.cart').getByRole('button', { name: 'Remove Mug from cart' }).click();
		await page.waitForURL('**/cart/');
		await demo.goto('/shop/');
		expect(await widget.isVisible()).toBe(false);
	});
});

describe('store notice text', () => {
	it('a new text is a new notice: it shows where the old one was dismissed, and each keeps its own dismissal', async () => {
		const demo = await openPage();
		const { page } = demo;
		const notice = page.getByRole('complementary', { name: 'Store notice' });
		await demo.goto('/shop/');
		await expect.poll(() => notice.isVisible()).toBe(true);
		await notice.getByRole('button', { name: 'Dismiss' }).click();
		await expect.poll(() => notice.isVisible()).toBe(false);

		await chooseSettings(demo, { 'Store notice text': 'sale' });
		await demo.goto('/shop/');
		await expect.poll(() => notice.isVisible()).toBe(true);
		expect(await notice.innerText()).toContain('Winter sale: 20% off every print until Sunday.');
		await notice.getByRole('button', { name: 'Dismiss' }).click();
		await demo.reload();
		expect(await notice.isVisible()).toBe(false);

		await chooseSettings(demo, { 'Store notice text': 'demo' });
		await demo.goto('/shop/');
		expect(await notice.isVisible()).toBe(false);
	});
});

describe('order attribution settings', () => {
	const clearSourcebuster = async (demo: DemoPage) => {
		const names = (await demo.context.cookies()).map((item) => item.name).filter((name) => name.startsWith('sbjs_'));
		for (const name of names) await demo.context.clearCookies({ name });
	};

	it('lifetime 6 months, a 5-minute session and base64 values: the cookies follow, and the order still records the source', async () => {
		const demo = await openPage();
		await chooseSettings(demo, { 'Order attribution cookie lifetime': '6', 'session length': '5', 'base64 cookie values': 'on' });
		await clearSourcebuster(demo);
		await demo.goto('/shop/?utm_source=qa-list&utm_medium=email');

		const current = await cookie(demo, 'sbjs_current');
		expect(days(current!.expires)).toBeGreaterThan(179);
		expect(days(current!.expires)).toBeLessThan(181);
		const session = await cookie(demo, 'sbjs_session');
		expect((session!.expires * 1000 - Date.now()) / 60_000).toBeGreaterThan(4);
		expect((session!.expires * 1000 - Date.now()) / 60_000).toBeLessThan(6);
		expect(current!.value).toMatch(/^[A-Za-z0-9+/]+$/);
		expect(decodeURIComponent(Buffer.from(current!.value, 'base64').toString())).toContain('src=qa-list|||mdm=email');

		await addMug(demo);
		await demo.goto('/checkout/');
		await demo.page.fill('#billing_first_name', 'Ada');
		await demo.page.fill('#billing_last_name', 'Lovelace');
		await demo.page.fill('#billing_email', 'ada@example.com');
		await Promise.all([demo.page.waitForURL('**/checkout/order-received/**'), demo.page.click('#place_order')]);
		const orders = (await (await demo.context.request.get(demo.url('/demo/api/orders'))).json()) as { meta: Record<string, string> }[];
		expect(orders.at(-1)!.meta).toMatchObject({ _wc_order_attribution_source_type: 'utm', _wc_order_attribution_utm_source: 'qa-list' });
	});

	it('invalid lifetime and session values fall back to 6 months and 30 minutes', async () => {
		const demo = await openPage();
		await chooseSettings(demo, { 'Order attribution cookie lifetime': 'abc', 'session length': '' });
		await clearSourcebuster(demo);
		await demo.goto('/shop/');
		const current = await cookie(demo, 'sbjs_current');
		expect(days(current!.expires)).toBeGreaterThan(179);
		expect(days(current!.expires)).toBeLessThan(181);
		const minutes = ((await cookie(demo, 'sbjs_session'))!.expires * 1000 - Date.now()) / 60_000;
		expect(minutes).toBeGreaterThan(29);
		expect(minutes).toBeLessThan(31);
		expect(current!.value).toMatch(/^typ%3D/);
	});
});

describe('the Beanie: stock labels at the threshold and a combination that does not exist', () => {
	const swatch = (demo: DemoPage, group: string, name: RegExp) =>
		demo.page.getByRole('radiogroup', { name: group }).getByRole('radio', { name });

	it('5 left is labelled, 6 left is not', async () => {
		const demo = await openPage();
		await demo.goto('/product/beanie/');
		await swatch(demo, 'Size', /^S/).click();
		await expect.poll(() => swatch(demo, 'Color', /^Red, Only 5 left in stock$/).count()).toBe(1);
		expect(await swatch(demo, 'Color', /^Navy$/).count()).toBe(1);
		await swatch(demo, 'Size', /^L/).click();
		await expect.poll(() => swatch(demo, 'Color', /^Red$/).count()).toBe(1);
		await swatch(demo, 'Color', /^Red$/).click();
		expect(await demo.page.locator('.single_variation').innerText()).toContain('6 in stock');
	});

	it('Navy + L cannot be chosen: L is unavailable once Navy is chosen, and choosing it anyway changes nothing', async () => {
		const demo = await openPage();
		await demo.goto('/product/beanie/');
		await swatch(demo, 'Color', /^Navy/).click();
		const large = swatch(demo, 'Size', /^L/);
		expect(await large.getAttribute('aria-disabled')).toBe('true');
		await large.click({ force: true });
		expect(await large.getAttribute('aria-checked')).toBe('false');
		expect(await demo.page.getByRole('button', { name: 'Add to cart', exact: true }).getAttribute('aria-disabled')).toBe('true');
	});

	it('Navy + L preselected by the URL: both choices are dropped, as WooCommerce does, and the add asks for options', async () => {
		const demo = await openPage();
		await demo.goto('/product/beanie/?attribute_pa_color=navy&attribute_pa_size=l');
		expect(await swatch(demo, 'Color', /^Navy/).getAttribute('aria-checked')).toBe('false');
		expect(await swatch(demo, 'Size', /^L/).getAttribute('aria-checked')).toBe('false');
		const add = demo.page.getByRole('button', { name: 'Add to cart', exact: true });
		expect(await add.getAttribute('aria-disabled')).toBe('true');
		await add.click({ force: true });
		await expect
			.poll(() => demo.page.locator('form.variations_form').innerText())
			.toContain('Please select some product options before adding this product to your cart.');
		expect(new URL(demo.page.url()).pathname).toBe('/product/beanie/');
		expect(await cookie(demo, 'woocommerce_items_in_cart')).toBeUndefined();
	});
});

describe('a checkout field with a description', () => {
	it('is hidden until the field has focus, is the field’s description, and hides on Escape', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/shop/');
		await addMug(demo);
		await demo.goto('/checkout/');
		const description = page.getByText('We send the receipt and delivery updates to this address.');
		expect(await description.isVisible()).toBe(false);
		const email = page.getByRole('textbox', { name: 'Email address' });
		await email.focus();
		await expect.poll(() => description.isVisible()).toBe(true);
		const described = await email.evaluate((field) =>
			(field.getAttribute('aria-describedby') ?? '')
				.split(/\s+/)
				.map((id) => document.getElementById(id)?.textContent ?? '')
				.join(' '),
		);
		expect(described).toContain('We send the receipt and delivery updates to this address.');
		await page.keyboard.press('Escape');
		await expect.poll(() => description.isVisible()).toBe(false);
	});
});

describe('REST cases', () => {
	it('plain permalinks: page scripts reach the REST API through ?rest_route=, fetch-all included', async () => {
		const demo = await openPage();
		await chooseSettings(demo, { Permalinks: 'plain' });
		await demo.logIn('reader', '/shop/');
		await waitForApiFetch(demo);
		expect(await callApiFetch(demo, { path: '/wp/v2/users/me' })).toMatchObject({ value: { id: 2, slug: 'reader' } });
		const all = (await callApiFetch(demo, { path: '/wp/v2/posts?per_page=-1' })) as { value: unknown[] };
		expect(all.value).toHaveLength(237);
		const urls = demo.ajax.map((call) => new URL(call.url));
		expect(urls).toHaveLength(4);
		for (const url of urls) expect([url.pathname, url.searchParams.get('rest_route')?.startsWith('/wp/v2/')]).toEqual(['/', true]);
		expect(urls.slice(1).map((url) => url.searchParams.get('page') ?? '1')).toEqual(['1', '2', '3']);
	});

	it('a nonce that is always invalid: one refresh, one retry, then the original error and nothing more', async () => {
		const demo = await openPage();
		await chooseSettings(demo, { 'REST nonces': 'invalid' });
		await demo.logIn('reader', '/shop/');
		await waitForApiFetch(demo);
		const outcome = await callApiFetch(demo, { path: '/wp/v2/users/me' });
		expect(outcome).toEqual({ error: { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } } });
		await demo.page.waitForTimeout(300);
		expect(endpoints(demo)).toEqual(['rest:/wp-json/wp/v2/users/me', 'admin-ajax:rest-nonce', 'rest:/wp-json/wp/v2/users/me']);
	});

	it('a 500 whose body is null reads "An unknown error occurred." from the REST helper and from the cart alike', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/demo/');
		await page.getByRole('link', { name: /a 500 whose body is null/ }).click();
		await page.waitForURL('**/demo/');
		await demo.settle();
		const faultMode = page.getByRole('region', { name: 'Fault mode' });
		await faultMode.getByRole('radio', { name: '500-null' }).check();
		await faultMode.getByRole('combobox', { name: 'Only for' }).selectOption('');
		await faultMode.getByRole('button', { name: 'Apply' }).click();
		await page.waitForURL('**/demo/');
		await demo.logIn('reader', '/shop/');
		await waitForApiFetch(demo);
		expect(await callApiFetch(demo, { path: '/wp/v2/users/me' })).toMatchObject({ error: { code: 'unknown_error', message: 'An unknown error occurred.' } });
		await page.getByRole('button', { name: 'Add to cart: “Mug”' }).first().click();
		await expect.poll(() => page.locator('#a11y-speak-assertive').innerText()).toBe('Could not add to cart. An unknown error occurred.');
	});

	it('a route that answers 204 resolves with null, and with the raw 204 Response for parse: false', async () => {
		const demo = await openPage();
		await demo.logIn('reader', '/shop/');
		await waitForApiFetch(demo);
		expect(await callApiFetch(demo, { path: '/demo/v1/ping', method: 'POST' })).toEqual({ value: null });
		const status = await demo.page.evaluate(() =>
			((window as unknown as { wp: { apiFetch: ApiFetch } }).wp.apiFetch({ path: '/demo/v1/ping', parse: false }) as Promise<Response>).then(
				(response) => response.status,
			),
		);
		expect(status).toBe(204);
	});
});
