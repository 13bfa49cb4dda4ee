/** The wishlist plugin's actions (admin-ajax): the add block and its popup on the shop, the wishlist table, the manage page and the estimate dialog. */
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
	// The shop's own notice says it, an alert as it lands (the island adds no second announcement).
	succeeded: (demo) => expect.poll(() => demo.page.locator(`${FORM} .woocommerce-message[role="alert"]`).innerText()).toBe('Product successfully removed.'),
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

/** Sets the wishlist plugin's options for this browser (what `/demo/wishlist-options` stores). */
const withOptions = (demo: DemoPage, options: string) => demo.context.addCookies([{ name: 'demo_wcwl', value: options, url: demo.url('/') }]);
const hydrated = (demo: DemoPage, selector: string) => demo.page.waitForFunction((target) => document.querySelector(target)?.hasAttribute('data-wcwl-island'), selector);
const BLOCK_BUSY = `.yith-wcwl-add-to-wishlist [aria-busy="true"], .yith-wcwl-add-to-wishlist .loading, .yith-wcwl-add-to-wishlist [aria-disabled="true"]`;
const NOT_REMOVED = /^(The product was not removed\. .+|The wishlist could not be updated: the server sent an unexpected answer\.)$/;

const POPUP = 'dialog.yith-wcwl-add-to-list';
const POPUP_OPENER = `${block(11)} a.add_to_wishlist.open-pretty-photo`;
const newListName = (n: number) => `Matrix list ${n}`;
export const wishlistCreateList: IslandRow = {
	name: 'Wishlist: add to a new list (popup)',
	endpoint: 'add_to_wishlist',
	sentAs: 'admin-ajax:add_to_wishlist',
	async open(demo) {
		await withOptions(demo, 'multi,remove-after-add,responsive');
		await demo.goto('/shop/');
		// The block hydrates on intent (a pointer on it).
		await demo.page.hover(POPUP_OPENER);
		await demo.page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute('aria-haspopup') === 'dialog', POPUP_OPENER);
	},
	async prepare(demo, n) {
		// Each interaction its own popup: the last one (its feedback, or its failure) closed first.
		if ((await demo.page.locator(POPUP).count()) > 0) await demo.page.keyboard.press('Escape');
		await expect.poll(() => demo.page.locator(POPUP).count()).toBe(0);
		await demo.page.click(POPUP_OPENER);
		await expect.poll(() => demo.page.locator(POPUP).isVisible()).toBe(true);
		await demo.page.click(`${POPUP} .show-tab:text("Create a new list")`);
		await demo.page.fill(`${POPUP} .wishlist-name`, newListName(n));
	},
	act: (demo) => demo.page.click(`${POPUP} .wishlist-submit`),
	async succeeded(demo, n) {
		await expect.poll(() => demo.page.locator(`${POPUP} .feedback`).textContent()).toContain(newListName(n));
		expect((await serverLists(demo)).map((list) => list.name)).toContain(newListName(n));
	},
	async failed(demo, _fault, n) {
		// In the popup the outcome is its feedback (with the warning icon), and spoken.
		await expect.poll(() => demo.page.locator(`${POPUP} .yith-wcwl-popup-feedback:has(.fa-exclamation-triangle) .feedback`).count()).toBe(1);
		await expectSpoken(demo, 'assertive', /^(The product was not added to your wishlist\. .+|The wishlist could not be updated: the server sent an unexpected answer\.)$/);
		expect((await serverLists(demo)).map((list) => list.name)).not.toContain(newListName(n));
	},
	busy: `${POPUP} [aria-disabled="true"], ${BLOCK_BUSY}`,
	effect: async (demo) => (await serverLists(demo)).length,
	// The submit pressed ten times: one new list.
	rapid: { effect: 1, act: (demo) => demo.page.evaluate((selector) => document.querySelector<HTMLElement>(selector)?.click(), `${POPUP} .wishlist-submit`) },
};

const REMOVE_LINK = `${block(11)} a.delete_item`;
export const wishlistDeleteItem: IslandRow = {
	name: 'Wishlist: remove (add block)',
	endpoint: 'delete_item',
	sentAs: 'admin-ajax:delete_item',
	async open(demo) {
		// The add behaviour "remove": a product in the list shows a remove link in its block.
		await withOptions(demo, 'remove,responsive');
		await demo.goto('/shop/');
		await demo.page.hover(block(11));
		await hydrated(demo, block(11));
	},
	async prepare(demo) {
		if ((await demo.page.locator(REMOVE_LINK).count()) > 0) return;
		await demo.page.click(`${block(11)} a.add_to_wishlist`);
		await expect.poll(() => demo.page.locator(REMOVE_LINK).count()).toBe(1);
	},
	act: (demo) => demo.page.click(REMOVE_LINK),
	succeeded: (demo) => expect.poll(() => demo.page.locator(`${block(11)} a.add_to_wishlist`).count()).toBe(1),
	async failed(demo) {
		await expectSpoken(demo, 'assertive', NOT_REMOVED);
		expect(await demo.page.locator(REMOVE_LINK).count()).toBe(1);
	},
	busy: BLOCK_BUSY,
	effect: async (demo) => 0 - (await items(demo)) || 0,
	// The link pressed ten times: removed once.
	rapid: { effect: 1, act: (demo) => demo.page.evaluate((selector) => document.querySelector<HTMLElement>(selector)?.click(), REMOVE_LINK) },
};

