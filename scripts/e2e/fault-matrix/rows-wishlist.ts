/** The wishlist plugin's actions (admin-ajax), from the add block on the shop and from the wishlist table. */
import { expect } from 'vitest';
import type { DemoPage } from '../session';
import { addThroughAction, serverLists } from '../wishlist';
import { FAILURE_SENTENCE } from './faults';
import type { FailingFault, IslandRow } from './island-row';
import { expectSpoken } from './user-sees';

/** Items in this visitor's lists, on the server. */
const items = async (demo: DemoPage) => (await serverLists(demo)).reduce((sum, list) => sum + list.items.length, 0);
const quantityOf = async (demo: DemoPage, productId: number) =>
	(await serverLists(demo)).flatMap((list) => list.items).find((item) => item.productId === productId)?.quantity;

/** An empty body answers nothing the plugin's replies allow: the table calls it unreadable. */
const UNREADABLE = 'The wishlist could not be updated: the server sent an unexpected answer.';
const tableFailure = (what: string, fault: FailingFault) => (fault === 'empty' ? UNREADABLE : `${what} failed. ${FAILURE_SENTENCE[fault]}`);

const block = (id: number) => `li.product .add-to-wishlist-${id}`;
const SHOP_PRODUCTS = [11, 12, 13, 14, 22, 23, 24];
let addIndex = 0;
const addTarget = () => SHOP_PRODUCTS[addIndex];

export const wishlistAdd: IslandRow = {
	name: 'Wishlist: add',
	endpoint: 'add_to_wishlist',
	sentAs: 'admin-ajax:add_to_wishlist',
	open: (demo) => demo.goto('/shop/'),
	async prepare(demo) {
		// A product already in the list has no add button: the next one; past the last, a new visitor.
		while (addIndex < SHOP_PRODUCTS.length && (await demo.page.locator(`${block(addTarget())}.exists`).count()) > 0) addIndex++;
		if (addIndex < SHOP_PRODUCTS.length) return;
		addIndex = 0;
		await demo.context.clearCookies({ name: /^yith_wcwl_session_/ });
		await demo.reload();
	},
	act: (demo) => demo.page.click(`${block(addTarget())} a.add_to_wishlist`),
	succeeded: (demo) => expect.poll(() => demo.page.locator(`${block(addTarget())}.exists`).count()).toBe(1),
	async failed(demo) {
		// An empty body is no reply of the plugin's: the block calls it unexpected.
		await expectSpoken(demo, 'assertive', /^(The product was not added to your wishlist\. .+|The wishlist could not be updated: the server sent an unexpected answer\.)$/);
		expect(await demo.page.locator(`${block(addTarget())} a.add_to_wishlist`).count()).toBe(1);
	},
	busy: `.yith-wcwl-add-to-wishlist [aria-busy="true"], .yith-wcwl-add-to-wishlist .loading, a.add_to_wishlist[aria-disabled="true"]`,
	effect: items,
	// The same product pressed ten times: in the list once.
	rapid: { effect: 1, act: (demo) => demo.page.evaluate((selector) => document.querySelector<HTMLElement>(selector)?.click(), `${block(addTarget())} a.add_to_wishlist`) },
};

const FORM = '#yith-wcwl-form';
const ROWS = `${FORM} [data-row-id]`;
const tableFailureText = (demo: DemoPage) => demo.page.locator(`${FORM} .woocommerce-error`).textContent();

/** The wishlist page with `ids` in the default list (through the plugin's own action), hydrated. */
async function wishlistWith(demo: DemoPage, ids: number[]) {
	if (!new URL(demo.page.url()).pathname.startsWith('/wishlist/')) await demo.goto('/shop/');
	for (const id of ids) await addThroughAction(demo, id);
	await demo.goto('/wishlist/');
	await demo.page.waitForFunction(() => document.querySelector('#yith-wcwl-form .show-title-form')?.getAttribute('role') === 'button');
}

let pinnedRow = '';
export const wishlistRemove: IslandRow = {
	name: 'Wishlist: remove (table)',
	endpoint: 'remove_from_wishlist',
	sentAs: 'admin-ajax:remove_from_wishlist',
	open: (demo) => wishlistWith(demo, [11, 12, 13]),
	async prepare(demo) {
		if ((await demo.page.locator(ROWS).count()) === 0) await wishlistWith(demo, [11, 12, 13]);
	},
	act: (demo) => demo.page.locator(`${ROWS} a.remove_from_wishlist`).first().click(),
	succeeded: (demo) => expectSpoken(demo, 'polite', /removed from the wishlist\.$/),
	failed: (demo, fault) => expect.poll(() => tableFailureText(demo)).toBe(tableFailure('Removing the product', fault)),
	busy: `${FORM}[aria-busy="true"], ${FORM} .blockUI`,
	effect: async (demo) => 0 - (await items(demo)) || 0,
	// One row pressed ten times: removed once.
	rapid: {
		effect: 1,
		async act(demo, _n, time) {
			if (time === 0) pinnedRow = (await demo.page.locator(ROWS).first().getAttribute('data-row-id')) ?? '';
			await demo.page.evaluate((selector) => document.querySelector<HTMLElement>(selector)?.click(), `${FORM} [data-row-id="${pinnedRow}"] a.remove_from_wishlist`);
		},
	},
};

