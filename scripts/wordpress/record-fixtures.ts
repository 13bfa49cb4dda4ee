/**
 * `npm run record:wordpress`: records what a real WordPress + WooCommerce +
 * YITH Wishlist + Storefront shop prints and answers, into
 * `contracts/fixtures/real-shop/<versions>/`:
 *
 * - `pages/*.html`: whole pages, the exact bytes the server sent;
 * - `index.json`: for each markup contract, the page and a CSS selector of the island's element(s);
 * - `globals/*.json`: each page's localized globals, read from its `-js-extra` blocks;
 * - `variations/*.json`: `data-product_variations` as the attribute reads, with and without
 *   images, in stock and out;
 * - `replies/*.json`: every AJAX reply an island reads, with the request that produced it;
 * - and all of these again where a setting of the differential journeys, or one of the tier's
 *   staged products, changes them (`record-settings.ts`).
 *
 *   WP_URL=http://127.0.0.1:8884 WP_DIR=.wordpress-record npm run record:wordpress
 *
 * It changes options and products (the state each fixture needs) and puts them back at the
 * end, so point it at a shop of your own (start.sh with your own WP_DIR and ports), never a
 * shared one. `WP_KIT` is the kit folder (default `../shared/wordpress`).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cartItemKey, localizedGlobals, mobileFragmentFields, parsePage, wishlistFragmentFields, wishlistIdentity } from './record-page';
import { type Recorder, recordSettings } from './record-settings';
import { type ShopIds, ShopState } from './record-shop-state';
import { type FormFields, type RecordedReply, Visitor } from './record-visitor';

const VERSIONS = { wordpress: '6.9.7', woocommerce: '10.9.4', 'yith-woocommerce-wishlist': '4.16.0', storefront: '4.6.2' };
const FOLDER = 'wp-6.9.7_wc-10.9.4_yith-4.16.0_storefront-4.6.2';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const origin = (process.env.WP_URL ?? '').replace(/\/$/, '');
const wpDir = process.env.WP_DIR ? resolve(process.env.WP_DIR) : '';
const kit = resolve(root, process.env.WP_KIT ?? '../shared/wordpress');
if (!origin || !wpDir) {
	console.error('record:wordpress needs WP_URL and WP_DIR of a running shop of your own (see scripts/wordpress/record-fixtures.ts).');
	process.exit(2);
}
const out = join(root, 'contracts/fixtures/real-shop', FOLDER);

interface MarkupEntry {
	page: string;
	selector: string;
	note: string;
}
interface PageEntry {
	file: string;
	url: string;
	visitor: string;
	note: string;
}

const pages: Record<string, PageEntry> = {};
const markup: Record<string, MarkupEntry> = {};
const loaded = new Map<string, Document>();
const savedBytes = new Map<string, Buffer>();

function write(path: string, data: string | Buffer): void {
	mkdirSync(dirname(join(out, path)), { recursive: true });
	writeFileSync(join(out, path), data);
}

const json = (value: unknown): string => `${JSON.stringify(value, null, '\t')}\n`;

/** Saves a page's bytes and its globals; the parsed copy serves the selectors and the next requests. */
async function page(name: string, visitor: Visitor, path: string, note: string): Promise<Document> {
	const fetched = await visitor.get(path);
	if (fetched.status !== 200) throw new Error(`${path} answered ${fetched.status} to ${visitor.name}`);
	// A page identical to one already saved (a new guest sees what the first one saw) is not saved twice.
	const same = Object.values(pages).find((entry) => savedBytes.get(entry.file)?.equals(fetched.bytes));
	const file = same?.file ?? `pages/${name}.html`;
	if (!same) write(file, fetched.bytes);
	savedBytes.set(file, fetched.bytes);
	pages[name] = { file, url: path, visitor: visitor.name, note };
	const globals = localizedGlobals(fetched.text);
	if (!same && Object.keys(globals).length) write(`globals/${name}.json`, json({ page: file, globals }));
	const document = parsePage(fetched.text, origin + path);
	loaded.set(name, document);
	return document;
}

