/**
 * The shop behind a full-page cache (Varnish, `PAGE_CACHE_RULE`: the hosts' rule or "cache
 * everything"), differential: each journey with the original scripts and with the islands, each
 * cache emptied first. Another guest renders the pages first where a journey needs a cache that
 * holds somebody's page. No visitor may see another's cart, at load or after.
 */
import { beforeEach, describe, expect } from 'vitest';
import { addButton, addFromLoop, HEADER_CART, headerCount, MINI_CART } from '../../../scripts/e2e/wordpress/cart';
import { product } from '../../../scripts/e2e/wordpress/catalog';
import { blockCheckout } from '../../../scripts/e2e/wordpress/checkout';
import { differential, type Journey } from '../../../scripts/e2e/wordpress/differential';
import { type CacheRule, PAGE_CACHES, purgePageCache } from '../../../scripts/e2e/wordpress/page-cache';
import { wpEval } from '../../../scripts/e2e/wordpress/server';
import { type ShopPage, useShop } from '../../../scripts/e2e/wordpress/shop-session';
import { DEFAULTS, type ShopSettings } from '../../../scripts/e2e/wordpress/shop-settings';
import { press, wishlistBlock } from '../../../scripts/e2e/wordpress/wishlist';

const cache = PAGE_CACHES[process.env.PAGE_CACHE_RULE as CacheRule];
const openShopPage = useShop();
const behindCache: ShopSettings = { ...DEFAULTS, name: cache.title };
const MINI_CART_LINES = `${MINI_CART} .woocommerce-mini-cart-item`;

beforeEach(() => purgePageCache(cache));

/**
 * Another visitor, in the journey's mode, asks for `paths` first (and adds `adds` after the first): the cache then
 * holds the pages as PHP rendered them for that visitor. Plain requests with that visitor's cookies: only the
 * server's rendering matters here, not what a browser would run.
 */
async function visitorBefore(shop: ShopPage, paths: readonly string[], adds: number[] = []): Promise<void> {
	const { request } = (await openShopPage({ mode: shop.mode, settings: shop.settings })).context;
	const visit = async (path: string) => expect((await request.get(shop.url(path))).ok()).toBe(true);
	await visit(paths[0]!);
	for (const id of adds) await request.post(shop.url('/?wc-ajax=add_to_cart'), { form: { product_id: String(id), quantity: '1' } });
	for (const path of paths.slice(1)) await visit(path);
}

/** The header and the mini-cart show exactly `count` and no line of a product the visitor did not add. */
async function expectOwnCart(shop: ShopPage, count: string, lines: number): Promise<void> {
	await expect.poll(() => headerCount(shop)).toBe(count);
	await expect.poll(() => shop.page.locator(MINI_CART_LINES).count()).toBe(lines);
}

const addThenBrowse: Journey = {
	name: 'a guest adds from a cached /shop/, then browses cached pages',
	settings: behindCache,
	watch: { server: ['cart'], elements: [HEADER_CART, MINI_CART, `${addButton(product.mug.id())} + a.added_to_cart`] },
	async run(shop) {
		await visitorBefore(shop, ['/shop/', product.poster.path, product.tShirt.path]);
		await shop.goto('/shop/');
		await expectOwnCart(shop, '0 items', 0);
		await addFromLoop(shop, product.mug.id());
		await expectOwnCart(shop, '1 item', 1);
		for (const path of [product.poster.path, product.tShirt.path]) {
			await shop.goto(path);
			await expectOwnCart(shop, '1 item', 1);
		}
	},
};

const twoGuests: Journey = {
	name: 'two guests in turn: the second never sees the first’s cart',
	settings: behindCache,
	watch: { server: ['cart'], elements: [HEADER_CART, MINI_CART] },
	async run(shop) {
		// The first guest adds the mug, then is the first to open these pages: "cache everything" keeps them as rendered for that cart.
		await visitorBefore(shop, ['/shop/', product.mug.path, product.poster.path], [product.mug.id()]);
		for (const path of [product.mug.path, product.poster.path, '/shop/']) {
			await shop.goto(path);
			await expectOwnCart(shop, '0 items', 0);
		}
	},
};

const removeFromMiniCart: Journey = {
	name: 'remove from the header’s mini-cart',
	settings: behindCache,
	watch: { server: ['cart'], elements: [HEADER_CART, MINI_CART] },
	async run(shop) {
		const { page } = shop;
		await visitorBefore(shop, ['/shop/', product.notebook.path]);
		await shop.goto('/shop/');
		await addFromLoop(shop, product.mug.id());
		await addFromLoop(shop, product.poster.id());
		await shop.goto(product.notebook.path);
		await expectOwnCart(shop, '2 items', 2);
		await page.hover('#site-header-cart');
		const remove = `${MINI_CART} a.remove[data-product_id="${product.mug.id()}"]`;
		await page.click(remove);
		await expect.poll(() => page.locator(remove).count()).toBe(0);
		await expectOwnCart(shop, '1 item', 1);
	},
};

const wishlistAdd: Journey = {
	name: 'add to the wishlist from /shop/',
	settings: behindCache,
	watch: { server: ['wishlist'], elements: [`li.product ${wishlistBlock(product.mug.id())}`] },
	async run(shop) {
		await visitorBefore(shop, ['/shop/']);
		await shop.goto('/shop/');
		await press(shop, `li.product ${wishlistBlock(product.mug.id())} a.add_to_wishlist`, 'add_to_wishlist');
	},
};

const CUSTOMER = 'customer';

const loggedInCustomer: Journey = {
	name: 'a logged-in customer adds from a cached /shop/ and browses',
	settings: behindCache,
	// One customer: the two sides one after the other, each from an empty cart.
	oneAtATime: true,
	watch: { server: ['cart'], elements: [HEADER_CART, MINI_CART] },
	async run(shop) {
		wpEval(
			`$user = get_user_by('login', '${CUSTOMER}'); delete_user_meta($user->ID, '_woocommerce_persistent_cart_' . get_current_blog_id()); ` +
				`global $wpdb; $wpdb->delete($wpdb->prefix . 'woocommerce_sessions', array('session_key' => (string) $user->ID));`,
		);
		await visitorBefore(shop, ['/shop/', product.mug.path]);
		await shop.logIn(CUSTOMER, '/shop/');
		await expectOwnCart(shop, '0 items', 0);
		await addFromLoop(shop, product.mug.id());
		await shop.goto(product.mug.path);
		await expectOwnCart(shop, '1 item', 1);
	},
};

describe(`the shop ${cache.title}`, () => {
	for (const journey of [addThenBrowse, twoGuests, removeFromMiniCart, wishlistAdd, loggedInCustomer, blockCheckout(behindCache)]) differential(journey, openShopPage);
});