const TITLE_INPUT = '.hidden-title-form input[name="wishlist_name"]';
export const wishlistRename: IslandRow = {
	name: 'Wishlist: rename',
	endpoint: 'save_title',
	sentAs: 'admin-ajax:save_title',
	open: (demo) => wishlistWith(demo, [11]),
	async prepare(demo) {
		if (!(await demo.page.locator(TITLE_INPUT).isVisible())) await demo.page.click('.show-title-form[role="button"]');
	},
	async act(demo, n) {
		await demo.page.fill(TITLE_INPUT, `List ${n}`);
		await demo.page.press(TITLE_INPUT, 'Enter');
	},
	async succeeded(demo, n) {
		await expect.poll(() => demo.page.locator('.wishlist-title h2').textContent()).toBe(`List ${n}`);
		expect((await serverLists(demo))[0].name).toBe(`List ${n}`);
	},
	async failed(demo, fault, n) {
		// Spec §4: a failed save marks the form invalid; the reason is shown and spoken.
		await expect.poll(() => tableFailureText(demo)).toBe(tableFailure('Saving the title', fault));
		expect((await serverLists(demo))[0].name).not.toBe(`List ${n}`);
	},
	busy: `${FORM}[aria-busy="true"], ${FORM} .blockUI`,
	rapid: {
		// Enter pressed ten times: it saves, the opener takes the focus, Enter opens the editor again… the title ends saved.
		async act(demo, n, time) {
			if (time === 0) await demo.page.fill(TITLE_INPUT, `List ${n}`);
			await demo.page.keyboard.press('Enter');
		},
	},
};

const QUANTITY_PRODUCT = 11;
const QUANTITY = `${FORM} [data-row-id="${QUANTITY_PRODUCT}"] .product-quantity input`;
export const wishlistQuantity: IslandRow = {
	name: 'Wishlist: quantity',
	endpoint: 'update_item_quantity',
	sentAs: 'admin-ajax:update_item_quantity',
	open: (demo) => wishlistWith(demo, [QUANTITY_PRODUCT]),
	async act(demo, n) {
		await demo.page.fill(QUANTITY, String(n + 1));
		// Sent 1 s after the last key (spec §9): the page's clock runs past the wait.
		await demo.page.clock.fastForward(1100);
	},
	succeeded: async (demo, n) => expect.poll(() => quantityOf(demo, QUANTITY_PRODUCT)).toBe(n + 1),
	async failed(demo, _fault, n) {
		await expect.poll(() => tableFailureText(demo)).toMatch(/^The quantity could not be saved\./);
		expect(await quantityOf(demo, QUANTITY_PRODUCT)).not.toBe(n + 1);
	},
	busy: `${FORM}[aria-busy="true"], ${FORM} .blockUI`,
	rapid: {
		// Typed ten times within the debounce: one request, with the last value.
		async act(demo, n, time) {
			await demo.page.fill(QUANTITY, String(n + 1 + (time === 9 ? 0 : 100)));
			if (time === 9) await demo.page.clock.fastForward(1100);
		},
		check: async (_demo, sent) => expect(sent.map((call) => call.body.get('quantity'))).toHaveLength(1),
	},
};

const GIFTS = 'Gifts';
let moveProduct = 0;
const MOVABLE = [12, 13, 14, 22, 23, 24];
/** A visitor with `product` in the default list and a "Gifts" list to move to (the first list made is the default). */
async function listsToMoveBetween(demo: DemoPage, product: number) {
	await demo.context.clearCookies({ name: /^yith_wcwl_session_/ });
	await demo.goto('/shop/');
	await addThroughAction(demo, product);
	await addThroughAction(demo, 11, GIFTS);
	await wishlistWith(demo, []);
}
const moveRow = () => `${FORM} [data-row-id="${MOVABLE[moveProduct]}"]`;

export const wishlistMove: IslandRow = {
	name: 'Wishlist: move',
	endpoint: 'move_to_another_wishlist',
	sentAs: 'admin-ajax:move_to_another_wishlist',
	open: (demo) => listsToMoveBetween(demo, MOVABLE[0]),
	async prepare(demo) {
		if ((await demo.page.locator(moveRow()).count()) > 0) return;
		moveProduct = (moveProduct + 1) % MOVABLE.length;
		// Every product moved once: a new visitor, so each move is a new item in "Gifts".
		if (moveProduct === 0) await listsToMoveBetween(demo, MOVABLE[0]);
		else await wishlistWith(demo, [MOVABLE[moveProduct]]);
	},
	act: (demo) => demo.page.selectOption(`${moveRow()} select.change-wishlist`, { label: `${GIFTS} - Public` }).then(() => undefined),
	succeeded: (demo) => expect.poll(() => demo.page.locator(moveRow()).count()).toBe(0),
	failed: (demo, fault) => expect.poll(() => tableFailureText(demo)).toBe(tableFailure('Moving the product', fault)),
	busy: `${FORM}[aria-busy="true"], ${FORM} .blockUI`,
	effect: async (demo) => (await serverLists(demo)).find((list) => list.name === GIFTS)?.items.length ?? 0,
	rapid: {
		effect: 1,
		// The same choice made ten times as fast as a script can (the row goes once the move lands).
		act: (demo) =>
			demo.page.evaluate((selector) => {
				const select = document.querySelector<HTMLSelectElement>(selector);
				const gifts = Array.from(select?.options ?? []).find((option) => option.text.startsWith('Gifts'));
				if (!select || !gifts) return;
				select.value = gifts.value;
				select.dispatchEvent(new Event('change', { bubbles: true }));
			}, `${moveRow()} select.change-wishlist`),
	},
};
