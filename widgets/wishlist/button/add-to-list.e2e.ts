import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../../../scripts/e2e/axe';
import { type DemoPage, useBrowser } from '../../../scripts/e2e/session';
import { addThroughAction, serverLists } from '../../../scripts/e2e/wishlist';

const openPage = useBrowser();
const opener = (id: number) => `li.product .add-to-wishlist-${id} a.add_to_wishlist.open-pretty-photo`;
const moveOpener = (id: number) => `li.product .add-to-wishlist-${id} a.move_to_another_wishlist`;
const dialog = 'dialog.yith-wcwl-add-to-list';
const adds = (demo: DemoPage) => demo.ajax.filter((call) => call.endpoint === 'admin-ajax:add_to_wishlist');

async function shopWithLists(demo: DemoPage) {
	await demo.context.addCookies([{ name: 'demo_wcwl', value: 'multi,remove-after-add,responsive', url: demo.url('/') }]);
	await demo.goto('/shop/');
	// The block hydrates on intent (a pointer on it).
	await demo.page.hover(opener(11));
	await demo.page.waitForFunction(() => document.querySelector('li.product .add-to-wishlist-11 a.open-pretty-photo')?.getAttribute('aria-haspopup') === 'dialog');
}

/** 11 in the default list and 12 in "Gifts", through the plugin's action with the page's nonce; then the shop again. */
async function shopWithTwoLists(demo: DemoPage) {
	await shopWithLists(demo);
	for (const [product, list] of [[11, ''], [12, 'Gifts']] as const) await addThroughAction(demo, product, list);
	await demo.page.reload();
	await demo.settle();
	await demo.page.hover(moveOpener(11));
	await demo.page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute('aria-haspopup') === 'dialog', moveOpener(11));
}

const moves = (demo: DemoPage) => demo.ajax.filter((call) => call.endpoint === 'admin-ajax:move_to_another_wishlist');
const listsOnServer = async (demo: DemoPage) => (await serverLists(demo)).map((list) => [list.name, list.items.map((item) => item.productId)]);

