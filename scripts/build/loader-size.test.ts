// @vitest-environment node
/**
 * The loader ships to every page, so it must stay small as widgets are added:
 * 40 widgets with the kind of selectors the theme, WooCommerce and the
 * wishlist plugin print (30–60 characters) must fit in 3 kB gzip.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type LoaderManifest, STRATEGIES } from '../../runtime/loader/manifest';
import { gzipSize } from '../chunk-sizes';
import { buildLoader } from './build-loader';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// [name, selector, strategy, shared chunks: 3 = framework + runtime, 7 = + dialog]
const WIDGETS: Array<[string, string, (typeof STRATEGIES)[number], 3 | 7]> = [
	['wishlist-button', '.yith-wcwl-add-to-wishlist[data-fragment-ref]', 'load', 7],
	['wishlist-table', 'table.wishlist_table[data-pagination]', 'load', 7],
	['wishlist-counter', '.yith-wcwl-items-count, .wishlist_products_counter', 'idle', 3],
	['wishlist-remove', '.wishlist_table a.remove_from_wishlist[data-item-id]', 'interaction', 7],
	['wishlist-share', '.yith-wcwl-share a.social-share[data-social-network]', 'interaction', 3],
	['wishlist-popup', '.yith-wcwl-popup-content[data-wishlist-id]', 'interaction', 7],
	['lightbox', 'a[rel^="prettyPhoto"], a[data-rel^="prettyPhoto"]', 'interaction', 7],
	['product-gallery', '.woocommerce-product-gallery[data-columns]', 'visible', 7],
	['gallery-zoom', '.woocommerce-product-gallery__image > a[href]', 'interaction', 7],
	['post-gallery', '.jeg_gallery_wrapper .jeg_gallery_item a[href]', 'interaction', 7],
	['module-ajax', '.jeg_module_hook[data-unique]', 'visible', 3],
	['block-navigation', '.jeg_block_navigation .jeg_block_nav[data-page]', 'interaction', 3],
	['load-more', '.jeg_block_loadmore a[data-load="Load More"]', 'visible', 3],
	['live-search', '.jeg_search_wrapper form.jeg_search_form', 'interaction', 3],
	['search-toggle', '.jeg_search_toggle, .jeg_search_popup_expand', 'interaction', 7],
	['mobile-menu', '.jeg_mobile_wrapper, .jeg_navbar_mobile_wrapper', 'interaction', 7],
	['dropdown-menu', '.jeg_main_menu > li.menu-item-has-children', 'interaction', 3],
	['sticky-header', '.jeg_navbar_wrapper.jeg_sticky_nav[data-mode]', 'idle', 3],
	['back-to-top', '.jscroll-to-top > a[href="#"]', 'idle', 3],
	['share-buttons', '.jeg_share_button a[data-action="share"]', 'interaction', 7],
	['share-count', '.jeg_share_stats[data-post-id]', 'visible', 3],
	['post-like', '.jeg_meta_like a[data-type="like"][data-id]', 'interaction', 3],
	['bookmark', '.jeg_meta_bookmark a[data-id]', 'interaction', 3],
	['reading-progress', '.jeg_read_progress_wrapper[data-bar-position]', 'idle', 3],
	['font-zoom', '.jeg_meta_zoom[data-zoom-range]', 'interaction', 3],
	['dark-mode', '.jeg_dark_mode_toggle input[type="checkbox"]', 'load', 3],
	['login-popup', 'a.jeg_popuplink[href="#jeg_loginform"]', 'interaction', 7],
	['newsletter', '.jeg_subscribe_form form[data-ajax-submit]', 'visible', 3],
	['video-playlist', '.jeg_video_playlist[data-unique]', 'visible', 3],
	['news-ticker', '.jeg_breakingnews .jeg_news_ticker[data-autoplay]', 'idle', 3],
	['post-slider', '.jeg_slider_wrapper .jeg_slider[data-autoplay]', 'visible', 3],
	['tab-posts', '.jeg_tabpost_nav li[data-tab-content]', 'interaction', 3],
	['comment-form', '#respond form#commentform .comment-form-comment', 'interaction', 3],
	['weather', '.jeg_weather[data-location][data-unit]', 'visible', 7],
	['sticky-sidebar', '.jeg_sidebar.jeg_sticky_sidebar', 'idle', 3],
	['sale-countdown', '.woocommerce .sale-countdown[data-end]', 'visible', 3],
	['product-tabs', '.woocommerce-tabs ul.tabs.wc-tabs li a[href^="#tab-"]', 'interaction', 3],
	['cart-update', '.woocommerce-cart-form button[name="update_cart"]', 'load', 3],
	['coupon-toggle', '.woocommerce-form-coupon-toggle a.showcoupon', 'interaction', 3],
	['price-filter', '.price_slider_wrapper .price_slider_amount[data-step]', 'visible', 3],
];

describe('the loader at 40 widgets', () => {
	it('stays within 3 kB gzip', async () => {
		expect(WIDGETS).toHaveLength(40);
		expect(WIDGETS.every(([, selector]) => selector.length >= 29 && selector.length <= 60)).toBe(true);
		const manifest: LoaderManifest = {
			build: 'k2j3h1',
			shared: ['framework', 'runtime', 'dialog'],
			widgets: WIDGETS.map(([name, selector, strategy, shared]) => [selector, `${STRATEGIES.indexOf(strategy)}${shared}${name}`]),
		};
		const gzip = gzipSize(await buildLoader(root, manifest));
		console.log(`loader with 40 widgets: ${gzip} B gzip`);
		expect(gzip).toBeLessThanOrEqual(3000);
	});
});
