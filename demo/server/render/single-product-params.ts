/**
 * What WooCommerce prints for single-product.js on a product page: the
 * `wc_single_product_params` global (WooCommerce 10.9.4's values with
 * Storefront's theme support: slider, zoom and full-screen viewer on; the
 * page switch `?zoom=off` turns zoom off, as a theme without
 * `wc-product-gallery-zoom` does). PhotoSwipe's root element
 * (single-product/photoswipe.php) is not printed: the plugin takes it off the
 * page while the product gallery island is on.
 */
import type { WcSingleProductParams } from '../../../contracts/single-product';
import type { Html } from '../http/html';
import { localizedScript } from './localized';

export const SINGLE_PRODUCT_PARAMS: WcSingleProductParams = {
	i18n_required_rating_text: 'Please select a rating',
	i18n_rating_options: ['1 of 5 stars', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '5 of 5 stars'],
	i18n_product_gallery_trigger_text: 'View full-screen image gallery',
	review_rating_required: 'yes',
	flexslider: { rtl: false, animation: 'slide', smoothHeight: true, directionNav: false, controlNav: 'thumbnails', slideshow: false, animationSpeed: 500, animationLoop: false, allowOneSlide: false },
	zoom_enabled: '1',
	zoom_options: [],
	photoswipe_enabled: '1',
	photoswipe_options: { shareEl: false, closeOnScroll: false, history: false, hideAnimationDuration: 0, showAnimationDuration: 0 },
	flexslider_enabled: '1',
};

export const singleProductParams = (query?: URLSearchParams): Html =>
	localizedScript('wc-single-product', 'wc_single_product_params', query?.get('zoom') === 'off' ? { ...SINGLE_PRODUCT_PARAMS, zoom_enabled: '' } : SINGLE_PRODUCT_PARAMS);