describe('choosing a wishlist (multiple lists)', () => {
	it('adds to the chosen list, shows the feedback and closes by itself; passes axe', async () => {
		const demo = await openPage();
		await shopWithLists(demo);
		const { page } = demo;
		await page.click(opener(11));
		await expect.poll(() => page.locator(dialog).isVisible()).toBe(true);
		expect(describeViolations(await axeViolations(page, dialog))).toEqual([]);
		await page.click(`${dialog} .wishlist-submit`);
		await expect.poll(() => page.locator(`${dialog} .yith-wcwl-popup-feedback .feedback`).innerText()).toContain('Product added to');
		expect(await page.locator(`${dialog} .fa-check`).count()).toBe(1);
		expect(adds(demo)[0].body.get('wishlist_id')).toBe('0');
		await expect.poll(() => page.locator(dialog).count(), { timeout: 6000 }).toBe(0);
		expect((await serverLists(demo)).map((list) => [list.name, list.items.map((item) => item.productId)])).toEqual([['My wishlist', [11]]]);
		// Multiple lists: the button stays, for adding to another list.
		expect(await page.locator(opener(11)).count()).toBe(1);
	});

	it('a new list needs a name: flagged and nothing sent; with a name it is created', async () => {
		const demo = await openPage();
		await shopWithLists(demo);
		const { page } = demo;
		await page.click(opener(11));
		await page.click(`${dialog} .wishlist-submit`);
		await expect.poll(() => page.locator(dialog).count(), { timeout: 6000 }).toBe(0);
		await page.reload();
		await demo.settle();
		await page.hover(opener(12));
		await page.waitForFunction(() => document.querySelector('li.product .add-to-wishlist-12 a.open-pretty-photo')?.getAttribute('aria-haspopup') === 'dialog');
		await page.click(opener(12));
		await page.click(`${dialog} .show-tab:text("Create a new list")`);
		await page.click(`${dialog} .wishlist-submit`);
		expect(await page.locator(`${dialog} .wishlist-name`).getAttribute('aria-invalid')).toBe('true');
		expect(await page.locator(`${dialog} .woocommerce-invalid`).count()).toBe(1);
		expect(await page.evaluate(() => document.activeElement?.classList.contains('wishlist-name'))).toBe(true);
		expect(adds(demo)).toHaveLength(1);
		await page.fill(`${dialog} .wishlist-name`, 'Gifts');
		await page.check(`${dialog} .wishlist-visibility[value="1"]`);
		await page.click(`${dialog} .wishlist-submit`);
		await expect.poll(() => page.locator(`${dialog} .feedback`).innerText()).toContain('Gifts');
		const [, add] = adds(demo);
		expect([add.body.get('wishlist_id'), add.body.get('wishlist_name'), add.body.get('wishlist_visibility')]).toEqual(['new', 'Gifts', '1']);
		expect((await serverLists(demo)).map((list) => [list.name, list.privacy, list.items.map((item) => item.productId)])).toEqual([['My wishlist', 0, [11]], ['Gifts', 1, [12]]]);
	});

	it('a list created in one popup is offered by every popup, and each choice sends its own list', async () => {
		const demo = await openPage();
		await shopWithLists(demo);
		const { page } = demo;
		await page.click(opener(11));
		await page.click(`${dialog} .show-tab:text("Create a new list")`);
		await page.fill(`${dialog} .wishlist-name`, 'Gifts');
		await page.click(`${dialog} .wishlist-submit`);
		await expect.poll(() => page.locator(`${dialog} .feedback`).innerText()).toContain('Gifts');
		await page.keyboard.press('Escape');
		await expect.poll(() => page.locator(dialog).count()).toBe(0);
		const [gifts] = await serverLists(demo);
		const values = (selector: string) => page.locator(selector).evaluateAll((options) => options.map((option) => [(option as HTMLOptionElement).value, option.textContent]));
		// The printed popups of the other products: the "0" (your default list, none yet) became Gifts.
		expect((await values('li.product .add-to-wishlist-12 select.wishlist-select option')).map(([value]) => value)).toEqual([String(gifts.id), 'new']);
		expect((await values('li.product .add-to-wishlist-13 select.wishlist-select option'))[0]).toEqual([String(gifts.id), 'Gifts']);
		await page.click(opener(12));
		await expect.poll(() => page.locator(dialog).isVisible()).toBe(true);
		expect(await values(`${dialog} select.wishlist-select option`)).toEqual([[String(gifts.id), 'Gifts'], ['new', 'Create a new list']]);
		await page.click(`${dialog} .wishlist-submit`);
		await expect.poll(() => adds(demo).length).toBe(2);
		expect(adds(demo).map((call) => call.body.get('wishlist_id'))).toEqual(['new', String(gifts.id)]);
		expect((await serverLists(demo)).map((list) => [list.name, list.items.map((item) => item.productId).sort()])).toEqual([['Gifts', [11, 12]]]);
	});

	it("is the plugin's popup: 500 px, the popup's id, the body class while open, the create tab's hidden selector", async () => {
		const demo = await openPage();
		await shopWithLists(demo);
		const { page } = demo;
		const popupId = (await page.locator(opener(11)).getAttribute('href'))!.slice(1);
		await page.click(opener(11));
		await expect.poll(() => page.locator(dialog).isVisible()).toBe(true);
		expect((await page.locator(dialog).boundingBox())!.width).toBe(500);
		expect(await page.locator(`${dialog} [id="${popupId}"].yith-wcwl-popup`).isVisible()).toBe(true);
		expect(await page.locator(`[id="${popupId}"]`).count()).toBe(1);
		expect(await page.evaluate(() => document.body.classList.contains('yith-wcwl-with-pretty-photo'))).toBe(true);
		expect(await page.locator('#new_wishlist_selector').count()).toBe(0);
		await page.click(`${dialog} .show-tab:text("Create a new list")`);
		expect(await page.locator(`${dialog} .yith-wcwl-popup-content > input#new_wishlist_selector.wishlist-select[type="hidden"][value="new"]:first-child`).count()).toBe(1);
		expect(describeViolations(await axeViolations(page, dialog))).toEqual([]);
		await page.click(`${dialog} .show-tab:text("Choose a wishlist")`);
		expect(await page.locator('#new_wishlist_selector').count()).toBe(0);
		await page.keyboard.press('Escape');
		await expect.poll(() => page.locator(dialog).count()).toBe(0);
		expect(await page.evaluate(() => document.body.classList.contains('yith-wcwl-with-pretty-photo'))).toBe(false);
		expect(await page.locator(`li.product .add-to-wishlist-11 [id="${popupId}"]`).count()).toBe(1);
		expect(adds(demo)).toHaveLength(0);
	});

	it('closes with Escape and returns focus to the opener; nothing sent', async () => {
		const demo = await openPage();
		await shopWithLists(demo);
		const { page } = demo;
		await page.focus(opener(13));
		await page.keyboard.press('Enter');
		await expect.poll(() => page.locator(dialog).isVisible()).toBe(true);
		await page.keyboard.press('Escape');
		await expect.poll(() => page.locator(dialog).count()).toBe(0);
		expect(await page.evaluate(() => document.activeElement?.closest('.add-to-wishlist-13') !== null)).toBe(true);
		expect(adds(demo)).toHaveLength(0);
	});
});