/** Names a markup contract; a selector that matches nothing fails the recording, unless optional. */
function contract(name: string, pageName: string, selector: string, note: string, optional = false): void {
	const document = loaded.get(pageName);
	if (!document) throw new Error(`page ${pageName} not recorded`);
	if (!document.querySelector(selector)) {
		if (optional) return console.log(`  (no ${name}: ${selector} is not on ${pageName})`);
		throw new Error(`${name}: ${selector} matches nothing on ${pageName}`);
	}
	markup[name] = { page: pages[pageName].file, selector, note };
}

async function reply(name: string, visitor: Visitor, method: 'GET' | 'POST', path: string, fields: FormFields, note: string): Promise<RecordedReply> {
	const recorded = await visitor.record(method, path, fields);
	write(`replies/${name}.json`, json({ note, ...recorded }));
	console.log(`  ${name}: ${recorded.response.status} ${recorded.response.body.slice(0, 60).replace(/\s+/g, ' ')}`);
	return recorded;
}

function variations(name: string, pageName: string, note: string): void {
	const form = loaded.get(pageName)?.querySelector('form.variations_form');
	const attribute = form?.getAttribute('data-product_variations');
	if (attribute === null || attribute === undefined) throw new Error(`no data-product_variations on ${pageName}`);
	write(`variations/${name}.json`, json({ note, page: pages[pageName].file, selector: 'form.variations_form', attribute }));
}

const wcAjax = (endpoint: string): string => `/?wc-ajax=${endpoint}`;
const ADMIN_AJAX = '/wp-admin/admin-ajax.php';

function l10nOf(pageName: string): { nonce: Record<string, string> } {
	const text = loaded.get(pageName)?.documentElement.outerHTML ?? '';
	const l10n = localizedGlobals(text).yith_wcwl_l10n as { nonce: Record<string, string> } | undefined;
	if (!l10n) throw new Error(`no yith_wcwl_l10n on ${pageName}`);
	return l10n;
}

/** action, nonce and context, as every wishlist call starts (contract §2). */
const wishlistCall = (action: string, nonce: string, rest: FormFields = []): FormFields => [
	['action', action],
	['nonce', nonce],
	['context', 'frontend'],
	...rest,
];

