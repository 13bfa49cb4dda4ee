import { describe, expect, it } from 'vitest';
import { type DemoPage, setFault, useBrowser } from '../../../scripts/e2e/session';
import { addThroughAction, serverLists, wishlistCalls } from '../../../scripts/e2e/wishlist';

const openPage = useBrowser();
const widget = '.yith-wcwl-items-widget';
const removeLink = (id: number) => `${widget} a.remove_from_all_wishlists[data-product-id="${id}"]`;

/** Two lists through the plugin's own action with the page's nonce: 11 and 12 in the default list, 11 again in "Gifts". */
async function twoLists(demo: DemoPage) {
	await demo.context.addCookies([{ name: 'demo_wcwl', value: 'multi,remove-after-add,responsive', url: demo.url('/') }]);
	await demo.goto('/shop/');
	for (const [product, list] of [[11, ''], [12, ''], [11, 'Gifts']] as const) await addThroughAction(demo, product, list);
	await demo.goto('/wishlist/manage/');
	// The widget hydrates on intent (a pointer on it).
	await demo.page.hover(widget);
	await demo.page.waitForFunction((selector) => document.querySelector(selector)?.hasAttribute('data-wcwl-island'), widget);
}

/** Enter on the focused link (a click would land on the demo's fixed header when the link is scrolled under it). */
async function press(demo: DemoPage, selector: string) {
	await demo.page.focus(selector);
	await demo.page.keyboard.press('Enter');
}

describe('the items widget (remove_from_all_wishlists)', () => {
	it('removes a product from every list, by keyboard, and re-renders the widget and the manage table', async () => {
		const demo = await openPage();
		await twoLists(demo);
		const { page } = demo;
		expect((await serverLists(demo)).map((list) => [list.name, list.items.map((item) => item.productId)])).toEqual([['My wishlist', [12, 11]], ['Gifts', [11]]]);
		await press(demo, removeLink(11));
		await expect.poll(() => page.locator(removeLink(11)).count()).toBe(0);
		const [call] = wishlistCalls(demo, 'remove_from_all_wishlists');
		expect([call.body.get('prod_id'), call.body.get('wishlist_id'), call.body.get('context')]).toEqual(['11', '', 'frontend']);
		expect(call.body.get('nonce')).toMatch(/^[0-9a-f]{10}$/);
		expect([...call.body.keys()].some((key) => key.startsWith('fragments[widget.yith-wcwl-items-widget.wishlist-fragment]'))).toBe(true);
		expect((await serverLists(demo)).map((list) => [list.name, list.items.map((item) => item.productId)])).toEqual([['My wishlist', [12]], ['Gifts', []]]);
		expect(await page.locator(`${widget} li`).allInnerTexts()).toEqual([expect.stringContaining('(My wishlist)')]);
		// The manage table came back in the same reply (the ref-less fragments are collected too).
		expect(await page.locator('.wishlist_manage_table td.item-count').allInnerTexts()).toEqual(['1', '0']);
		await expect.poll(() => page.locator('#a11y-speak-polite').innerText()).toBe('Product removed from your wishlist.');
		expect(await page.locator(`${widget} .content`).getAttribute('aria-busy')).toBeNull();
		expect(demo.errors).toEqual([]);
	});

	it('a failed request says why and keeps the product; the next press lands', async () => {
		const demo = await openPage();
		await twoLists(demo);
		const { page } = demo;
		await setFault(demo.context, 'html', { demo_fault_endpoint: 'remove_from_all_wishlists' });
		await press(demo, removeLink(12));
		await expect.poll(() => page.locator('#a11y-speak-assertive').innerText()).toMatch(/^The product was not removed\. /);
		expect(await page.locator(removeLink(12)).count()).toBe(1);
		expect((await serverLists(demo))[0].items.map((item) => item.productId)).toEqual([12, 11]);
		await setFault(demo.context, null);
		await press(demo, removeLink(12));
		await expect.poll(() => page.locator(removeLink(12)).count()).toBe(0);
		expect((await serverLists(demo))[0].items.map((item) => item.productId)).toEqual([11]);
	});
});