const ITEMS_WIDGET = '.yith-wcwl-items-widget';
const REMOVE_FROM_ALL = `${ITEMS_WIDGET} a.remove_from_all_wishlists`;
let removedFromAll = '';
/** The manage page with products in the default list, its items widget hydrated. */
async function manageWith(demo: DemoPage, ids: number[]) {
	if (!new URL(demo.page.url()).pathname.startsWith('/wishlist/')) await demo.goto('/shop/');
	for (const id of ids) await addThroughAction(demo, id);
	await demo.goto('/wishlist/manage/');
	// The widget hydrates on intent (a pointer on it).
	await demo.page.hover(ITEMS_WIDGET);
	await hydrated(demo, ITEMS_WIDGET);
}
export const wishlistRemoveFromAll: IslandRow = {
	name: 'Wishlist: remove from all lists (items widget)',
	endpoint: 'remove_from_all_wishlists',
	sentAs: 'admin-ajax:remove_from_all_wishlists',
	async open(demo) {
		await withOptions(demo, 'multi,remove-after-add,responsive');
		await manageWith(demo, [11, 12, 13]);
	},
	async prepare(demo) {
		if ((await demo.page.locator(REMOVE_FROM_ALL).count()) === 0) await manageWith(demo, [11, 12, 13]);
		removedFromAll = (await demo.page.locator(REMOVE_FROM_ALL).first().getAttribute('data-product-id')) ?? '';
	},
	// Enter on the focused link (a click would land on the demo's fixed header when the link is under it).
	async act(demo) {
		await demo.page.focus(`${REMOVE_FROM_ALL}[data-product-id="${removedFromAll}"]`);
		await demo.page.keyboard.press('Enter');
	},
	succeeded: (demo) => expect.poll(() => demo.page.locator(`${REMOVE_FROM_ALL}[data-product-id="${removedFromAll}"]`).count()).toBe(0),
	async failed(demo) {
		await expectSpoken(demo, 'assertive', NOT_REMOVED);
		expect(await demo.page.locator(`${REMOVE_FROM_ALL}[data-product-id="${removedFromAll}"]`).count()).toBe(1);
	},
	busy: `${ITEMS_WIDGET} [aria-busy="true"], ${ITEMS_WIDGET} [aria-disabled="true"]`,
	// Each product is in one list only: a landed remove takes one item away.
	effect: async (demo) => 0 - (await items(demo)) || 0,
	rapid: {
		effect: 1,
		act: (demo) => demo.page.evaluate((selector) => document.querySelector<HTMLElement>(selector)?.click(), `${REMOVE_FROM_ALL}[data-product-id="${removedFromAll}"]`),
	},
};

const VISIBILITY = 'select.wishlist-visibility';
/** Public, shared, private in turn: each interaction a value the list does not have. */
const privacyFor = (n: number) => n % 3;
const serverPrivacy = async (demo: DemoPage) => (await serverLists(demo))[0]?.privacy;
export const wishlistPrivacy: IslandRow = {
	name: 'Wishlist: visibility (manage page)',
	endpoint: 'save_privacy',
	sentAs: 'admin-ajax:save_privacy',
	async open(demo) {
		await demo.goto('/shop/');
		await addThroughAction(demo, 11);
		await demo.goto('/wishlist/manage/');
		await demo.page.waitForFunction(() => document.querySelector('#yith-wcwl-form .show-title-form')?.getAttribute('role') === 'button');
	},
	act: (demo, n) => demo.page.selectOption(VISIBILITY, String(privacyFor(n))).then(() => undefined),
	async succeeded(demo, n) {
		await expect.poll(() => serverPrivacy(demo)).toBe(privacyFor(n));
		await expect.poll(() => demo.page.locator(VISIBILITY).inputValue()).toBe(String(privacyFor(n)));
	},
	async failed(demo, fault, n) {
		await expect.poll(() => tableFailureText(demo)).toBe(tableFailure('Changing the visibility', fault));
		expect(await serverPrivacy(demo)).not.toBe(privacyFor(n));
	},
	busy: `${FORM}[aria-busy="true"], ${FORM} .blockUI`,
	rapid: {
		// The same choice made ten times as fast as a script can: the list ends with it.
		act: (demo, n) =>
			demo.page.evaluate(
				({ selector, value }) => {
					const select = document.querySelector<HTMLSelectElement>(selector);
					if (!select) return;
					select.value = value;
					select.dispatchEvent(new Event('change', { bubbles: true }));
				},
				{ selector: VISIBILITY, value: String(privacyFor(n)) },
			),
	},
};