async function recordCartAndVariations(shop: ShopState, ids: ShopIds): Promise<void> {
	const guest = new Visitor(origin, 'guest');
	await page('shop-empty-cart', guest, '/shop/', 'Shop loop, guest, empty cart, nothing in the wishlist');
	contract('loop-button-simple', 'shop-empty-cart', `li.post-${ids.mug} a.add_to_cart_button`, 'Test Mug: AJAX add to cart');
	contract('loop-button-variable', 'shop-empty-cart', `li.post-${ids.hoodie} a.button`, 'Test Hoodie: "Select options" link');
	contract('loop-button-out-of-stock', 'shop-empty-cart', `li.post-${ids.notebook} a.button`, 'Test Notebook, out of stock: "Read more" link');
	contract('header-cart-empty', 'shop-empty-cart', '#site-header-cart', "Storefront's header cart, empty");
	contract('mini-cart-empty', 'shop-empty-cart', '#site-header-cart .widget_shopping_cart_content', 'The mini-cart widget, empty');
	contract('wishlist-add-loop', 'shop-empty-cart', `.yith-wcwl-add-to-wishlist.add-to-wishlist-${ids.mug}`, 'Add-to-wishlist block in the loop, not added');

	await page('product-simple', guest, '/product/test-mug/', 'Simple product page, guest, not in the wishlist');
	contract('wishlist-add-single', 'product-simple', `.summary .yith-wcwl-add-to-wishlist.add-to-wishlist-${ids.mug}`, 'Add-to-wishlist block on the product page, not added');

	shop.setVariations(ids, { S: { image: true, inStock: true }, M: { image: false, inStock: false } });
	await page('product-variable', guest, '/product/test-hoodie/', 'Variable product: S has its own image and is in stock; M has none and is out of stock');
	contract('variation-form', 'product-variable', 'form.variations_form', 'The variations form with its data-product_variations');
	variations('image-in-stock_no-image-out-of-stock', 'product-variable', 'S: own image, in stock; M: no image (srcset/sizes false), out of stock');
	const variationFields = (size: string): FormFields => [
		['attribute_size', size],
		['product_id', String(ids.hoodie)],
	];
	await reply('get-variation-image-in-stock', guest, 'POST', wcAjax('get_variation'), variationFields('S'), 'get_variation: S, own image, in stock');
	await reply('get-variation-no-image-out-of-stock', guest, 'POST', wcAjax('get_variation'), variationFields('M'), 'get_variation: M, no image, out of stock');
	await reply('get-variation-no-match', guest, 'POST', wcAjax('get_variation'), variationFields('XL'), 'get_variation: no variation matches');

	shop.setVariations(ids, { S: { image: true, inStock: false }, M: { image: false, inStock: true } });
	await page('product-variable-swapped', guest, '/product/test-hoodie/', 'Variable product: S has its own image and is out of stock; M has none and is in stock');
	variations('image-out-of-stock_no-image-in-stock', 'product-variable-swapped', 'S: own image, out of stock; M: no image (srcset/sizes false), in stock');
	await reply('get-variation-no-image-in-stock', guest, 'POST', wcAjax('get_variation'), variationFields('M'), 'get_variation: M, no image, in stock');

	await reply('get-refreshed-fragments-empty', guest, 'POST', wcAjax('get_refreshed_fragments'), [['time', '1767225600000']], 'Fragments of an empty cart');
	const addFields = (id: number): FormFields => [
		['product_sku', ''],
		['product_id', String(id)],
		['quantity', '1'],
	];
	const added = await reply('add-to-cart-simple', guest, 'POST', wcAjax('add_to_cart'), addFields(ids.mug), 'Test Mug added');
	await reply('add-to-cart-variation', guest, 'POST', wcAjax('add_to_cart'), addFields(ids.hoodieM), 'Variation M (in stock) added by its id');
	await reply('add-to-cart-out-of-stock', guest, 'POST', wcAjax('add_to_cart'), addFields(ids.notebook), 'Out of stock: error with the product URL');
	await reply('add-to-cart-variable-parent', guest, 'POST', wcAjax('add_to_cart'), addFields(ids.hoodie), 'The variable parent without a choice: error with the product URL');
	await reply('add-to-cart-unknown-product', guest, 'POST', wcAjax('add_to_cart'), addFields(999999), 'No such product: error, product_url false');
	await reply('get-refreshed-fragments-full', guest, 'POST', wcAjax('get_refreshed_fragments'), [['time', '1767225600000']], 'Fragments of a cart with two lines');

	await page('shop-full-cart', guest, '/shop/', 'Shop loop, guest, two lines in the cart');
	contract('header-cart-full', 'shop-full-cart', '#site-header-cart', "Storefront's header cart with two lines");
	contract('mini-cart-full', 'shop-full-cart', '#site-header-cart .widget_shopping_cart_content', 'The mini-cart widget with two lines');

	shop.cartMode('classic');
	await page('cart-classic', guest, '/cart/', 'Classic cart page ([woocommerce_cart]) with two lines');
	await page('checkout-classic', guest, '/checkout/', 'Classic checkout ([woocommerce_checkout])');
	contract('checkout-attribution-classic', 'checkout-classic', 'wc-order-attribution-inputs', "The classic checkout's order-attribution inputs");
	shop.cartMode('blocks');
	await page('checkout-blocks', guest, '/checkout/', 'Block checkout');
	contract('checkout-attribution-blocks', 'checkout-blocks', 'wc-order-attribution-inputs', "The block checkout's order-attribution inputs", true);

	const fragments = JSON.parse(added.response.body) as { fragments: Record<string, string> };
	const key = cartItemKey(Object.values(fragments.fragments).join(''));
	await reply('remove-from-cart', guest, 'POST', wcAjax('remove_from_cart'), [['cart_item_key', key]], 'Test Mug removed from the mini-cart');
	await reply('remove-from-cart-unknown-key', guest, 'POST', wcAjax('remove_from_cart'), [['cart_item_key', '0'.repeat(32)]], 'A key not in the cart');
}

