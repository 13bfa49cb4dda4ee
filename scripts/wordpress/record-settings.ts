/**
 * The recorder's part for the differential journeys (issue 25): what the real shop prints and
 * answers under each setting of `scripts/e2e/wordpress/shop-settings.ts` that changes markup,
 * localized globals or replies, and on the tier's staged products (sold individually, out of
 * stock, on backorder, grouped, external, the three-attribute jacket). The guards' tests and the
 * islands' real-shop tests read them as they read the rest of the recording.
 */
import { SETTINGS, type ShopSettings } from '../e2e/wordpress/shop-settings';
import { wishlistFragmentFields } from './record-page';
import type { ShopIds, ShopState } from './record-shop-state';
import { type FormFields, type RecordedReply, Visitor } from './record-visitor';

export interface Recorder {
	origin: string;
	page(name: string, visitor: Visitor, path: string, note: string): Promise<Document>;
	contract(name: string, pageName: string, selector: string, note: string, optional?: boolean): void;
	reply(name: string, visitor: Visitor, method: 'GET' | 'POST', path: string, fields: FormFields, note: string): Promise<RecordedReply>;
	variations(name: string, pageName: string, note: string): void;
	l10nOf(pageName: string): { nonce: Record<string, string> };
	wishlistCall(action: string, nonce: string, rest?: FormFields): FormFields;
	wcAjax(endpoint: string): string;
	adminAjax: string;
}

/** A setting's options for the length of `body` (its theme mods are the shop's defaults where recorded). */
const under = <T>(shop: ShopState, setting: ShopSettings, body: () => Promise<T>): Promise<T> => shop.withOptions(setting.options ?? {}, body);

async function recordStagedProducts(r: Recorder, staged: Record<string, number>): Promise<void> {
	const guest = new Visitor(r.origin, 'guest');
	const loop = (key: string) => `li.post-${staged[key]} a.button`;
	// The shop's first page (`shop-empty-cart`) has them all; its loop buttons are contracts of their own.
	await r.page('shop-staged', guest, '/shop/', 'Shop loop with the staged products');
	r.contract('loop-button-sold-individually', 'shop-staged', loop('solo'), 'Test Solo Print, sold individually: AJAX add to cart');
	r.contract('loop-button-backorder', 'shop-staged', loop('backorder'), 'Test Backorder Lamp, on backorder: AJAX add to cart');
	r.contract('loop-button-sold-out', 'shop-staged', loop('soldOut'), 'Test Sold-Out Cap: "Read more" link');
	r.contract('loop-button-grouped', 'shop-staged', loop('group'), 'Test Gift Set, grouped: "View products" link');
	r.contract('loop-button-external', 'shop-staged', loop('external'), 'Test Partner Book, external: the partner’s link');
	r.contract('storefront-handheld-footer-bar', 'shop-staged', '.storefront-handheld-footer-bar', 'Storefront’s handheld footer bar (its cart is a fragment)');

	await r.page('product-sold-individually', guest, '/product/test-solo-print/', 'Sold individually: no quantity field');
	r.contract('product-form-sold-individually', 'product-sold-individually', 'form.cart', 'The add-to-cart form of a product sold individually');
	await r.page('product-sold-out', guest, '/product/test-sold-out-cap/', 'Out of stock: no form, the stock line');
	r.contract('product-stock-sold-out', 'product-sold-out', '.summary p.stock', 'The out-of-stock line');
	await r.page('product-backorder', guest, '/product/test-backorder-lamp/', 'On backorder: the form and "Available on backorder"');
	r.contract('product-form-backorder', 'product-backorder', 'form.cart', 'The add-to-cart form of a product on backorder');
	await r.page('product-grouped', guest, '/product/test-gift-set/', 'Grouped: a quantity per child');
	r.contract('product-form-grouped', 'product-grouped', 'form.cart.grouped_form', 'The grouped form with its table');
	await r.page('product-external', guest, '/product/test-partner-book/', 'External: a GET form to the partner');
	r.contract('product-form-external', 'product-external', 'form.cart', 'The external product’s form');
	await r.page('product-jacket', guest, '/product/test-jacket/', 'Three attributes, "any" fabric in two variations, own images, weights, dimensions and stock');
	r.contract('variation-form-jacket', 'product-jacket', 'form.variations_form', 'The jacket’s variations form');
	r.contract('product-gallery-jacket', 'product-jacket', '.woocommerce-product-gallery', 'A gallery of three images');
	r.contract('additional-information-jacket', 'product-jacket', '.woocommerce-product-attributes', 'The "Additional information" table the form writes weight and dimensions into');
	r.variations('jacket_three-attributes_any_weight-dimensions', 'product-jacket', 'Color × Size × Fabric; Red S and Blue L in any fabric; weights, dimensions, stock and images of their own');
	r.contract('storefront-sticky-add-to-cart', 'product-jacket', 'section.storefront-sticky-add-to-cart', 'Storefront’s sticky add-to-cart bar');
	const jacketFields = (color: string, size: string, fabric: string): FormFields => [
		['attribute_color', color],
		['attribute_size', size],
		['attribute_fabric', fabric],
		['product_id', String(staged.jacket)],
	];
	await r.reply('get-variation-jacket-any-fabric', guest, 'POST', r.wcAjax('get_variation'), jacketFields('Blue', 'L', 'Wool'), 'get_variation: Blue L, a variation with "any" fabric');
}

