import { describe, expect, it } from 'vitest';
import { type DemoPage, useBrowser } from '../../../scripts/e2e/session';
import { addThroughAction, serverLists, wishlistCalls } from '../../../scripts/e2e/wishlist';

const openPage = useBrowser();
const row = (id: number) => `#yith-wcwl-form [data-row-id="${id}"]`;

/** Lists made through the plugin's own action with the shop page's nonce: each [product, list name] ('' = the default list). */
async function listsOf(demo: DemoPage, entries: [number, string][], path: string) {
	await demo.goto('/shop/');
	for (const [product, name] of entries) await addThroughAction(demo, product, name);
	await demo.goto(path);
}

const combobox = (scope: string) => `${scope} .selectBox-enhanced button[role="combobox"]`;

describe('enhanced selects', () => {
	it("the table's move select: searchable by keyboard, 'No results match', and the pick moves the row", async () => {
		const demo = await openPage();
		await listsOf(demo, [[11, ''], [12, ''], [13, 'Gifts'], [14, 'Birthday']], '/wishlist/');
		const { page } = demo;
		await page.waitForSelector(combobox(row(11)));
		expect(await page.locator(combobox(row(11))).innerText()).toBe('Move');
		expect(await page.locator(combobox(row(11))).getAttribute('aria-label')).toBe('Move to another wishlist');
		expect(await page.locator(`${row(11)} select.change-wishlist`).getAttribute('aria-hidden')).toBe('true');
		await page.focus(combobox(row(11)));
		await page.keyboard.press('ArrowDown');
		const search = `${row(11)} input.selectBox-search`;
		await expect.poll(() => page.evaluate((selector) => document.activeElement === document.querySelector(selector), search)).toBe(true);
		await page.keyboard.type('zzz');
		expect(await page.locator(`${row(11)} .no-results`).innerText()).toBe('No results match "zzz"');
		await page.fill(search, '');
		await page.keyboard.type('birth');
		expect(await page.locator(`${row(11)} [role="option"]`).allInnerTexts()).toEqual(['Birthday - Public']);
		await page.keyboard.press('Enter');
		await expect.poll(() => page.locator(row(11)).count()).toBe(0);
		const lists = await serverLists(demo);
		expect(wishlistCalls(demo, 'move_to_another_wishlist')[0].body.get('destination_wishlist_token')).toBe(lists.find((list) => list.name === 'Birthday')!.token);
		expect(lists.map((list) => [list.name, list.items.map((item) => item.productId).sort()])).toEqual([['My wishlist', [12]], ['Gifts', [13]], ['Birthday', [11, 14]]]);
		expect(demo.errors).toEqual([]);
	});

	it('the visibility select: no search field, arrows and Enter pick, Escape closes without a request', async () => {
		const demo = await openPage();
		await listsOf(demo, [[11, '']], '/wishlist/manage/');
		const { page } = demo;
		const scope = '.wishlist_manage_table tr[data-wishlist-id]';
		await page.waitForSelector(combobox(scope));
		expect(await page.locator(combobox(scope)).innerText()).toBe('Public');
		await page.focus(combobox(scope));
		await page.keyboard.press('Enter');
		expect(await page.locator(`${scope} [role="listbox"]`).isVisible()).toBe(true);
		expect(await page.locator(`${scope} input.selectBox-search`).count()).toBe(0);
		await page.keyboard.press('Escape');
		expect(await page.locator(`${scope} [role="listbox"]`).count()).toBe(0);
		expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
		expect(wishlistCalls(demo, 'save_privacy')).toHaveLength(0);
		await page.keyboard.press('ArrowDown');
		await page.keyboard.press('ArrowDown');
		await page.keyboard.press('ArrowDown');
		expect(await page.locator(`${scope} [role="option"].selectBox-hover`).innerText()).toBe('Private');
		await page.keyboard.press('Enter');
		await expect.poll(async () => (await serverLists(demo))[0]?.privacy).toBe(2);
		expect(wishlistCalls(demo, 'save_privacy')[0].body.get('privacy')).toBe('2');
		await expect.poll(() => page.locator(combobox(scope)).innerText()).toBe('Private');
		// The re-rendered form gives the focus back to the control the reader used.
		await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.selectBox-enhanced')?.previousElementSibling?.id)).toMatch(/^wishlist-visibility-\d+$/);
	});
});
