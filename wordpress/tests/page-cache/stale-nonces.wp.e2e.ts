/**
 * Pages a cache serves long after they were rendered carry nonces past their life. WordPress's
 * `nonce_life` (a day by default) is made two seconds for these browsers (the helper plugin's
 * `shop_islands_nonce_life` cookie), so "long after" is three seconds. Differential: the islands
 * must fail no worse than the original scripts, or recover.
 */
import type { Page, Request } from 'playwright-core';
import { beforeEach, describe, expect } from 'vitest';
import { addFromLoop, HEADER_CART } from '../../../scripts/e2e/wordpress/cart';
import { product } from '../../../scripts/e2e/wordpress/catalog';
import { differential, type Journey } from '../../../scripts/e2e/wordpress/differential';
import { type CacheRule, PAGE_CACHES, purgePageCache } from '../../../scripts/e2e/wordpress/page-cache';
import { type ShopPage, useShop } from '../../../scripts/e2e/wordpress/shop-session';
import { SETTINGS, type ShopSettings } from '../../../scripts/e2e/wordpress/shop-settings';
import { wishlistBlock, wishlistReply } from '../../../scripts/e2e/wordpress/wishlist';

const cache = PAGE_CACHES[process.env.PAGE_CACHE_RULE as CacheRule];
const openShopPage = useShop();
const NONCE_LIFE_S = 2;
const staleNonces = (settings: ShopSettings = { name: '' }): ShopSettings => ({
	...settings,
	name: `${settings.name ? `${settings.name}, ` : ''}nonces of ${NONCE_LIFE_S} s, ${cache.title}`,
});

beforeEach(() => purgePageCache(cache));

/** This browser's nonces live NONCE_LIFE_S seconds. */
async function shortNonces(shop: ShopPage): Promise<void> {
	await shop.context.addCookies([{ name: 'shop_islands_nonce_life', value: String(NONCE_LIFE_S), url: shop.url('/') }]);
}

/** Long enough for every nonce a page printed to be dead. */
const outliveNonces = (shop: ShopPage) => shop.page.waitForTimeout(NONCE_LIFE_S * 1000 + 1200);

const wishlistFromStalePage: Journey = {
	name: 'add to the wishlist from a cached /shop/ whose nonces are dead',
	settings: staleNonces(),
	watch: { server: ['wishlist'], elements: [`li.product ${wishlistBlock(product.mug.id())}`, '.woocommerce-message, .woocommerce-error'] },
	async run(shop) {
		await shortNonces(shop);
		// Another guest renders /shop/ first: the cache keeps its nonces.
		const other = await openShopPage({ mode: shop.mode, settings: shop.settings });
		await shortNonces(other);
		await other.goto('/shop/');
		await outliveNonces(shop);
		await shop.goto('/shop/');
		const answered = shop.page.waitForResponse(wishlistReply('add_to_wishlist'));
		await shop.page.click(`li.product ${wishlistBlock(product.mug.id())} a.add_to_wishlist`);
		expect(await (await answered).json()).toEqual({ result: false });
		await expect.poll(() => shop.page.locator('.blockUI, [aria-busy="true"]').count()).toBe(0);
		await shop.settle();
	},
};

/**
 * The checkout's order reviews from now on. `atRest` waits for the first, then until none has been
 * asked or answered for longer than checkout.js's own timers (1 s after a field's change): a second
 * review answered after the end state was taken made the two sides' events differ by timing alone.
 */
function watchReviews(page: Page) {
	let sent = 0;
	let pending = 0;
	let lastChange = Date.now();
	const isReview = (request: Request) => request.url().includes('wc-ajax=update_order_review');
	const started = (request: Request) => isReview(request) && (sent++, pending++, (lastChange = Date.now()));
	const ended = (request: Request) => isReview(request) && (pending--, (lastChange = Date.now()));
	page.on('request', started);
	page.on('requestfinished', ended);
	page.on('requestfailed', ended);
	return {
		async atRest() {
			await expect.poll(() => sent > 0 && pending === 0 && Date.now() - lastChange > 1_500, { timeout: 15_000 }).toBe(true);
			page.off('request', started);
			page.off('requestfinished', ended);
			page.off('requestfailed', ended);
		},
	};
}

const classicCheckoutAfterNonces: Journey = {
	name: 'on the classic checkout, change the address after its nonces died',
	settings: staleNonces(SETTINGS.classicCart),
	oneAtATime: true,
	// WooCommerce's checkout.js, on both sides, leaves its overlays on the form after the refused update: compared too.
	watch: { server: ['cart'], elements: [HEADER_CART, '.woocommerce-checkout-review-order-table .order-total', '.woocommerce-error, .woocommerce-NoticeGroup', '.blockUI.blockOverlay'] },
	async run(shop) {
		await shop.goto('/shop/');
		await addFromLoop(shop, product.mug.id());
		// The page's own first review, with its nonces alive: a page that takes longer than a short nonce's life to load
		// (a loaded machine) would otherwise decide by timing alone whether that review is refused too.
		const opening = watchReviews(shop.page);
		await shop.goto('/checkout-classic/');
		await opening.atRest();
		// From now on this browser's nonces live 2 s; the page's, made to live a day, match no 2-second tick: dead at once.
		await shortNonces(shop);
		const reviews = watchReviews(shop.page);
		await shop.page.fill('#billing_postcode', '90002');
		// What an address field's change does on the classic checkout (WooCommerce's checkout.js, kept on both sides).
		await shop.page.evaluate(() => (window as unknown as { jQuery: (target: unknown) => { trigger(name: string): void } }).jQuery(document.body).trigger('update_checkout'));
		await reviews.atRest();
		await shop.settle();
	},
};

describe(`stale nonces ${cache.title}`, () => {
	for (const journey of [wishlistFromStalePage, classicCheckoutAfterNonces]) differential(journey, openShopPage);
});
