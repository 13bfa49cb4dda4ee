/**
 * The wishlist's stagings on the QA page (issue 17): plugin options ticked in
 * its "Wishlist plugin options" form (success messages, guests refused,
 * tooltips with the dropdown, the move popup, the estimate's Phone field),
 * the manage page's create popup, and the fault link "estimate reply without
 * template". Each test applies the staging as QA does, then checks what the
 * shopper sees and what the server stored.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../scripts/e2e/axe';
import { type DemoPage, useBrowser } from '../scripts/e2e/session';
import { addThroughAction, serverLists, wishlistCalls } from '../scripts/e2e/wishlist';

const openPage = useBrowser();

/** Ticks `options` in the QA page's wishlist form (the defaults stay as printed) and applies it. */
async function chooseWishlistOptions(demo: DemoPage, options: string[]): Promise<void> {
	await demo.goto('/demo/');
	const form = demo.page.locator('form[action="/demo/wishlist-options"]');
	for (const name of options) await form.locator(`input[name="${name}"]`).check();
	await form.getByRole('button', { name: 'Apply wishlist options' }).click();
	await demo.page.waitForURL('**/demo/#wishlist-options');
	await demo.settle();
}

/** The add block of `productId` on a shop card, hydrated (the block loads its code on first intent). */
async function hydratedBlock(demo: DemoPage, productId: number) {
	const block = demo.page.locator(`li.product .add-to-wishlist-${productId}`);
	await block.hover();
	await block.locator('xpath=self::*[@data-wcwl-island]').waitFor();
	return block;
}

const listsOnServer = async (demo: DemoPage) => (await serverLists(demo)).map((list) => [list.name, list.items.map((item) => item.productId)]);

/** Tote bag (12) in the default list and the Poster (13) in "Gifts", through the plugin's action on `path`, then `path` again. */
async function twoLists(demo: DemoPage, path: string): Promise<void> {
	await demo.goto(path);
	expect(await addThroughAction(demo, 12)).toBe('true');
	expect(await addThroughAction(demo, 13, 'Gifts')).toBe('true');
	await demo.reload();
}