async function recordWishlist(shop: ShopState, ids: ShopIds): Promise<void> {
	const guest = new Visitor(origin, 'guest');
	const shopPage = await page('shop-wishlist-guest', guest, '/shop/', 'Shop loop, a new guest (no wishlist yet)');
	const nonce = l10nOf('shop-wishlist-guest').nonce;
	const addFields = (id: number, from: Document): FormFields => [
		['add_to_wishlist', String(id)],
		['product_type', 'simple'],
		['wishlist_id', ''],
		...wishlistFragmentFields(from, id),
	];
	await reply('wishlist-load-fragments', guest, 'POST', ADMIN_AJAX, wishlistCall('load_fragments', nonce.load_fragments_nonce, wishlistFragmentFields(shopPage)), 'load_fragments with every fragment of the shop page');
	await reply('wishlist-load-fragments-bad-nonce', guest, 'POST', ADMIN_AJAX, wishlistCall('load_fragments', 'bad0nonce0', wishlistFragmentFields(shopPage)), 'load_fragments with a bad nonce');
	await reply('wishlist-add', guest, 'POST', ADMIN_AJAX, wishlistCall('add_to_wishlist', nonce.add_to_wishlist_nonce, addFields(ids.mug, shopPage)), 'Test Mug added (guest: the session cookie is created)');
	await reply('wishlist-add-exists', guest, 'POST', ADMIN_AJAX, wishlistCall('add_to_wishlist', nonce.add_to_wishlist_nonce, addFields(ids.mug, shopPage)), 'Test Mug again: exists');
	await reply('wishlist-add-bad-nonce', guest, 'POST', ADMIN_AJAX, wishlistCall('add_to_wishlist', 'bad0nonce0', addFields(ids.tshirt, shopPage)), 'A bad nonce');
	await reply('wishlist-add-second', guest, 'POST', ADMIN_AJAX, wishlistCall('add_to_wishlist', nonce.add_to_wishlist_nonce, addFields(ids.tshirt, shopPage)), 'Test T-Shirt added');

	await page('shop-wishlist-added', guest, '/shop/', 'Shop loop, guest, Test Mug and Test T-Shirt in the wishlist');
	contract('wishlist-add-loop-exists', 'shop-wishlist-added', `.yith-wcwl-add-to-wishlist.add-to-wishlist-${ids.mug}`, 'Add-to-wishlist block in the loop, already in the wishlist');
	await page('product-simple-wishlist-added', guest, '/product/test-mug/', 'Simple product page, guest, in the wishlist');
	contract('wishlist-add-single-exists', 'product-simple-wishlist-added', `.summary .yith-wcwl-add-to-wishlist.add-to-wishlist-${ids.mug}`, 'Add-to-wishlist block on the product page, already in the wishlist');

	const wishlistPage = await page('wishlist-guest', guest, '/wishlist/', "The guest's wishlist page with two items");
	contract('wishlist-table', 'wishlist-guest', 'form#yith-wcwl-form', 'The wishlist form and table, guest, two items');
	const list = wishlistIdentity(wishlistPage);
	const tableNonce = l10nOf('wishlist-guest').nonce;
	await reply('wishlist-load-mobile', guest, 'POST', ADMIN_AJAX, wishlistCall('load_mobile', tableNonce.load_mobile_nonce, mobileFragmentFields(wishlistPage)), 'load_mobile: the wishlist form as the mobile template');
	await reply('wishlist-save-title', guest, 'POST', ADMIN_AJAX, wishlistCall('save_title', tableNonce.save_title_nonce, [['wishlist_id', list.token], ['title', 'Recorded list'], ...wishlistFragmentFields(wishlistPage)]), "save_title on the guest's default list");
	await reply(
		'wishlist-reload-and-add',
		guest,
		'POST',
		ADMIN_AJAX,
		wishlistCall('reload_wishlist_and_adding_elem', tableNonce.reload_wishlist_and_adding_elem_nonce, [
			['pagination', list.pagination],
			['per_page', list.perPage],
			['wishlist_id', list.id],
			['wishlist_token', list.token],
			['add_to_wishlist', String(ids.poster)],
			['product_type', 'simple'],
		]),
		'reload_wishlist_and_adding_elem: Test Poster added, the wishlist shortcode as HTML',
	);
	const itemId = shop.eval(`global $wpdb; echo (int) $wpdb->get_var( $wpdb->prepare( "SELECT ID FROM {$wpdb->prefix}yith_wcwl WHERE prod_id = %d ORDER BY ID DESC LIMIT 1", ${ids.poster} ) );`).trim();
	await reply('wishlist-delete-item', guest, 'POST', ADMIN_AJAX, wishlistCall('delete_item', tableNonce.delete_item_nonce, [['item_id', itemId], ...wishlistFragmentFields(wishlistPage, ids.poster)]), 'delete_item: Test Poster by its item id');
	await reply('wishlist-delete-item-unknown', guest, 'POST', ADMIN_AJAX, wishlistCall('delete_item', tableNonce.delete_item_nonce, [['item_id', '999999']]), 'delete_item: no such item');
	await reply(
		'wishlist-remove',
		guest,
		'POST',
		ADMIN_AJAX,
		wishlistCall('remove_from_wishlist', tableNonce.remove_from_wishlist_nonce, [
			['remove_from_wishlist', String(ids.tshirt)],
			['wishlist_id', list.id],
			['wishlist_token', list.token],
			...wishlistFragmentFields(wishlistPage, ids.tshirt),
		]),
		'remove_from_wishlist from the table: Test T-Shirt',
	);
	await reply(
		'wishlist-remove-no-fragments',
		guest,
		'POST',
		ADMIN_AJAX,
		wishlistCall('remove_from_wishlist', tableNonce.remove_from_wishlist_nonce, [
			['remove_from_wishlist', String(ids.mug)],
			['wishlist_id', list.id],
			['wishlist_token', list.token],
			['fragments', ''],
		]),
		'remove_from_wishlist sent without fragments: the item goes, the reply is []',
	);
	// The free plugin has no handler for these: WordPress answers 0 with HTTP 400.
	const premium: Array<[string, FormFields]> = [
		['save_privacy', [['wishlist_id', list.id], ['privacy', '1']]],
		['update_item_quantity', [['product_id', String(ids.mug)], ['wishlist_token', list.token], ['quantity', '2']]],
		['sort_wishlist_items', [['positions[]', String(ids.mug)], ['wishlist_token', list.token], ['page', '1'], ['per_page', '5']]],
		['move_to_another_wishlist', [['wishlist_token', list.token], ['destination_wishlist_token', 'new'], ['item_id', String(ids.mug)], ['wishlist_name', 'Other']]],
		['ask_an_estimate', [['ask_an_estimate', list.token], ['reply_email', 'guest@example.com']]],
		['remove_from_all_wishlists', [['prod_id', String(ids.mug)], ['wishlist_id', '']]],
	];
	for (const [action, fields] of premium)
		await reply(`wishlist-${action.replace(/_/g, '-')}`, guest, 'POST', ADMIN_AJAX, wishlistCall(action, tableNonce[`${action}_nonce`] ?? '', fields), `${action}: no handler in the free plugin`);

	const clearAdminWishlist = () =>
		shop.eval("global $wpdb; $wpdb->query( \"DELETE FROM {$wpdb->prefix}yith_wcwl WHERE wishlist_id IN ( SELECT ID FROM {$wpdb->prefix}yith_wcwl_lists WHERE user_id = 1 )\" );");
	clearAdminWishlist();
	const admin = new Visitor(origin, 'admin');
	await admin.logIn('admin', 'admin');
	const adminShop = await page('shop-admin', admin, '/shop/', 'Shop loop, logged in as admin');
	const adminNonce = l10nOf('shop-admin').nonce;
	for (const id of [ids.mug, ids.poster])
		await reply(`wishlist-add-admin-${id === ids.mug ? 'mug' : 'poster'}`, admin, 'POST', ADMIN_AJAX, wishlistCall('add_to_wishlist', adminNonce.add_to_wishlist_nonce, addFields(id, adminShop)), 'add_to_wishlist as the admin');
	await page('wishlist-admin', admin, '/wishlist/', "The admin's wishlist page with two items");
	contract('wishlist-table-admin', 'wishlist-admin', 'form#yith-wcwl-form', 'The wishlist form and table, logged in, two items');
	await page('account-admin', admin, '/my-account/', 'My account, logged in: wpApiSettings printed (wp-api-request enqueued by the recorder)');
	await reply('rest-nonce-admin', admin, 'GET', `${ADMIN_AJAX}?action=rest-nonce`, [], 'A fresh wp_rest nonce, logged in');
	await reply('rest-nonce-guest', guest, 'GET', `${ADMIN_AJAX}?action=rest-nonce`, [], 'Logged out: no nopriv handler');
	await page('account-guest', guest, '/my-account/', 'My account, logged out (login form): wpApiSettings printed');
	clearAdminWishlist();

	shop.setOption('yith_wcwl_disable_wishlist_for_unauthenticated_users', 'yes');
	const stranger = new Visitor(origin, 'guest');
	const disabledShop = await page('shop-wishlist-guest-disabled', stranger, '/shop/', 'Shop loop, guest, wishlist disabled for guests');
	contract('wishlist-add-loop-guest-disabled', 'shop-wishlist-guest-disabled', `.yith-wcwl-add-to-wishlist.add-to-wishlist-${ids.mug}`, 'Add-to-wishlist block when guests cannot add: the free plugin prints the same block, only its add reply differs');
	const disabledL10n = localizedGlobals(disabledShop.documentElement.outerHTML).yith_wcwl_l10n as { nonce: Record<string, string> } | undefined;
	if (disabledL10n)
		await reply('wishlist-add-guest-disabled', stranger, 'POST', ADMIN_AJAX, wishlistCall('add_to_wishlist', disabledL10n.nonce.add_to_wishlist_nonce, addFields(ids.mug, disabledShop)), 'add_to_wishlist by a guest when guests cannot add');
	shop.setOption('yith_wcwl_disable_wishlist_for_unauthenticated_users', 'no');
}

