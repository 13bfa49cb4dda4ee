import { describe, expect, it } from 'vitest';
import { type DemoPage, setFault, useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();

const FORM = 'form.variations_form';
const swatch = (value: string) => `${FORM} li.variable-item[data-value="${value}"]`;
const BUTTON = `${FORM} .single_add_to_cart_button`;
const variationId = (demo: DemoPage) => demo.page.locator(`${FORM} input.variation_id`).inputValue();
const buttonClass = (demo: DemoPage) => demo.page.locator(BUTTON).getAttribute('class');

describe('variations: the Hoodie with swatches', () => {
	it('picking swatches enables add to cart with that variation, and the cart gets exactly it', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/product/hoodie/');
		expect(demo.chunks.some((chunk) => chunk.startsWith('variations-'))).toBe(true);
		expect(await page.locator(`${FORM} select[name="attribute_pa_color"]`).isVisible()).toBe(false);
		expect(await buttonClass(demo)).toContain('wc-variation-selection-needed');

		await page.click(swatch('blue'));
		expect(await page.locator(`${FORM} th.label`).first().innerText()).toBe('Color: Blue');
		await page.click(swatch('m'));
		expect(await variationId(demo)).toBe('17');
		expect(await buttonClass(demo)).toBe('single_add_to_cart_button button alt');
		expect(await page.locator(`${FORM} .single_variation .woocommerce-variation-availability`).innerText()).toBe('10 in stock');
		expect(await page.locator(`${FORM} input.qty`).getAttribute('max')).toBe('10');
		expect(await page.locator('.product_meta .sku').innerText()).toBe('HOODIE-BLUE-M');

		await page.click(BUTTON);
		await page.waitForURL('**/product/hoodie/');
		await expect.poll(() => page.locator('.woocommerce-message').innerText()).toContain('“Hoodie - Blue, M” has been added to your cart.');
		expect(await page.locator('.widget_shopping_cart_content li.mini_cart_item').innerText()).toContain('Hoodie - Blue, M');
		await demo.goto('/cart/');
		expect(await page.locator('table.shop_table.cart').innerText()).toContain('Hoodie - Blue, M');
		expect(demo.errors).toEqual([]);
	});

	it('shows the low-stock label and the out-of-stock state: green + L disables the button', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/product/hoodie/');
		await page.click(swatch('blue'));
		expect(await page.locator(swatch('l')).getAttribute('class')).toContain('wvs-show-stock-left-info');
		expect(await page.locator(swatch('l')).getAttribute('aria-label')).toBe('L, Only 2 left in stock');

		await page.click(swatch('green'));
		expect(await page.locator(swatch('l')).getAttribute('class')).toContain('no-stock');
		await page.click(swatch('l'));
		expect(await variationId(demo)).toBe('21');
		expect(await buttonClass(demo)).toBe('single_add_to_cart_button button alt disabled wc-variation-is-unavailable');
		expect(await page.locator(`${FORM} .single_variation`).innerText()).toContain('Out of stock');

		// aria-disabled: Playwright would wait for it to be enabled; a reader can still press it and hear why not.
		await page.click(BUTTON, { force: true });
		expect(await page.locator(`${FORM} .islands-variation-notice`).innerText()).toBe('Sorry, this product is unavailable. Please choose a different combination.');
		expect(page.url()).toMatch(/\/product\/hoodie\/$/);
		expect(await page.locator('.woocommerce-message').count()).toBe(0);
	});

	it('the reset link clears every choice', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/product/hoodie/');
		await page.click(swatch('green'));
		await page.click(swatch('s'));
		expect(await variationId(demo)).toBe('19');
		await page.click(`${FORM} .reset_variations`);
		expect(await variationId(demo)).toBe('');
		expect(await page.locator(`${FORM} li.variable-item.selected`).count()).toBe(0);
		expect(await page.locator(`${FORM} select[name="attribute_pa_color"]`).inputValue()).toBe('');
		expect(await buttonClass(demo)).toContain('wc-variation-selection-needed');
		expect(await page.locator(`${FORM} .reset_variations`).isVisible()).toBe(false);
		expect(await page.locator(`${FORM} th.label`).first().innerText()).toBe('Color');
		expect(await page.evaluate(() => document.activeElement?.getAttribute('data-value'))).toBe('blue');
	});

	it('keyboard: Tab reaches one swatch per group, arrows move, Enter and Space choose', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/product/hoodie/');
		await page.locator('.product_title').click();
		await page.locator(swatch('blue')).focus();
		await page.keyboard.press('ArrowRight');
		expect(await page.evaluate(() => document.activeElement?.getAttribute('data-value'))).toBe('green');
		await page.keyboard.press('Space');
		expect(await page.locator(`${FORM} select[name="attribute_pa_color"]`).inputValue()).toBe('green');
		expect(await page.locator(swatch('green')).getAttribute('aria-checked')).toBe('true');
		await page.keyboard.press('Tab');
		expect(await page.evaluate(() => document.activeElement?.getAttribute('data-value'))).toBe('s');
		await page.keyboard.press('ArrowLeft');
		expect(await page.evaluate(() => document.activeElement?.getAttribute('data-value'))).toBe('l');
		await page.keyboard.press('ArrowLeft');
		await page.keyboard.press('Enter');
		expect(await variationId(demo)).toBe('20');
		expect(await buttonClass(demo)).toBe('single_add_to_cart_button button alt');
	});

	it('a jQuery listener on the form receives found_variation with the variation object', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/product/hoodie/?jquery=1');
		await page.evaluate(() => {
			const w = window as any;
			w.seen = [];
			w.jQuery('form.variations_form').on('found_variation', (_event: unknown, variation: any) =>
				w.seen.push({ id: variation.variation_id, attributes: variation.attributes, inStock: variation.is_in_stock, price: variation.display_price }),
			);
			w.jQuery('form.variations_form').on('reset_data', () => w.seen.push('reset_data'));
		});
		await page.click(swatch('blue'));
		await page.click(swatch('l'));
		expect(await page.evaluate(() => (window as any).seen)).toEqual([
			'reset_data',
			{ id: 18, attributes: { attribute_pa_color: 'blue', attribute_pa_size: 'l' }, inStock: true, price: 35 },
		]);
		expect(demo.errors).toEqual([]);
	});

	it('clear on reselect, when the swatches option is on: a second click clears the choice', async () => {
		const demo = await openPage();
		const { page } = demo;
		// The option as the plugin prints it when turned on (the demo's ?reselect=1 needs the route to pass the query).
		await page.route('**/product/hoodie/', async (route) => {
			const response = await route.fetch();
			const html = (await response.text()).replace('"clear_on_reselect":""', '"clear_on_reselect":"1"');
			await route.fulfill({ response, body: html });
		});
		await demo.goto('/product/hoodie/');
		await page.click(swatch('blue'));
		await page.click(swatch('blue'));
		expect(await page.locator(`${FORM} select[name="attribute_pa_color"]`).inputValue()).toBe('');
		expect(await page.locator(swatch('blue')).getAttribute('aria-checked')).toBe('false');
	});

	it('with the island off, the plain selects post the choice (no JavaScript path)', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/product/hoodie/?off=variations');
		expect(await page.locator(`${FORM} ul.variable-items-wrapper`).first().isVisible()).toBe(false);
		await page.selectOption(`${FORM} select[name="attribute_pa_color"]`, 'green');
		await page.selectOption(`${FORM} select[name="attribute_pa_size"]`, 's');
		await page.click(BUTTON);
		await page.waitForURL((url) => url.pathname === '/product/hoodie/' && !url.search.includes('add-to-cart'));
		await expect.poll(() => page.locator('.woocommerce-message').innerText()).toContain('“Hoodie - Green, S” has been added to your cart.');
	});
});

