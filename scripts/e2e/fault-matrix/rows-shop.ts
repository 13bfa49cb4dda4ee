/** The shop's islands: add to cart, the mini-cart's remove, the variation lookup, the header cart detail. */
import { expect } from 'vitest';
import type { DemoPage } from '../session';
import { FAILURE_SENTENCE } from './faults';
import type { FailingFault, IslandRow } from './island-row';
import { cartQuantity, expectSpoken, putInCart } from './user-sees';

const NO_ANSWER = 'The shop sent no answer.';
const reasonOf = (fault: FailingFault) => (fault === 'empty' ? NO_ANSWER : FAILURE_SENTENCE[fault]!);

const ADD = 'a.ajax_add_to_cart[data-product_id="12"]';

export const cartAdd: IslandRow = {
	name: 'Cart: add to cart',
	endpoint: 'add_to_cart',
	sentAs: 'add_to_cart',
	open: (demo) => demo.goto('/shop/'),
	act: (demo) => demo.page.click(ADD),
	succeeded: (demo) => expect.poll(() => demo.page.locator(ADD).getAttribute('class')).toMatch(/\badded\b/),
	async failed(demo, fault) {
		const message = `Could not add to cart. ${reasonOf(fault)}`;
		await expectSpoken(demo, 'assertive', message);
		expect(await demo.page.locator(`${ADD} ~ .islands-cart-failure`).textContent()).toBe(message);
	},
	busy: `${ADD}.loading, ${ADD}[aria-busy="true"]`,
	effect: cartQuantity,
	// Every click is an add: queued, sent one at a time, none dropped.
	rapid: { effect: 10 },
};

const MINI_CART = '.widget_shopping_cart_content';
const REMOVE = `${MINI_CART} .remove_from_cart_button`;

export const miniCartRemove: IslandRow = {
	name: 'Mini-cart: remove',
	endpoint: 'remove_from_cart',
	sentAs: 'remove_from_cart',
	open: (demo) => demo.goto('/shop/'),
	async prepare(demo) {
		if (new URL(demo.page.url()).pathname === '/shop/' && (await demo.page.locator(REMOVE).count()) > 0) return;
		await putInCart(demo, 12);
		await demo.goto('/shop/');
	},
	async act(demo) {
		await demo.page.hover('a.cart-contents');
		await demo.page.click(REMOVE);
	},
	async succeeded(demo) {
		await expect.poll(() => demo.page.locator(`${MINI_CART} li.mini_cart_item`).count()).toBe(0);
		await expect.poll(() => demo.page.locator('.widget_shopping_cart_live_region').textContent()).toBe('“Tote bag” has been removed from your cart');
	},
	async failed(demo, fault) {
		if (fault === 'offline') {
			// Following the link would lose the page: the row comes back and the reader is told.
			await expectSpoken(demo, 'assertive', `Could not remove the product. ${reasonOf(fault)}`);
			expect(await demo.page.locator(`${MINI_CART} li.mini_cart_item`).count()).toBe(1);
			return;
		}
		// Spec §8: a failed removal follows the link, WooCommerce's removal without JavaScript.
		await demo.page.waitForURL('**/cart/**');
		await demo.settle();
		expect(await demo.page.locator('.woocommerce-message').textContent()).toContain('“Tote bag” removed.');
	},
	failedEffect: (fault) => (fault === 'offline' ? 0 : 1),
	busy: `${MINI_CART} .blockUI, ${MINI_CART} [aria-busy="true"]`,
	// Removals so far: the quantity left, counted down (0 - q, never -0).
	effect: async (demo) => 0 - (await cartQuantity(demo)) || 0,
	// The same row pressed ten times is one intent: one removal.
	rapid: {
		effect: 1,
		// Clicks as fast as a script can: the link is gone once the removal lands.
		act: (demo) => demo.page.evaluate((selector) => document.querySelector<HTMLElement>(selector)?.click(), REMOVE),
	},
};

