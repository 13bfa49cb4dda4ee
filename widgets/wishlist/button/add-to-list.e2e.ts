import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { type DemoPage, useBrowser } from '../../../scripts/e2e/session';

const openPage = useBrowser();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const opener = (id: number) => `li.product .add-to-wishlist-${id} a.open-pretty-photo`;
const dialog = 'dialog.yith-wcwl-add-to-list';
const adds = (demo: DemoPage) => demo.ajax.filter((call) => call.endpoint === 'admin-ajax:add_to_wishlist');

async function shopWithLists(demo: DemoPage) {
	await demo.context.addCookies([{ name: 'demo_wcwl', value: 'multi,remove-after-add,responsive', url: demo.url('/') }]);
	await demo.goto('/shop/');
	await demo.page.waitForFunction(() => document.querySelector('li.product .add-to-wishlist-11 a.open-pretty-photo')?.getAttribute('aria-haspopup') === 'dialog');
}

async function serverLists(demo: DemoPage) {
	const cookie = (await demo.context.cookies()).find((item) => item.name.startsWith('yith_wcwl_session_'));
	const owner = cookie ? `guest:${JSON.parse(decodeURIComponent(cookie.value)).session_id}` : '';
	const all = (await (await demo.context.request.get(demo.url('/demo/api/wishlists'))).json()) as { lists: { owner: string; name: string; privacy: number; items: { productId: number }[] }[] };
	return all.lists.filter((list) => list.owner === owner);
}

describe('choosing a wishlist (multiple lists)', () => {
	it('adds to the chosen list, shows the feedback and closes by itself; passes axe', async () => {
		const demo = await openPage();
		await shopWithLists(demo);
		const { page } = demo;
		await page.click(opener(11));
		await expect.poll(() => page.locator(dialog).isVisible()).toBe(true);
		await page.addScriptTag({ content: axeSource });
		const violations = await page.evaluate(async (selector) => {
			const axe = (window as unknown as { axe: { run(context: Element): Promise<{ violations: { id: string }[] }> } }).axe;
			return (await axe.run(document.querySelector(selector)!)).violations.map((violation) => violation.id);
		}, dialog);
		expect(violations).toEqual([]);
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