describe('variations: the T-shirt with plain selects', () => {
	it('finds the variation from the select', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/product/t-shirt/');
		expect(await page.locator(`${FORM} ul.variable-items-wrapper`).count()).toBe(0);
		await page.selectOption(`${FORM} select[name="attribute_pa_size"]`, 'l');
		expect(await variationId(demo)).toBe('29');
		expect(await buttonClass(demo)).toBe('single_add_to_cart_button button alt');
	});
});

describe('variations: a shopper faster than the network', () => {
	it('a choice and Add to cart before the island is there: the press is held, then sent with the variation', async () => {
		const demo = await openPage();
		const { page } = demo;
		// The form's chunk comes only when the test lets it: the plain form is on the page first.
		let deliver = () => {};
		const delivered = new Promise<void>((resolve) => (deliver = resolve));
		await page.route('**/dist/chunks/variations-*.js', async (route) => {
			await delivered;
			await route.continue();
		});
		await page.goto('/product/t-shirt/', { waitUntil: 'domcontentloaded' });
		await page.selectOption(`${FORM} select[name="attribute_pa_size"]`, 'l');
		await page.click(BUTTON);
		// Held: the plain form did not go out without its variation.
		await page.waitForTimeout(300);
		expect(new URL(page.url()).pathname).toBe('/product/t-shirt/');
		expect(await page.locator('.woocommerce-message, .woocommerce-error').count()).toBe(0);

		const [post] = await Promise.all([page.waitForRequest((request) => request.method() === 'POST' && request.isNavigationRequest()), page.waitForEvent('load'), deliver()]);
		// WooCommerce's form is multipart.
		expect(post.postData()).toMatch(/name="variation_id"\r\n\r\n29\r\n/);
		await demo.settle();
		await expect.poll(() => page.locator('.woocommerce-message').innerText()).toContain('“T-shirt - L” has been added to your cart.');
		expect(demo.errors).toEqual([]);
	});
});