async function recordCartSettings(r: Recorder, shop: ShopState, ids: ShopIds): Promise<void> {
	await under(shop, SETTINGS.ajaxAddOff, async () => {
		await r.page('shop-ajax-add-off', new Visitor(r.origin, 'guest'), '/shop/', 'Shop loop, AJAX add to cart off');
		r.contract('loop-button-simple-no-ajax', 'shop-ajax-add-off', `li.post-${ids.mug} a.add_to_cart_button`, 'Test Mug’s loop button with AJAX add to cart off: a plain link');
	});
	await under(shop, SETTINGS.redirectToCart, () => r.page('shop-redirect-to-cart', new Visitor(r.origin, 'guest'), '/shop/', 'Shop loop, redirect to the cart after an add'));
	await under(shop, SETTINGS.hideOutOfStock, () => r.page('shop-hide-out-of-stock', new Visitor(r.origin, 'guest'), '/shop/', 'Shop loop, out-of-stock products hidden'));
	await under(shop, SETTINGS.ratingOptional, async () => {
		await r.page('product-rating-optional', new Visitor(r.origin, 'guest'), '/product/test-mug/', 'Simple product page, reviews with an optional rating');
		r.contract('review-rating-optional', 'product-rating-optional', '.comment-form-rating', 'The review form’s rating, optional');
	});
	await under(shop, SETTINGS.pricesWithTax, async () => {
		const guest = new Visitor(r.origin, 'guest');
		await r.page('shop-prices-with-tax', guest, '/shop/', 'Shop loop, prices including tax with a suffix');
		r.contract('loop-price-with-tax', 'shop-prices-with-tax', `li.post-${ids.mug} .price`, 'A loop price with the suffix');
		await r.page('product-variable-with-tax', guest, '/product/test-hoodie/', 'Variable product, prices including tax with a suffix');
		r.variations('prices-with-tax', 'product-variable-with-tax', 'Prices including tax, with the suffix in price_html');
		await r.reply('add-to-cart-with-tax', guest, 'POST', r.wcAjax('add_to_cart'), [['product_sku', ''], ['product_id', String(ids.mug)], ['quantity', '1']], 'Test Mug added, prices including tax');
	});
}