const SORT_FAILED = 'The new order could not be saved. Reload the page and try again.';
const shownOrder = (demo: DemoPage) => demo.page.locator(ROWS).evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-row-id'))));
let orderBefore = '';
const serverOrder = async (demo: DemoPage) => (await serverLists(demo))[0]?.items.map((item) => item.productId) ?? [];
export const wishlistSort: IslandRow = {
	name: 'Wishlist: sort (keyboard)',
	endpoint: 'sort_wishlist_items',
	sentAs: 'admin-ajax:sort_wishlist_items',
	async open(demo) {
		await withOptions(demo, 'remove-after-add,responsive,drag');
		await wishlistWith(demo, [11, 12, 13]);
		// The sorting part is fetched after the table hydrates; a key pressed before it is there moves nothing.
		await demo.page.locator(`${ROWS}[aria-keyshortcuts]`).first().waitFor();
	},
	// The last row moves up a place: always a new order.
	async prepare(demo) {
		orderBefore = (await serverOrder(demo)).join();
		await demo.page.locator(ROWS).last().focus();
	},
	act: (demo) => demo.page.keyboard.press('Alt+ArrowUp'),
	async succeeded(demo) {
		await expectSpoken(demo, 'polite', /^Moved to position \d of 3\.$/);
		await expect.poll(async () => (await serverOrder(demo)).join()).toBe((await shownOrder(demo)).join());
	},
	async failed(demo) {
		// The new order stays shown; the failure is spoken (§7.6 has no message of its own).
		await expectSpoken(demo, 'assertive', SORT_FAILED);
		expect((await serverOrder(demo)).join()).toBe(orderBefore);
	},
	busy: `${FORM}[aria-busy="true"], ${FORM} .blockUI`,
	notApplicable: { empty: 'the plugin answers a sort with an empty body: an empty 200 is its success' },
	rapid: {
		// Ten presses: each new order aborts the last request; the server ends with the order shown.
		check: async (_demo, sent) => expect(sent.length).toBeGreaterThan(0),
	},
};

const ESTIMATE = 'dialog.wishlist-ask-an-estimate';
const ESTIMATE_OPENER = 'a.ask-an-estimate-button[data-rel="prettyPhoto[ask_an_estimate]"]';
const estimateFailure = (fault: FailingFault) =>
	fault === 'empty' ? 'The request could not be sent: the server sent an unexpected answer.' : `The request could not be sent. ${FAILURE_SENTENCE[fault]}`;
/** Estimate requests of this visitor's lists, on the server. */
async function estimates(demo: DemoPage) {
	const tokens = (await serverLists(demo)).map((list) => list.token);
	const all = ((await (await demo.context.request.get(demo.url('/demo/api/wishlists'))).json()) as { estimates: { token: string }[] }).estimates;
	return all.filter((estimate) => tokens.includes(estimate.token)).length;
}
export const wishlistEstimate: IslandRow = {
	name: 'Wishlist: ask for an estimate',
	endpoint: 'ask_an_estimate',
	sentAs: 'admin-ajax:ask_an_estimate',
	async open(demo) {
		await withOptions(demo, 'remove-after-add,responsive,estimate');
		await wishlistWith(demo, [11]);
	},
	async prepare(demo) {
		// A sent request shows its template until the popup closes: closed, then opened again for the next.
		if (await demo.page.locator(`${ESTIMATE} #ask_an_estimate`).isVisible()) return;
		if ((await demo.page.locator(ESTIMATE).count()) > 0) await demo.page.keyboard.press('Escape');
		await expect.poll(() => demo.page.locator(ESTIMATE).count()).toBe(0);
		await demo.page.click(ESTIMATE_OPENER);
		await expect.poll(() => demo.page.locator(ESTIMATE).isVisible()).toBe(true);
		await demo.page.fill(`${ESTIMATE} #reply_email`, 'matrix@example.test');
	},
	act: (demo) => demo.page.click(`${ESTIMATE} #ask_an_estimate`),
	succeeded: (demo) => expect.poll(() => demo.page.locator(`${ESTIMATE} .yith-wcwl-popup-content h3`).textContent()).toContain('Your request has been sent.'),
	async failed(demo, fault) {
		await expect.poll(() => demo.page.locator(`${ESTIMATE} .woocommerce-error`).textContent()).toBe(estimateFailure(fault));
		expect(await demo.page.locator(`${ESTIMATE} #ask_an_estimate`).count()).toBe(1);
	},
	busy: `${ESTIMATE} [aria-busy="true"]`,
	effect: estimates,
	rapid: {
		effect: 1,
		// The send button pressed ten times while the user can see it (once sent, the form is hidden behind the answer): one request made.
		act: (demo) =>
			demo.page.evaluate((selector) => {
				const send = document.querySelector<HTMLElement>(selector);
				if (send?.checkVisibility()) send.click();
			}, `${ESTIMATE} #ask_an_estimate`),
	},
};
