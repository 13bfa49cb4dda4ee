/**
 * The wishlist plugin's php-templates markup, differential, under the plugin's settings that
 * change what the add block and the wishlist page do: what happens after an add, where the button
 * sits on the loop and on the product page, AJAX loading, add to cart from the list (removing the
 * row or not, staying or going to the cart), and sharing.
 */
import { describe, expect } from 'vitest';
import { HEADER_CART } from '../../../scripts/e2e/wordpress/cart';
import { product } from '../../../scripts/e2e/wordpress/catalog';
import { differential, type Journey, withNeighbours } from '../../../scripts/e2e/wordpress/differential';
import { type ShopPage, useShop } from '../../../scripts/e2e/wordpress/shop-session';
import { press, wishlistBlock as block } from '../../../scripts/e2e/wordpress/wishlist';
import { DEFAULTS, SETTINGS, type ShopSettings } from '../../../scripts/e2e/wordpress/shop-settings';

const openShopPage = useShop();
const ROWS = 'table.wishlist_table tbody tr[data-row-id]';
/** WooCommerce's notices (the wishlist plugin's transient toast is left out: how long it shows is timing). */
const NOTICES = '.woocommerce-message, .woocommerce-error';

/** Adds the mug from `/shop/` (and the poster from its page), so the list holds them. */
async function listMugAndPoster(shop: ShopPage): Promise<void> {
	await shop.goto('/shop/');
	await press(shop, `li.product ${block(product.mug.id())} a.add_to_wishlist`, 'add_to_wishlist');
	await shop.goto(product.poster.path);
	await press(shop, `.summary ${block(product.poster.id())} a.add_to_wishlist, ${block(product.poster.id())} a.add_to_wishlist`, 'add_to_wishlist');
}

const addFromShop = (settings: ShopSettings): Journey => ({
	name: 'add to the wishlist from /shop/',
	settings,
	watch: { server: ['wishlist'], elements: [`li.product ${block(product.mug.id())}`, `li.product ${block(product.mug.id())} a`, NOTICES] },
	async run(shop) {
		await shop.goto('/shop/');
		await press(shop, `li.product ${block(product.mug.id())} a.add_to_wishlist`, 'add_to_wishlist');
	},
});

const addFromProductPage = (settings: ShopSettings): Journey => ({
	name: 'add to the wishlist from a product page',
	settings,
	watch: { server: ['wishlist'], elements: [block(product.tShirt.id()), `${block(product.tShirt.id())} a`, NOTICES] },
	async run(shop) {
		await shop.goto(product.tShirt.path);
		await press(shop, `${block(product.tShirt.id())} a.add_to_wishlist`, 'add_to_wishlist');
	},
});

const removeAfterAdding: Journey = {
	name: 'add, then remove with the block’s own remove link',
	settings: SETTINGS.afterAddRemove,
	watch: { server: ['wishlist'], elements: [`li.product ${block(product.notebook.id())}`, `li.product ${block(product.notebook.id())} a`] },
	async run(shop) {
		await shop.goto('/shop/');
		await press(shop, `li.product ${block(product.notebook.id())} a.add_to_wishlist`, 'add_to_wishlist');
		await press(shop, `li.product ${block(product.notebook.id())} a.delete_item`, 'delete_item');
	},
};

const addByKeyboard: Journey = {
	name: 'add to the wishlist from /shop/ with the keyboard',
	watch: { server: ['wishlist'], elements: [`li.product ${block(product.mug.id())}`] },
	async run(shop) {
		await shop.goto('/shop/');
		await press(shop, `li.product ${block(product.mug.id())} a.add_to_wishlist`, 'add_to_wishlist', true);
	},
};

const removeOnWishlistPage: Journey = {
	name: 'remove a row on /wishlist/',
	watch: { server: ['wishlist'], elements: [ROWS, NOTICES] },
	async run(shop) {
		await listMugAndPoster(shop);
		await shop.goto('/wishlist/');
		await press(shop, `${ROWS}[data-row-id="${product.mug.id()}"] a.remove_from_wishlist`, 'remove_from_wishlist');
	},
};

const addToCartFromWishlist = (settings: ShopSettings): Journey => ({
	name: 'add a row to the cart from /wishlist/',
	settings,
	watch: { server: ['cart', 'wishlist'], elements: [ROWS, HEADER_CART, NOTICES] },
	async run(shop) {
		const { page } = shop;
		await listMugAndPoster(shop);
		await shop.goto('/wishlist/');
		const add = `${ROWS}[data-row-id="${product.mug.id()}"] a.add_to_cart_button`;
		if (settings.options?.yith_wcwl_redirect_cart === 'yes') {
			await Promise.all([page.waitForURL((url) => url.pathname === '/cart/', { waitUntil: 'load' }), page.click(add)]);
			await shop.settle();
		} else {
			const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('wc-ajax') === 'add_to_cart');
			await page.click(add);
			await answered;
			await shop.settle();
		}
	},
});

const shareTheList: Journey = {
	name: 'share the list: its social links, and copy its link',
	settings: SETTINGS.wishlistSharing,
	// The browser has one clipboard for all its contexts: side by side, each side could read the other's link.
	oneAtATime: true,
	watch: { elements: ['.yith-wcwl-share a', '.yith-wcwl-share input.copy-target'] },
	async run(shop) {
		const { page, context } = shop;
		await context.grantPermissions(['clipboard-read', 'clipboard-write']);
		await shop.goto('/shop/');
		await press(shop, `li.product ${block(product.mug.id())} a.add_to_wishlist`, 'add_to_wishlist');
		await shop.goto('/wishlist/');
		const url = await page.locator('.yith-wcwl-share input.copy-target').inputValue();
		expect(url).toMatch(/\/wishlist\/view\/[A-Z0-9]{12}\/$/);
		await page.evaluate(() => navigator.clipboard.writeText(''));
		await page.click('.yith-wcwl-share .copy-trigger');
		await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(url);
	},
};

describe('the wishlist', () => {
	for (const settings of [DEFAULTS, SETTINGS.afterAddAdd, SETTINGS.afterAddRemove, SETTINGS.loopBeforeImage, SETTINGS.loopBeforeAdd, SETTINGS.wishlistAjaxLoading])
		differential(addFromShop(settings), openShopPage);
	for (const settings of [DEFAULTS, SETTINGS.productThumbnails, SETTINGS.productSummary, SETTINGS.wishlistAjaxLoading]) differential(addFromProductPage(settings), openShopPage);
	differential(removeAfterAdding, openShopPage);
	differential(addByKeyboard, openShopPage);
	differential(removeOnWishlistPage, openShopPage);
	for (const settings of [DEFAULTS, SETTINGS.keepAfterAddToCart, SETTINGS.wishlistRedirectToCart]) differential(addToCartFromWishlist(settings), openShopPage);
	differential(shareTheList, openShopPage);
});

describe('the wishlist, with the neighbour plugin listening', () => {
	differential(withNeighbours(removeAfterAdding), openShopPage);
	differential(withNeighbours(addToCartFromWishlist(DEFAULTS)), openShopPage);
});