/** What the settings' recording (`record-settings.ts`) uses of this one. */
const recorder: Recorder = { origin, page, contract, reply, variations, l10nOf, wishlistCall, wcAjax, adminAjax: ADMIN_AJAX };

async function recordShopOptions(shop: ShopState): Promise<void> {
	shop.setOption('woocommerce_demo_store', 'yes');
	const guest = new Visitor(origin, 'guest');
	await page('shop-store-notice', guest, '/shop/', 'Shop loop with the store notice on (woocommerce_demo_store = yes)');
	contract('store-notice', 'shop-store-notice', '.woocommerce-store-notice', 'The store notice');
	shop.setOption('woocommerce_demo_store', 'no');

	shop.setOption('woocommerce_coming_soon', 'yes');
	await page('coming-soon', guest, '/', 'Coming-soon mode, logged out: the coming-soon page');
	contract('coming-soon-page', 'coming-soon', 'body', 'The coming-soon page a visitor sees');
	const admin = new Visitor(origin, 'admin');
	await admin.logIn('admin', 'admin');
	await page('coming-soon-admin', admin, '/shop/', 'Coming-soon mode, logged in as admin: the footer banner');
	contract('coming-soon-banner', 'coming-soon-admin', '#coming-soon-footer-banner', 'The coming-soon footer banner for store managers', true);
	shop.setOption('woocommerce_coming_soon', 'no');
}