describe('wishlist stagings from /demo/', () => {
	it('messages: an add answers "Product added!", shown in the toast and announced', async () => {
		const demo = await openPage();
		await chooseWishlistOptions(demo, ['messages']);
		await demo.goto('/shop/');
		const block = await hydratedBlock(demo, 11);
		await block.getByRole('button', { name: 'Add to wishlist' }).click();
		const toast = demo.page.locator('#yith-wcwl-popup-message');
		await expect.poll(() => toast.isVisible()).toBe(true);
		expect(await toast.innerText()).toBe('Product added!');
		// Announced once, by the live region; the toast is only seen (were it a live region too, it would be heard twice).
		expect([await toast.getAttribute('role'), await toast.getAttribute('aria-live')]).toEqual([null, null]);
		await expect.poll(() => demo.page.locator('#a11y-speak-polite').textContent()).toBe('Product added!');
		expect(await listsOnServer(demo)).toEqual([['My wishlist', [11]]]);
		expect(demo.errors).toEqual([]);
	});

	it('guests refused: a guest gets a link to log in and nothing is added; once logged in the button adds', async () => {
		const demo = await openPage();
		await chooseWishlistOptions(demo, ['guests-refused']);
		await demo.goto('/shop/');
		const { page } = demo;
		const refused = page.locator('li.product .add-to-wishlist-11 a.disabled_item');
		expect(await page.locator('li.product .add-to-wishlist-11 a.add_to_wishlist').count()).toBe(0);
		expect(await refused.getAttribute('href')).toBe('/my-account/?wishlist_notice=true&add_to_wishlist=11');
		await refused.click();
		await page.waitForURL('**/my-account/**');
		await demo.settle();
		expect(await page.getByRole('button', { name: 'Log in' }).isVisible()).toBe(true);
		expect(wishlistCalls(demo, 'add_to_wishlist')).toEqual([]);
		await demo.logIn('reader', '/shop/');
		const block = await hydratedBlock(demo, 11);
		await block.getByRole('button', { name: 'Add to wishlist' }).click();
		await expect.poll(() => page.locator('li.product .add-to-wishlist-11.exists').count()).toBe(1);
		expect(await listsOnServer(demo)).toEqual([]);
		expect((await serverLists(demo, 'user:2')).map((list) => list.items.map((item) => item.productId))).toEqual([[11]]);
	});

	it('tooltip and dropdown: hover and focus show the tooltip; the dropdown opens and adds to the list chosen', async () => {
		const demo = await openPage();
		await chooseWishlistOptions(demo, ['tooltip', 'dropdown']);
		await twoLists(demo, '/shop/');
		const { page } = demo;
		const block = await hydratedBlock(demo, 11);
		const button = block.locator('.with-dropdown > a.add_to_wishlist');
		await page.mouse.move(0, 0);
		await button.hover();
		const tooltip = button.locator('.yith-wcwl-tooltip[role="tooltip"]');
		await expect.poll(() => tooltip.textContent()).toBe('Add to wishlist');
		expect(await button.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
		const gifts = block.locator('.yith-wcwl-dropdown').getByRole('button', { name: 'Gifts', exact: true });
		await expect.poll(() => gifts.isVisible()).toBe(true);
		await page.mouse.move(0, 0);
		await expect.poll(() => gifts.isVisible()).toBe(false);
		expect(await tooltip.count()).toBe(0);
		// The keyboard: focus shows both, Tab reaches the list, Enter adds there.
		await button.focus();
		await expect.poll(() => tooltip.count()).toBe(1);
		await expect.poll(() => gifts.isVisible()).toBe(true);
		await page.keyboard.press('Tab');
		expect(await gifts.evaluate((link) => link === document.activeElement)).toBe(true);
		await page.keyboard.press('Enter');
		await expect.poll(() => listsOnServer(demo)).toEqual([['My wishlist', [12]], ['Gifts', [11, 13]]]);
		expect(wishlistCalls(demo, 'add_to_wishlist').at(-1)?.body.get('wishlist_id')).toMatch(/^\d+$/);
		expect(demo.errors).toEqual([]);
	});

	it('the first hover that wakes a block shows its tooltip and opens its dropdown; so does the first Tab onto another', async () => {
		const demo = await openPage();
		await chooseWishlistOptions(demo, ['tooltip', 'dropdown']);
		await twoLists(demo, '/shop/');
		const { page } = demo;
		const asleep = (productId: number) => page.locator(`li.product .add-to-wishlist-${productId}:not([data-wcwl-island])`);
		expect(await asleep(11).count()).toBe(1);
		await page.mouse.move(0, 0);
		const hovered = page.locator('li.product .add-to-wishlist-11 .with-dropdown > a.add_to_wishlist');
		await hovered.hover();
		await expect.poll(() => hovered.locator('.yith-wcwl-tooltip[role="tooltip"]').textContent()).toBe('Add to wishlist');
		await expect.poll(() => page.locator('li.product .add-to-wishlist-11 .yith-wcwl-dropdown').getByRole('button', { name: 'Gifts', exact: true }).isVisible()).toBe(true);

		await page.mouse.move(0, 0);
		expect(await asleep(14).count()).toBe(1);
		const tabbed = page.locator('li.product .add-to-wishlist-14 .with-dropdown > a.add_to_wishlist');
		await tabbed.focus();
		await expect.poll(() => tabbed.locator('.yith-wcwl-tooltip[role="tooltip"]').count()).toBe(1);
		await expect.poll(() => page.locator('li.product .add-to-wishlist-14 .yith-wcwl-dropdown').getByRole('button', { name: 'Gifts', exact: true }).isVisible()).toBe(true);
		expect(await tabbed.evaluate((link) => link === document.activeElement)).toBe(true);
		expect(demo.errors).toEqual([]);
	});

	it('move popup and create popup: a row moves to the list chosen; the manage page creates a list', async () => {
		const demo = await openPage();
		await chooseWishlistOptions(demo, ['move-popup']);
		await twoLists(demo, '/wishlist/');
		const { page } = demo;
		await page.locator('tr[data-row-id="12"]').getByRole('link', { name: 'Move to another list ›' }).click();
		const move = page.getByRole('dialog', { name: 'Move to another wishlist' });
		await expect.poll(() => move.isVisible()).toBe(true);
		expect(await move.locator('input.row-id[name="row_id"]').inputValue()).toBe('12');
		expect(await move.getByLabel('Destination wishlist').locator('option').allInnerTexts()).toEqual(['Gifts - Public']);
		await move.getByRole('button', { name: 'Move' }).click();
		await page.waitForURL('**/wishlist/view/*/');
		await demo.settle();
		expect(await page.locator('.woocommerce-message').first().innerText()).toContain('Element correctly moved to Gifts');
		expect(await page.locator('tr[data-row-id="12"]').count()).toBe(0);
		expect(await listsOnServer(demo)).toEqual([['My wishlist', []], ['Gifts', [13, 12]]]);

		await demo.goto('/wishlist/manage/');
		await page.getByRole('link', { name: 'Create a new wishlist' }).click();
		const create = page.getByRole('dialog', { name: 'Create a new wishlist' });
		await expect.poll(() => create.isVisible()).toBe(true);
		expect(describeViolations(await axeViolations(page, 'dialog[open]'))).toEqual([]);
		await create.getByLabel('Wishlist name').fill('Birthday');
		await create.getByLabel(/Private/).check();
		await create.getByRole('button', { name: 'Create wishlist' }).click();
		await page.waitForURL('**/wishlist/manage/');
		await demo.settle();
		expect(await page.locator('.woocommerce-message').first().innerText()).toContain('Wishlist successfully created');
		expect(await page.getByRole('link', { name: 'Birthday' }).isVisible()).toBe(true);
		expect((await serverLists(demo)).map((list) => [list.name, list.privacy])).toEqual([['My wishlist', 0], ['Gifts', 0], ['Birthday', 2]]);
		expect(demo.errors).toEqual([]);
	});
});

describe('ask for an estimate stagings from /demo/', () => {
	const dialog = 'dialog.wishlist-ask-an-estimate';

	async function estimateOpen(demo: DemoPage, email: string) {
		await demo.goto('/wishlist/');
		expect(await addThroughAction(demo, 11)).toBe('true');
		await demo.reload();
		await demo.page.getByRole('link', { name: 'Ask for an estimate' }).click();
		await expect.poll(() => demo.page.locator(dialog).isVisible()).toBe(true);
		await demo.page.fill(`${dialog} #reply_email`, email);
	}
	const estimates = async (demo: DemoPage, email: string) =>
		((await (await demo.context.request.get(demo.url('/demo/api/wishlists'))).json()) as { estimates: { email: string; fields?: Record<string, string> }[] }).estimates.filter(
			(entry) => entry.email === email,
		);

	it('Phone field: a bad number is refused before sending; an empty one by the server; a good one is sent and stored', async () => {
		const demo = await openPage();
		await chooseWishlistOptions(demo, ['estimate-phone']);
		await estimateOpen(demo, 'phone@example.test');
		const { page } = demo;
		const phone = page.locator(`${dialog} #phone`);
		await phone.fill('call me at 9');
		await page.click(`${dialog} #ask_an_estimate`);
		const error = page.locator(`${dialog} .popup-description + .woocommerce-error`);
		await expect.poll(() => error.innerText()).toBe('Phone is not a valid phone number.');
		expect([await phone.getAttribute('aria-invalid'), await phone.evaluate((input) => input === document.activeElement)]).toEqual(['true', true]);
		expect(wishlistCalls(demo, 'ask_an_estimate')).toEqual([]);
		// The server's own check (the browser's `required` set aside): a required field left empty.
		await phone.evaluate((input) => ((input as HTMLInputElement).value = '', input.removeAttribute('required')));
		await page.click(`${dialog} #ask_an_estimate`);
		await expect.poll(() => error.innerText()).toBe('Missing required argument: Phone');
		await phone.fill('+44 20 7946 0958');
		await page.click(`${dialog} #ask_an_estimate`);
		await expect.poll(() => page.locator(`${dialog} .yith-wcwl-popup-content h3`).innerText()).toContain('Your request has been sent.');
		expect(wishlistCalls(demo, 'ask_an_estimate').at(-1)?.body.get('phone')).toBe('+44 20 7946 0958');
		expect((await estimates(demo, 'phone@example.test')).map((entry) => entry.fields)).toEqual([{ Phone: '+442079460958' }]);
	});

	it('estimate reply without template (fault link): the dialog says the request was sent, then closes', async () => {
		const demo = await openPage();
		await chooseWishlistOptions(demo, ['estimate']);
		await demo.page.getByRole('link', { name: 'Estimate reply without template' }).click();
		await demo.page.waitForURL('**/demo/');
		expect(await demo.page.locator('#fault + p').innerText()).toContain('no-template on ask_an_estimate');
		await estimateOpen(demo, 'no-template@example.test');
		const { page } = demo;
		await page.click(`${dialog} #ask_an_estimate`);
		await expect.poll(() => page.locator(`${dialog} .yith-wcwl-estimate-sent`).innerText()).toBe('Estimate request sent');
		expect(await page.locator(`${dialog} form.wishlist-ask-an-estimate-popup`).isHidden()).toBe(true);
		await expect.poll(() => page.locator('[id^="a11y-speak-"]').allTextContents()).toContain('Estimate request sent');
		await expect.poll(() => page.locator(dialog).count(), { timeout: 6000 }).toBe(0);
		expect(await estimates(demo, 'no-template@example.test')).toHaveLength(1);
		expect(demo.errors).toEqual([]);
	});
});