async function recordWishlistSettings(r: Recorder, shop: ShopState, ids: ShopIds): Promise<void> {
	const positions: Array<[string, ShopSettings, string, string]> = [
		['shop-wishlist-before-image', SETTINGS.loopBeforeImage, '/shop/', 'wishlist-add-loop-before-image'],
		['shop-wishlist-before-add-to-cart', SETTINGS.loopBeforeAdd, '/shop/', 'wishlist-add-loop-before-add-to-cart'],
		['product-wishlist-thumbnails', SETTINGS.productThumbnails, '/product/test-mug/', 'wishlist-add-single-thumbnails'],
		['product-wishlist-summary', SETTINGS.productSummary, '/product/test-mug/', 'wishlist-add-single-summary'],
	];
	for (const [name, setting, path, contract] of positions)
		await under(shop, setting, async () => {
			await r.page(name, new Visitor(r.origin, 'guest'), path, `${path}, ${setting.name}`);
			r.contract(contract, name, `.yith-wcwl-add-to-wishlist.add-to-wishlist-${ids.mug}`, `The add block, ${setting.name}`);
		});

	await under(shop, SETTINGS.wishlistAjaxLoading, async () => {
		const guest = new Visitor(r.origin, 'guest');
		const shopPage = await r.page('shop-wishlist-ajax-loading', guest, '/shop/', 'Shop loop, the wishlist button loaded via AJAX: empty blocks');
		r.contract('wishlist-add-loop-ajax-loading', 'shop-wishlist-ajax-loading', `.yith-wcwl-add-to-wishlist.add-to-wishlist-${ids.mug}`, 'The add block as printed for AJAX loading: empty, on-first-load');
		const nonce = r.l10nOf('shop-wishlist-ajax-loading').nonce;
		await r.reply('wishlist-load-fragments-first-load', guest, 'POST', r.adminAjax, r.wishlistCall('load_fragments', nonce.load_fragments_nonce, wishlistFragmentFields(shopPage)), 'load_fragments at start, AJAX loading on');
	});

	for (const [setting, name] of [
		[SETTINGS.afterAddAdd, 'wishlist-add-behaviour-add'],
		[SETTINGS.afterAddRemove, 'wishlist-add-behaviour-remove'],
	] as const)
		await under(shop, setting, async () => {
			const guest = new Visitor(r.origin, 'guest');
			const shopPage = await r.page(`shop-${name}`, guest, '/shop/', `Shop loop, ${setting.name}`);
			const nonce = r.l10nOf(`shop-${name}`).nonce;
			const fields: FormFields = [['add_to_wishlist', String(ids.mug)], ['product_type', 'simple'], ['wishlist_id', ''], ...wishlistFragmentFields(shopPage, ids.mug)];
			await r.reply(name, guest, 'POST', r.adminAjax, r.wishlistCall('add_to_wishlist', nonce.add_to_wishlist_nonce, fields), `Test Mug added, ${setting.name}`);
		});

	const sharing = { ...SETTINGS.wishlistSharing, options: { ...SETTINGS.wishlistSharing.options, ...SETTINGS.keepAfterAddToCart.options, ...SETTINGS.wishlistRedirectToCart.options } };
	await under(shop, sharing, async () => {
		const guest = new Visitor(r.origin, 'guest');
		const shopPage = await r.page('shop-wishlist-sharing', guest, '/shop/', 'Shop loop, wishlist sharing on');
		const nonce = r.l10nOf('shop-wishlist-sharing').nonce;
		const fields: FormFields = [['add_to_wishlist', String(ids.mug)], ['product_type', 'simple'], ['wishlist_id', ''], ...wishlistFragmentFields(shopPage, ids.mug)];
		await r.reply('wishlist-add-sharing', guest, 'POST', r.adminAjax, r.wishlistCall('add_to_wishlist', nonce.add_to_wishlist_nonce, fields), 'Test Mug added, to share its list');
		await r.page('wishlist-sharing', guest, '/wishlist/', 'The wishlist with sharing on (every network and the copy link), keeping products added to the cart, and redirecting to the cart');
		r.contract('wishlist-share', 'wishlist-sharing', '.yith-wcwl-share', 'The share block: social links and the copy link');
		r.contract('wishlist-table-sharing', 'wishlist-sharing', 'form#yith-wcwl-form', 'The wishlist form with the share block in its footer');
	});
}

export async function recordSettings(r: Recorder, shop: ShopState, ids: ShopIds, staged: Record<string, number>): Promise<void> {
	await recordStagedProducts(r, staged);
	await recordCartSettings(r, shop, ids);
	await recordWishlistSettings(r, shop, ids);
}