async function main(): Promise<void> {
	const shop = new ShopState(kit, wpDir, origin);
	const ids = shop.ids();
	// The tier's staged products are on every page the tier sees: they are on the recorded ones too.
	const staged = shop.stage(join(root, 'wordpress/tests/stage-shop.php'));
	rmSync(out, { recursive: true, force: true });
	try {
		shop.stockSimpleProducts(ids, ids.notebook);
		shop.setOption('woocommerce_demo_store', 'no');
		shop.setOption('woocommerce_coming_soon', 'no');
		shop.setOption('yith_wcwl_disable_wishlist_for_unauthenticated_users', 'no');
		shop.enqueueRestApiOnAccountPage();
		console.log('cart, checkout and variations');
		await recordCartAndVariations(shop, ids);
		console.log('wishlist and REST');
		await recordWishlist(shop, ids);
		console.log('store notice and coming soon');
		await recordShopOptions(shop);
		console.log('the settings and products of the differential journeys');
		await recordSettings(recorder, shop, ids, staged);
	} finally {
		shop.setOption('woocommerce_demo_store', 'no');
		shop.setOption('woocommerce_coming_soon', 'no');
		shop.setOption('yith_wcwl_disable_wishlist_for_unauthenticated_users', 'no');
		shop.cartMode('blocks');
		shop.removeRestApiPlugin();
		shop.setVariations(ids, { S: { image: false, inStock: true }, M: { image: false, inStock: true } });
		shop.stockSimpleProducts(ids, null);
	}
	write('index.json', json({ versions: VERSIONS, origin, recordedBy: 'npm run record:wordpress (scripts/wordpress/record-fixtures.ts)', ids, pages, markup }));
	console.log(`recorded ${Object.keys(pages).length} pages and ${Object.keys(markup).length} markup contracts into ${out}`);
}

await main();
