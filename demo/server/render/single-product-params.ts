/**
 * What WooCommerce prints for single-product.js on a product page: the
 * `wc_single_product_params` global (WooCommerce 10.9.4's values with
 * Storefront's theme support: slider, zoom and full-screen viewer on), and in
 * the footer the PhotoSwipe root element (single-product/photoswipe.php) its
 * viewer opens.
 */
import type { WcSingleProductParams } from '../../../contracts/single-product';
import { type Html, raw } from '../http/html';
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

export const singleProductParams = (): Html => localizedScript('wc-single-product', 'wc_single_product_params', SINGLE_PRODUCT_PARAMS);

/** single-product/photoswipe.php, printed in the footer while the viewer is enabled. */
export const photoswipeRoot = raw(`<div id="photoswipe-fullscreen-dialog" class="pswp" tabindex="-1" role="dialog" aria-modal="true" aria-hidden="true" aria-label="Full screen image">
	<div class="pswp__bg"></div>
	<div class="pswp__scroll-wrap">
		<div class="pswp__container">
			<div class="pswp__item"></div>
			<div class="pswp__item"></div>
			<div class="pswp__item"></div>
		</div>
		<div class="pswp__ui pswp__ui--hidden">
			<div class="pswp__top-bar">
				<div class="pswp__counter"></div>
				<button class="pswp__button pswp__button--zoom" aria-label="Zoom in/out"></button>
				<button class="pswp__button pswp__button--fs" aria-label="Toggle fullscreen"></button>
				<button class="pswp__button pswp__button--share" aria-label="Share"></button>
				<button class="pswp__button pswp__button--close" aria-label="Close (Esc)"></button>
				<div class="pswp__preloader">
					<div class="pswp__preloader__icn">
						<div class="pswp__preloader__cut">
							<div class="pswp__preloader__donut"></div>
						</div>
					</div>
				</div>
			</div>
			<div class="pswp__share-modal pswp__share-modal--hidden pswp__single-tap">
				<div class="pswp__share-tooltip"></div>
			</div>
			<button class="pswp__button pswp__button--arrow--left" aria-label="Previous (arrow left)"></button>
			<button class="pswp__button pswp__button--arrow--right" aria-label="Next (arrow right)"></button>
			<div class="pswp__caption">
				<div class="pswp__caption__center"></div>
			</div>
		</div>
	</div>
</div>
`);