const FORM = 'form.variations_form';
const FRAMES = ['black', 'none'];
const variationId = (demo: DemoPage) => demo.page.locator(`${FORM} input.variation_id`).inputValue();

export const variationLookup: IslandRow = {
	name: 'Variations: get_variation',
	endpoint: 'get_variation',
	sentAs: 'get_variation',
	async open(demo) {
		await demo.goto('/product/poster-print/');
		await demo.page.selectOption(`${FORM} select[name="attribute_pa_print-size"]`, 'a1');
		await demo.page.selectOption(`${FORM} select[name="attribute_pa_paper"]`, 'matte');
	},
	// Each interaction picks the other frame, so each is a new lookup.
	act: (demo, n) => demo.page.selectOption(`${FORM} select[name="attribute_pa_frame"]`, FRAMES[n % 2]).then(() => undefined),
	async succeeded(demo) {
		await expect.poll(() => variationId(demo)).toMatch(/^\d+$/);
		expect(await demo.page.locator(`${FORM} .islands-variation-notice`).count()).toBe(0);
	},
	async failed(demo, fault) {
		await expect.poll(() => demo.page.locator(`${FORM} .islands-variation-notice`).textContent()).toBe(`This combination could not be checked. ${reasonOf(fault)}`);
		expect(await variationId(demo)).toBe('');
	},
	busy: `${FORM} .blockUI`,
	rapid: {
		// Ten changes in a row: each cancels the lookup before it, the last one's answer is shown.
		act: async (demo) => {
			const frame = await demo.page.locator(`${FORM} select[name="attribute_pa_frame"]`).inputValue();
			await demo.page.selectOption(`${FORM} select[name="attribute_pa_frame"]`, frame === 'black' ? 'none' : 'black');
		},
	},
};

const DETAIL = '.jeg_cart .cartlink';
const MUG = '.add_to_cart_button[data-product_id="11"]';
const MUG_PENCE = 1200;
const total = (quantity: number) => `Cart / £${((quantity * MUG_PENCE) / 100).toFixed(2)}`;
let detailBefore = '';
let detailsSent = 0;
const details = (demo: DemoPage) => demo.ajax.filter((call) => call.endpoint === 'jnews:jnews_ajax_cart_detail').length;

export const cartDetail: IslandRow = {
	name: 'Cart detail (header)',
	endpoint: 'jnews_ajax_cart_detail',
	sentAs: 'jnews:jnews_ajax_cart_detail',
	open: (demo) => demo.goto('/'),
	async prepare(demo) {
		// The Mug's stock is 25: a new cart (a new session) before it runs out.
		if ((await cartQuantity(demo)) > 12) {
			for (const cookie of await demo.context.cookies()) if (/woocommerce/.test(cookie.name)) await demo.context.clearCookies({ name: cookie.name });
			await demo.reload();
		}
		detailBefore = (await demo.page.locator(DETAIL).textContent()) ?? '';
		detailsSent = details(demo);
	},
	act: (demo) => demo.page.click(MUG),
	succeeded: async (demo) => expect.poll(async () => (await demo.page.locator(DETAIL).textContent()) === total(await cartQuantity(demo))).toBe(true),
	async failed(demo) {
		// Spec §8: a cart failure is ignored, nothing shown: the add lands, the header keeps its last figure.
		await expect.poll(() => demo.page.locator(MUG).getAttribute('class')).toMatch(/\badded\b/);
		await expect.poll(() => details(demo)).toBeGreaterThan(detailsSent);
		expect(await demo.page.locator(DETAIL).textContent()).toBe(detailBefore);
	},
	// The add itself is not faulted: it lands.
	failedEffect: () => 1,
	notApplicable: { offline: 'the add that refreshes it fails first (the add-to-cart row)' },
	busy: `${MUG}.loading, .jeg_cart[aria-busy="true"]`,
	effect: cartQuantity,
	rapid: { effect: 10 },
};
