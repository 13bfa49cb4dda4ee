/**
 * WooCommerce 10.9's gallery markup (single-product/product-image.php with
 * wc_get_gallery_image_html), as the demo and the real shop print it: three
 * images, the first larger than the gallery, the second with a caption.
 */
const slide = (n: number, width: number, height: number, caption = '') =>
	`<div data-thumb="/img/p-${n}-100x100.jpg" data-thumb-alt="Product ${n}" data-thumb-srcset="/img/p-${n}-100x100.jpg 100w, /img/p-${n}-150x150.jpg 150w" data-thumb-sizes="(max-width: 100px) 100vw, 100px" class="woocommerce-product-gallery__image"><a href="/img/p-${n}.jpg"><img width="416" height="416" src="/img/p-${n}-416x416.jpg" class="${n === 1 ? 'wp-post-image' : ''}" alt="Product ${n}" data-caption="${caption}" data-src="/img/p-${n}.jpg" data-large_image="/img/p-${n}.jpg" data-large_image_width="${width}" data-large_image_height="${height}" decoding="async" /></a></div>`;

export const galleryMarkup = (count = 3) =>
	`<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images" data-columns="4" style="opacity: 0; transition: opacity .25s ease-in-out;">
	<div class="woocommerce-product-gallery__wrapper">
		${[slide(1, 1600, 1600), slide(2, 1200, 1500, 'The masthead'), slide(3, 400, 400)].slice(0, count).join('')}
	</div>
</div>`;

/** The real `wc_single_product_params` of WooCommerce 10.9.4 with Storefront (recorded). */
export const REAL_PARAMS = {
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