describe('moving from the add block (move_to_another_wishlist from the popup)', () => {
	it('moves to another list: the tokens and the item sent, the feedback, the server lists; passes axe', async () => {
		const demo = await openPage();
		await shopWithTwoLists(demo);
		const { page } = demo;
		expect(await page.locator(`li.product .add-to-wishlist-11 .yith-wcwl-wishlistexistsbrowse .feedback`).innerText()).toBe('In My wishlist.');
		await page.click(moveOpener(11));
		await expect.poll(() => page.locator(dialog).isVisible()).toBe(true);
		expect(await page.getByRole('dialog', { name: 'Move to another wishlist' }).count()).toBe(1);
		expect(describeViolations(await axeViolations(page, dialog))).toEqual([]);
		await page.click(`${dialog} .wishlist-submit`);
		await expect.poll(() => page.locator(`${dialog} .feedback`).innerText()).toBe('Element correctly moved to Gifts');
		const [move] = moves(demo);
		const [mine, gifts] = await serverLists(demo);
		expect([move.body.get('wishlist_token'), move.body.get('destination_wishlist_token'), move.body.get('item_id'), move.body.get('context')]).toEqual([mine.token, gifts.token, '11', 'frontend']);
		expect(move.body.has('wishlist_name')).toBe(false);
		expect([...move.body.keys()].some((key) => key.startsWith('fragments[yith-wcwl-add-to-wishlist.add-to-wishlist-11.'))).toBe(true);
		expect(await listsOnServer(demo)).toEqual([['My wishlist', []], ['Gifts', [12, 11]]]);
		await expect.poll(() => page.locator(`li.product .add-to-wishlist-11 .yith-wcwl-wishlistexistsbrowse .feedback`).innerText()).toBe('In Gifts.');
		await expect.poll(() => page.locator(dialog).count(), { timeout: 6000 }).toBe(0);
		expect(demo.errors).toEqual([]);
	});

	it('a new list needs a name: flagged and nothing sent; with a name the list is created and the item moved', async () => {
		const demo = await openPage();
		await shopWithTwoLists(demo);
		const { page } = demo;
		await page.click(moveOpener(11));
		await page.selectOption(`${dialog} select.wishlist-select`, 'new');
		await page.click(`${dialog} .wishlist-submit`);
		expect(await page.locator(`${dialog} .wishlist-name`).getAttribute('aria-invalid')).toBe('true');
		expect(await page.evaluate(() => document.activeElement?.classList.contains('wishlist-name'))).toBe(true);
		expect(moves(demo)).toHaveLength(0);
		await page.fill(`${dialog} .wishlist-name`, 'Birthday');
		await page.check(`${dialog} .wishlist-visibility[value="2"]`);
		await page.click(`${dialog} .wishlist-submit`);
		await expect.poll(() => page.locator(`${dialog} .feedback`).innerText()).toBe('Element correctly moved to Birthday');
		const [move] = moves(demo);
		expect([move.body.get('destination_wishlist_token'), move.body.get('wishlist_name'), move.body.get('wishlist_visibility')]).toEqual(['new', 'Birthday', '2']);
		expect((await serverLists(demo)).map((list) => [list.name, list.privacy, list.items.map((item) => item.productId)])).toEqual([['My wishlist', 0, []], ['Gifts', 0, [12]], ['Birthday', 2, [11]]]);
	});

	it("the move popup's remove takes the item out of its list (delete_item), with the outcome in the popup", async () => {
		const demo = await openPage();
		await shopWithTwoLists(demo);
		const { page } = demo;
		await page.click(moveOpener(11));
		await page.click(`${dialog} .yith-wcwl-remove-button`);
		await expect.poll(() => page.locator(`${dialog} .feedback`).innerText()).toBe('Product successfully removed.');
		const [remove] = demo.ajax.filter((call) => call.endpoint === 'admin-ajax:delete_item');
		expect(remove.body.get('item_id')).toMatch(/^\d+$/);
		expect(await listsOnServer(demo)).toEqual([['My wishlist', []], ['Gifts', [12]]]);
		// §3.3: no toast for a remove from the popup.
		expect(await page.locator('#yith-wcwl-message').innerText()).toBe('');
		await expect.poll(() => page.locator(moveOpener(11)).count()).toBe(0);
	});
});
