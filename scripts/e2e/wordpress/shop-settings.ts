/**
 * The shop's settings a journey runs under, carried by its browser context (the test helper's
 * `shop_islands_settings` cookie: WooCommerce's and the wishlist plugin's options, Storefront's
 * theme mods, for that context's requests only), so journeys under different settings run side by
 * side on one shop. Each named setting here is one row of the tier's differential table.
 */

export interface ShopSettings {
	/** What the test's name says of it, e.g. "AJAX add to cart off". */
	name: string;
	options?: Record<string, string>;
	themeMods?: Record<string, string | boolean>;
	/** A classic cart and checkout (the `[woocommerce_cart]` / `[woocommerce_checkout]` pages) instead of the blocks. */
	classicCart?: boolean;
	/** The browser's width, for settings that only show on small screens. */
	width?: number;
}

/** The kit's own settings: nothing changed. */
export const DEFAULTS: ShopSettings = { name: 'defaults' };

/** The cookie's value: base64url of the options and theme mods (page ids resolved by the caller). */
export function settingsCookie(settings: ShopSettings, pageIds: { cart: number; checkout: number } | null): string {
	const options = { ...settings.options };
	if (settings.classicCart && pageIds) {
		options.woocommerce_cart_page_id = String(pageIds.cart);
		options.woocommerce_checkout_page_id = String(pageIds.checkout);
	}
	return Buffer.from(JSON.stringify({ options, theme_mods: settings.themeMods ?? {} })).toString('base64url');
}

/** Every setting the differential journeys run under besides the defaults; docs/contributing.md's table names them so. */
export const SETTINGS = {
	ajaxAddOff: { name: 'AJAX add to cart off', options: { woocommerce_enable_ajax_add_to_cart: 'no' } },
	redirectToCart: { name: 'redirect to the cart after an add', options: { woocommerce_cart_redirect_after_add: 'yes' } },
	// Reviews wait for moderation in both, so one side's review never shows on the other's page. WooCommerce's
	// default requires a rating.
	ratingRequired: { name: 'reviews with a required rating', options: { comment_moderation: '1', woocommerce_review_rating_required: 'yes' } },
	ratingOptional: { name: 'reviews with an optional rating', options: { comment_moderation: '1', woocommerce_review_rating_required: 'no' } },
	storeNotice: { name: 'store notice on', options: { woocommerce_demo_store: 'yes', woocommerce_demo_store_notice: 'Free shipping this week only.' } },
	hideOutOfStock: { name: 'out-of-stock products hidden', options: { woocommerce_hide_out_of_stock_items: 'yes' } },
	pricesWithTax: {
		name: 'prices including tax, with a suffix',
		options: { woocommerce_calc_taxes: 'yes', woocommerce_tax_display_shop: 'incl', woocommerce_tax_display_cart: 'incl', woocommerce_price_display_suffix: 'incl. VAT' },
	},
	classicCart: { name: 'classic cart and checkout', classicCart: true },
	wishlistSharing: {
		name: 'wishlist sharing on',
		options: {
			yith_wcwl_enable_share: 'yes',
			yith_wcwl_share_fb: 'yes',
			yith_wcwl_share_twitter: 'yes',
			yith_wcwl_share_pinterest: 'yes',
			yith_wcwl_share_email: 'yes',
			yith_wcwl_share_whatsapp: 'yes',
			yith_wcwl_share_url: 'yes',
		},
	},
	afterAddAdd: { name: 'wishlist: after adding, show "Add to wishlist"', options: { yith_wcwl_after_add_to_wishlist_behaviour: 'add' } },
	afterAddRemove: { name: 'wishlist: after adding, show "Remove from list"', options: { yith_wcwl_after_add_to_wishlist_behaviour: 'remove' } },
	loopBeforeImage: { name: 'wishlist button on top of the loop image', options: { yith_wcwl_loop_position: 'before_image' } },
	loopBeforeAdd: { name: 'wishlist button before the loop’s Add to cart', options: { yith_wcwl_loop_position: 'before_add_to_cart' } },
	productThumbnails: { name: 'wishlist button after the product thumbnails', options: { yith_wcwl_button_position: 'thumbnails' } },
	productSummary: { name: 'wishlist button after the product summary', options: { yith_wcwl_button_position: 'summary' } },
	wishlistAjaxLoading: { name: 'wishlist button loaded via AJAX', options: { yith_wcwl_ajax_enable: 'yes' } },
	keepAfterAddToCart: { name: 'wishlist keeps a product added to the cart', options: { yith_wcwl_remove_after_add_to_cart: 'no' } },
	wishlistRedirectToCart: { name: 'wishlist redirects to the cart', options: { yith_wcwl_redirect_cart: 'yes' } },
	stickyAddToCart: { name: 'Storefront’s sticky add-to-cart bar', themeMods: { storefront_sticky_add_to_cart: true } },
	handheld: { name: 'Storefront’s handheld footer bar at 390 px', width: 390 },
} satisfies Record<string, ShopSettings>;
