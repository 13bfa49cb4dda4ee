import { describe, expect, it } from 'vitest';
import { type DemoPage, useBrowser } from '../../../scripts/e2e/session';
import { axeViolations } from '../../../scripts/e2e/axe';
import { addThroughAction, serverLists, wishlistCalls } from '../../../scripts/e2e/wishlist';

const openPage = useBrowser();
const row = (id: number) => `#yith-wcwl-form [data-row-id="${id}"]`;

/**
 * Puts products in this visitor's default list through the plugin's own add_to_wishlist action, with the
 * shop page's nonce, then opens the wishlist page (the add buttons themselves are the add block's tests).
 */
async function wishlistWith(demo: DemoPage, ids: number[], path = '/wishlist/') {
	await demo.goto('/shop/');
	for (const id of ids) expect(await addThroughAction(demo, id)).toBe('true');
	await demo.goto(path);
	// Hydrated: the title opener became a button.
	await demo.page.waitForFunction(() => document.querySelector('#yith-wcwl-form .show-title-form')?.getAttribute('role') === 'button', undefined, { timeout: 10_000 });
}

describe('wishlist table', () => {
	it('removes a row through remove_from_wishlist and shows the notice the server queued', async () => {
		const demo = await openPage();
		await wishlistWith(demo, [11, 12]);
		const { page } = demo;
		await page.click(`${row(11)} a.remove_from_wishlist`);
		await expect.poll(() => page.locator(row(11)).count()).toBe(0);
		// Said by the shop's own notice, an alert as it lands: the island does not say it a second time.
		expect(await page.locator('#yith-wcwl-form .woocommerce-message[role="alert"]').innerText()).toBe('Product successfully removed.');
		const [call] = wishlistCalls(demo, 'remove_from_wishlist');
		expect(call.body.get('remove_from_wishlist')).toBe('11');
		expect(call.body.get('wishlist_token')).toMatch(/^[A-Z0-9]{12}$/);
		expect(call.body.get('context')).toBe('frontend');
		expect((await serverLists(demo))[0].items.map((item) => item.productId)).toEqual([12]);
		expect(await page.evaluate(() => document.getElementById('a11y-speak-polite')?.textContent ?? '')).not.toContain('removed');
		expect(demo.errors).toEqual([]);
	});

	it('quantity typed quickly: one request 1 s after the last key, Enter does not submit', async () => {
		const demo = await openPage();
		await wishlistWith(demo, [11]);
		const { page } = demo;
		const input = `${row(11)} .product-quantity input`;
		await page.click(input, { clickCount: 3 });
		const sent = page.waitForRequest((request) => (request.postData() ?? '').includes('action=update_item_quantity')).then(() => Date.now());
		await page.keyboard.type('34', { delay: 150 });
		// Timed from before the last key, not after Enter returns: on a loaded machine the
		// key round trip itself takes a while, and the debounce starts at the key.
		const beforeLastKey = Date.now();
		await page.keyboard.press('5');
		await page.keyboard.press('Enter');
		expect(await page.locator(`${row(11)} .add_to_cart`).getAttribute('data-quantity')).toBe('345');
		// One request, a second after the last key (never before), with the last value.
		expect((await sent) - beforeLastKey).toBeGreaterThanOrEqual(1000);
		await page.waitForTimeout(1500);
		expect(wishlistCalls(demo, 'update_item_quantity').map((call) => call.body.get('quantity'))).toEqual(['345']);
		expect(page.url()).toContain('/wishlist/');
		await expect.poll(async () => (await serverLists(demo))[0].items[0].quantity).toBe(345);
	});

	it('renames with Enter, cancels with Escape, and refuses an empty title without sending', async () => {
		const demo = await openPage();
		await wishlistWith(demo, [11]);
		const { page } = demo;
		const input = '.hidden-title-form input[name="wishlist_name"]';
		// Hydrated: the link without href is a button in the tab order now.
		await page.focus('.show-title-form[role="button"][tabindex="0"]');
		await page.keyboard.press('Enter');
		await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('wishlist_name');
		await page.fill(input, '   ');
		await page.keyboard.press('Enter');
		expect(await page.locator('.hidden-title-form').getAttribute('class')).toContain('woocommerce-invalid');
		expect(wishlistCalls(demo, 'save_title')).toHaveLength(0);
		await page.keyboard.press('Escape');
		expect(await page.locator('.hidden-title-form').isVisible()).toBe(false);
		await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('show-title-form'))).toBe(true);
		await page.keyboard.press('Enter');
		await page.fill(input, 'Birthday');
		await page.keyboard.press('Enter');
		await expect.poll(() => page.locator('.wishlist-title h2').innerText()).toBe('Birthday');
		expect(wishlistCalls(demo, 'save_title')[0].body.get('title')).toBe('Birthday');
		expect((await serverLists(demo))[0].name).toBe('Birthday');
	});

	it('moves a row to another list from the table select', async () => {
		const demo = await openPage();
		await wishlistWith(demo, [11, 12]);
		await addThroughAction(demo, 13, 'Gifts');
		await demo.reload();
		const { page } = demo;
		await page.selectOption(`${row(11)} select.change-wishlist`, { label: 'Gifts - Public' });
		await expect.poll(() => page.locator(row(11)).count()).toBe(0);
		const lists = await serverLists(demo);
		expect(lists.map((list) => [list.name, list.items.map((item) => item.productId).sort()])).toEqual([['My wishlist', [12]], ['Gifts', [11, 13]]]);
		expect(wishlistCalls(demo, 'move_to_another_wishlist')[0].body.get('destination_wishlist_token')).toBe(lists[1].token);
		// The server's message, visible in the plugin's notice (not only in the live region).
		await expect.poll(() => page.locator('#yith-wcwl-popup-message').isVisible()).toBe(true);
		expect(await page.locator('#yith-wcwl-message').innerText()).toBe('Element correctly moved to Gifts');
	});

	it('a refused remove (stale nonce) keeps the row and says why on the page', async () => {
		const demo = await openPage();
		await wishlistWith(demo, [11, 12]);
		const { page } = demo;
		await demo.context.request.post(demo.url('/demo/api/expire-nonces'));
		await page.click(`${row(11)} a.remove_from_wishlist`);
		await expect.poll(() => wishlistCalls(demo, 'remove_from_wishlist').length).toBe(1);
		await expect.poll(() => page.locator('#yith-wcwl-form .woocommerce-error').innerText()).toBe('Removing the product failed. This page is out of date. Reload it and try again.');
		expect(await page.locator(row(11)).count()).toBe(1);
		expect((await serverLists(demo))[0].items.map((item) => item.productId).sort()).toEqual([11, 12]);
		expect(demo.errors).toEqual([]);
	});

	it('a quantity of 0 is saved as 1, and the field shows the 1 it saved', async () => {
		const demo = await openPage();
		await wishlistWith(demo, [11]);
		const { page } = demo;
		const input = `${row(11)} .product-quantity input`;
		await page.fill(input, '0');
		await expect.poll(() => wishlistCalls(demo, 'update_item_quantity').length, { timeout: 3000 }).toBe(1);
		expect(wishlistCalls(demo, 'update_item_quantity')[0].body.get('quantity')).toBe('1');
		expect(await page.locator(input).inputValue()).toBe('1');
		await expect.poll(async () => (await serverLists(demo))[0].items[0].quantity).toBe(1);
	});

	it('every wishlist call carries the site-ajax language field', async () => {
		const demo = await openPage();
		await wishlistWith(demo, [11, 12]);
		const { page } = demo;
		await page.click(`${row(11)} a.remove_from_wishlist`);
		await expect.poll(() => wishlistCalls(demo, 'remove_from_wishlist').length).toBe(1);
		const language = await page.evaluate(() => String((window as unknown as { jnewsoption?: { language?: string } }).jnewsoption?.language ?? ''));
		expect(wishlistCalls(demo, 'remove_from_wishlist')[0].body.get('lang')).toBe(language);
	});

	it('changes a list\'s visibility on the manage page', async () => {
		const demo = await openPage();
		await wishlistWith(demo, [11], '/wishlist/manage/');
		const { page } = demo;
		await page.selectOption('select.wishlist-visibility', '2');
		await expect.poll(async () => (await serverLists(demo))[0].privacy).toBe(2);
		expect(wishlistCalls(demo, 'save_privacy')[0].body.get('privacy')).toBe('2');
		await expect.poll(() => page.locator('select.wishlist-visibility').inputValue()).toBe('2');
	});

	it('bulk apply is disabled until a row is ticked; the master box ticks every row', async () => {
		const demo = await openPage();
		await wishlistWith(demo, [11, 12]);
		const { page } = demo;
		const apply = 'input[name="apply_bulk_actions"]';
		expect(await page.locator(apply).isDisabled()).toBe(true);
		await page.check(`${row(12)} .product-checkbox input`);
		expect(await page.locator(apply).isDisabled()).toBe(false);
		await page.uncheck(`${row(12)} .product-checkbox input`);
		expect(await page.locator(apply).isDisabled()).toBe(true);
		await page.check('#bulk_add_to_cart');
		expect(await page.locator('.product-checkbox input:checked').count()).toBe(3);
		expect(await page.locator(apply).isDisabled()).toBe(false);
	});

	it('add to cart from the list: the owner loses the row, with the notice; a visitor of the shared list keeps it', async () => {
		const demo = await openPage();
		await wishlistWith(demo, [11, 12]);
		const { page } = demo;
		await page.click(`${row(11)} .add_to_cart_button`);
		await expect.poll(() => page.locator(row(11)).count()).toBe(0);
		expect(await page.locator('#yith-wcwl-form .woocommerce-message').innerText()).toBe('Product added to cart successfully');
		const [add] = demo.ajax.filter((call) => call.endpoint === 'add_to_cart');
		expect(add.body.get('remove_from_wishlist_after_add_to_cart')).toBe('11');
		const [list] = await serverLists(demo);
		expect(add.body.get('wishlist_id')).toBe(String(list.id));
		expect(list.items.map((item) => item.productId)).toEqual([12]);

		const visitor = await openPage();
		await visitor.goto(`/wishlist/view/${list.token}/`);
		await visitor.page.click(`${row(12)} .add_to_cart_button`);
		await expect.poll(() => visitor.page.locator('.widget_shopping_cart_content .woocommerce-mini-cart-item').count()).toBe(1);
		await visitor.page.waitForTimeout(300);
		expect(await visitor.page.locator(row(12)).count()).toBe(1);
		expect((await serverLists(demo, list.owner))[0].items.map((item) => item.productId)).toEqual([12]);
	});

	it('crossing 768 px reloads the template once each way; both name their row controls and empty header cells', async () => {
		const demo = await openPage();
		await wishlistWith(demo, [11]);
		const { page } = demo;
		const unnamed = async () => (await axeViolations(page, '#yith-wcwl-form')).filter(({ id }) => id === 'label' || id === 'empty-table-header');
		expect(await page.locator(`${row(11)} .product-checkbox input`).getAttribute('aria-label')).toBe('Select Mug');
		expect(await unnamed()).toEqual([]);
		await page.setViewportSize({ width: 600, height: 800 });
		await expect.poll(() => page.locator('ul.wishlist_table.mobile').count()).toBe(1);
		expect(await page.locator(`${row(11)} .product-quantity input`).getAttribute('aria-label')).toBe('Quantity of Mug');
		expect(await unnamed()).toEqual([]);
		expect(wishlistCalls(demo, 'load_mobile')).toHaveLength(1);
		const [call] = wishlistCalls(demo, 'load_mobile');
		expect(call.body.get('fragments[woocommerce.yith-wcwl-form.wishlist-fragment][is_mobile]')).toBe('yes');
		await page.setViewportSize({ width: 620, height: 800 });
		await page.setViewportSize({ width: 1000, height: 800 });
		await expect.poll(() => page.locator('table.wishlist_table.traditional').count()).toBe(1);
		expect(wishlistCalls(demo, 'load_mobile').map((c) => c.body.get('fragments[woocommerce.yith-wcwl-form.wishlist-fragment][is_mobile]'))).toEqual(['yes', 'no']);
	});

	it('sorts by drag and drop and by keyboard when enabled; the server keeps the order', async () => {
		const demo = await openPage();
		await demo.context.addCookies([{ name: 'demo_wcwl', value: 'remove-after-add,responsive,drag', url: demo.url('/') }]);
		await wishlistWith(demo, [11, 12, 13]);
		const { page } = demo;
		// The sorting part is fetched after the table hydrates; a drag or a key before it is there moves nothing.
		await page.locator('#yith-wcwl-form [data-row-id][draggable="true"]').first().waitFor();
		const order = () => page.locator('#yith-wcwl-form [data-row-id]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-id')));
		const start = await order();
		expect(start).toHaveLength(3);
		await page.dragAndDrop(row(Number(start[2])), row(Number(start[0])));
		await expect.poll(order).toEqual([start[2], start[0], start[1]]);
		await expect.poll(() => wishlistCalls(demo, 'sort_wishlist_items').length).toBe(1);
		expect(wishlistCalls(demo, 'sort_wishlist_items')[0].body.getAll('positions[]')).toEqual([start[2], start[0], start[1]]);
		await expect.poll(async () => (await serverLists(demo))[0].items.map((item) => String(item.productId))).toEqual([start[2], start[0], start[1]]);

		await page.focus(row(Number(start[1])));
		await page.keyboard.press('Alt+ArrowUp');
		await expect.poll(order).toEqual([start[2], start[1], start[0]]);
		expect(await page.evaluate(() => document.activeElement?.getAttribute('data-row-id'))).toBe(start[1]);
		await expect.poll(() => page.locator('#a11y-speak-polite').innerText()).toBe('Moved to position 2 of 3.');
		await expect.poll(async () => (await serverLists(demo))[0].items.map((item) => String(item.productId))).toEqual([start[2], start[1], start[0]]);
		expect(await page.locator('#yith-wcwl-form input[name*="[position]"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(['0', '1', '2']);
	});

	it('does not sort when drag and drop is off', async () => {
		const demo = await openPage();
		await wishlistWith(demo, [11, 12]);
		expect(await demo.page.locator('#yith-wcwl-form [data-row-id][draggable]').count()).toBe(0);
		expect(await demo.page.locator('.wishlist_table.sortable').count()).toBe(0);
	});

	it('Frequently Bought Together adds a product and reloads the form and its own block', async () => {
		const demo = await openPage();
		await wishlistWith(demo, [11]);
		const { page } = demo;
		const button = page.locator('.yith-wfbt-slider-wrapper .yith-wfbt-add-wishlist').first();
		const id = Number(await button.getAttribute('data-product-id'));
		await button.click();
		await expect.poll(() => page.locator(row(id)).count()).toBe(1);
		expect(await page.locator('#yith-wcwl-form .woocommerce-message').innerText()).toContain('has been added to your wishlist.');
		expect(await page.locator(`.yith-wfbt-slider-wrapper [data-product-id="${id}"]`).count()).toBe(0);
		const [call] = wishlistCalls(demo, 'reload_wishlist_and_adding_elem');
		expect(call.body.get('add_to_wishlist')).toBe(String(id));
		expect(call.body.get('wishlist_token')).toMatch(/^[A-Z0-9]{12}$/);
		expect(call.body.has('fragments')).toBe(false);
		expect((await serverLists(demo))[0].items.map((item) => item.productId).sort()).toEqual([11, id].sort());
	});
});
