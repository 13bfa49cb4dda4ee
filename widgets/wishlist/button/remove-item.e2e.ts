import { describe, expect, it } from 'vitest';
import { type DemoPage, setFault, useBrowser } from '../../../scripts/e2e/session';
import { serverLists, wishlistCalls } from '../../../scripts/e2e/wishlist';

const openPage = useBrowser();
const container = (id: number) => `li.product .add-to-wishlist-${id}`;

/** The shop with the add-to-wishlist behaviour "remove"; product 11 added with the real button, which turns into its remove link. */
async function shopWithRemoveLink(demo: DemoPage) {
	await demo.context.addCookies([{ name: 'demo_wcwl', value: 'remove,responsive', url: demo.url('/') }]);
	await demo.goto('/shop/');
	// The block hydrates on intent (a pointer on it).
	await demo.page.hover(container(11));
	await demo.page.waitForFunction(() => document.querySelector('li.product .add-to-wishlist-11')?.hasAttribute('data-wcwl-island'));
	await demo.page.click(`${container(11)} a.add_to_wishlist`);
	await expect.poll(() => demo.page.locator(`${container(11)} a.delete_item`).count()).toBe(1);
}

describe('remove from the add block (delete_item)', () => {
	it('sends the item id, empties the list on the server, brings the add button back and says so', async () => {
		const demo = await openPage();
		await shopWithRemoveLink(demo);
		const { page } = demo;
		const [list] = await serverLists(demo);
		const itemId = String(list.items[0].itemId);
		expect(await page.locator(`${container(11)} a.delete_item`).getAttribute('data-item-id')).toBe(itemId);
		expect(await page.locator(`${container(11)} a.delete_item`).getAttribute('role')).toBe('button');
		// The keyboard reaches it: Enter on the focused link.
		await page.focus(`${container(11)} a.delete_item`);
		await page.keyboard.press('Enter');
		await expect.poll(() => page.locator(`${container(11)} a.add_to_wishlist`).count()).toBe(1);
		const [call] = wishlistCalls(demo, 'delete_item');
		expect(call.body.get('item_id')).toBe(itemId);
		expect(call.body.get('context')).toBe('frontend');
		expect(call.body.get('nonce')).toMatch(/^[0-9a-f]{10}$/);
		expect([...call.body.keys()].some((key) => key.startsWith('fragments[yith-wcwl-add-to-wishlist.add-to-wishlist-11.'))).toBe(true);
		expect(await page.locator(container(11)).getAttribute('class')).not.toContain('exists');
		await expect.poll(() => page.locator('#a11y-speak-polite').innerText()).toBe('Product successfully removed.');
		expect(await page.locator('#yith-wcwl-message').innerText()).toBe('Product successfully removed.');
		expect((await serverLists(demo))[0].items).toEqual([]);
		expect(demo.errors).toEqual([]);
	});

	it('a stale nonce: a clear failure, the link and the item kept', async () => {
		const demo = await openPage();
		await shopWithRemoveLink(demo);
		const { page } = demo;
		await page.route('**/wp-admin/admin-ajax.php', (route) => route.continue({ postData: (route.request().postData() ?? '').replace(/nonce=[0-9a-f]+/, 'nonce=0000000000') }));
		await page.click(`${container(11)} a.delete_item`);
		await expect.poll(() => page.locator('#a11y-speak-assertive').innerText()).toBe('This page is out of date. Reload it and try again.');
		expect(await page.locator(`${container(11)} a.delete_item`).count()).toBe(1);
		expect((await serverLists(demo))[0].items.map((item) => item.productId)).toEqual([11]);
	});

	for (const fault of ['500', 'drop'] as const)
		it(`${fault} on delete_item: says why, keeps the link usable, and the next click lands`, async () => {
			const demo = await openPage();
			await shopWithRemoveLink(demo);
			const { page } = demo;
			await setFault(demo.context, fault, { demo_fault_endpoint: 'delete_item' });
			await page.click(`${container(11)} a.delete_item`);
			await expect.poll(() => page.locator('#a11y-speak-assertive').innerText()).toMatch(/^The product was not removed\. /);
			expect(await page.locator(`${container(11)} a.delete_item`).getAttribute('aria-disabled')).toBeNull();
			await setFault(demo.context, null);
			await page.click(`${container(11)} a.delete_item`);
			await expect.poll(() => page.locator(`${container(11)} a.add_to_wishlist`).count()).toBe(1);
			expect((await serverLists(demo))[0].items).toEqual([]);
		});
});
