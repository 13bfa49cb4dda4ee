/** WooCommerce's product gallery as its template and flexslider print it on the real shop: what the gallery journeys press and watch. */
export const GALLERY = '.woocommerce-product-gallery';
export const SLIDES = `${GALLERY} .woocommerce-product-gallery__wrapper > .woocommerce-product-gallery__image`;
export const THUMBS = `${GALLERY} ol.flex-control-nav li img`;
export const TRIGGER = `${GALLERY} a.woocommerce-product-gallery__trigger`;