describe('variations: more than 30 (Poster print) through get_variation', () => {
	const choose = async (demo: DemoPage, size: string, paper: string, frame: string) => {
		await demo.page.selectOption(`${FORM} select[name="attribute_pa_print-size"]`, size);
		await demo.page.selectOption(`${FORM} select[name="attribute_pa_paper"]`, paper);
		await demo.page.selectOption(`${FORM} select[name="attribute_pa_frame"]`, frame);
	};

	it('posts the attribute fields and product_id, and shows the answer', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/product/poster-print/');
		expect(await page.locator(FORM).getAttribute('data-product_variations')).toBe('false');
		await choose(demo, 'a1', 'matte', 'black');
		await expect.poll(() => variationId(demo)).toBe('59');
		const lookups = demo.ajax.filter((call) => call.endpoint === 'get_variation');
		expect(lookups).toHaveLength(1);
		expect(Object.fromEntries(lookups[0].body)).toEqual({
			'attribute_pa_print-size': 'a1',
			attribute_pa_paper: 'matte',
			attribute_pa_frame: 'black',
			product_id: '30',
			custom_data: '',
		});
		expect(lookups[0].headers['x-requested-with']).toBe('XMLHttpRequest');
		expect(await page.locator(`${FORM} .woocommerce-variation-price`).innerText()).toContain('£59.00');
		expect(await page.locator(`${FORM} .woocommerce-variation-availability`).innerText()).toBe('3 in stock');
		expect(await buttonClass(demo)).toBe('single_add_to_cart_button button alt');
		const violations = (await (await page.request.get(demo.url('/demo/api/violations'))).json()) as { endpoint: string }[];
		expect(violations.filter((violation) => violation.endpoint === 'get_variation')).toEqual([]);

		await page.click(BUTTON);
		await page.waitForURL((url) => url.pathname === '/product/poster-print/');
		await expect.poll(() => page.locator('.woocommerce-message').innerText()).toContain('“Poster print” has been added to your cart.');
	});

	it('an out-of-stock answer disables the button; a failed lookup keeps it disabled and says why', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/product/poster-print/');
		await choose(demo, 'a1', 'gloss', 'oak');
		await expect.poll(() => variationId(demo)).toBe('66');
		expect(await buttonClass(demo)).toContain('wc-variation-is-unavailable');
		expect(await page.locator(`${FORM} .woocommerce-variation-availability`).innerText()).toBe('Out of stock');

		await setFault(demo.context, '500', { demo_fault_endpoint: 'get_variation' });
		await page.selectOption(`${FORM} select[name="attribute_pa_frame"]`, 'none');
		await expect.poll(() => page.locator(`${FORM} .islands-variation-notice`).count()).toBe(1);
		expect(await page.locator(`${FORM} .islands-variation-notice`).innerText()).toBe('This combination could not be checked. An unknown error occurred.');
		expect(await buttonClass(demo)).toContain('disabled');
		expect(await variationId(demo)).toBe('');

		await setFault(demo.context, null);
		await page.click(BUTTON, { force: true });
		await expect.poll(() => variationId(demo)).toBe('64');
		expect(await page.locator(`${FORM} .islands-variation-notice`).count()).toBe(0);
	});
});
