<?php
/**
 * Which original script handles the islands replace, and by which widgets.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The handle map: handle => the widgets that together replace what its file does.
 *
 * Two kinds of handle. A *script* binds behaviour: while it is retired its file is not printed
 * (its localized data still is), and while it is kept the islands that would bind the same markup
 * are off (contract woocommerce G4: one implementation per page). A *library* binds nothing by
 * itself: it is retired only when no script left on the page depends on it, and keeping it turns
 * no island off.
 */
final class Shop_Islands_Handle_Map {

	/**
	 * Handles that are libraries (see the class comment).
	 */
	const LIBRARIES = array( 'sourcebuster-js', 'jquery-selectBox', 'wc-prettyPhoto', 'prettyPhoto' );

	/**
	 * What the JNews theme's bundle does (contracts theme-ui and theme-ajax): its reader features,
	 * its AJAX features and its article-gallery popup.
	 */
	const THEME_WIDGETS = array(
		'account-form',
		'account-popups',
		'author-box',
		'cart-detail',
		'comments',
		'cookie-notice',
		'dark-mode',
		'first-load',
		'floating-video',
		'gif-player',
		'lazy-image',
		'lightbox',
		'live-search',
		'masonry',
		'mega-menu',
		'mobile-menu',
		'module-pagination',
		'nav-menu',
		'news-ticker',
		'overlay-slider',
		'popup-post',
		'reading-progress',
		'scroll-to-top',
		'side-feed',
		'slider',
		'sticky-header',
		'sticky-sidebar',
		'tabbed-posts',
		'video-playlist',
		'zoom',
	);

	/**
	 * The map the plugin starts from.
	 *
	 * WooCommerce 10.3+ names its libraries with a `wc-` prefix and keeps the old names as
	 * source-less aliases; both names are listed where a theme may enqueue either.
	 *
	 * @return array<string, string[]>
	 */
	public static function defaults() {
		return array(
			// WooCommerce: add-to-cart.js also runs the mini-cart's remove links.
			'wc-add-to-cart'           => array( 'add-to-cart', 'mini-cart' ),
			'wc-cart-fragments'        => array( 'cart-fragments' ),
			// woocommerce.js: store notice, coming-soon banner and the small form and notice helpers.
			'woocommerce'              => array( 'store-notice', 'coming-soon', 'quantity', 'password-toggle', 'ordering', 'field-description', 'shop-notices' ),
			'wc-order-attribution'     => array( 'order-attribution' ),
			'sourcebuster-js'          => array( 'order-attribution' ),
			'wc-add-to-cart-variation' => array( 'variations' ),
			'woo-variation-swatches'   => array( 'variations' ),
			// YITH WooCommerce Wishlist: its script, or a theme's copy of it, and its two libraries.
			'jquery-yith-wcwl'         => array( 'wishlist' ),
			'jquery-yith-wcwl-user'    => array( 'wishlist' ),
			'jquery-selectBox'         => array( 'wishlist' ),
			// prettyPhoto as WooCommerce registers it (deprecated, still used by themes and the wishlist).
			'wc-prettyPhoto'           => array( 'lightbox' ),
			'prettyPhoto'              => array( 'lightbox' ),
			'wc-prettyPhoto-init'      => array( 'lightbox' ),
			'prettyPhoto-init'         => array( 'lightbox' ),
			// single-product.js: the tabs and the review form's star rating, and the gallery's controller.
			'wc-single-product'        => array( 'product-tabs', 'product-gallery' ),
			// The product gallery's libraries: flexslider, jQuery Zoom, PhotoSwipe and its UI.
			'wc-flexslider'            => array( 'product-gallery' ),
			'flexslider'               => array( 'product-gallery' ),
			'wc-zoom'                  => array( 'product-gallery' ),
			'zoom'                     => array( 'product-gallery' ),
			'wc-photoswipe'            => array( 'product-gallery' ),
			'photoswipe'               => array( 'product-gallery' ),
			'wc-photoswipe-ui-default' => array( 'product-gallery' ),
			'photoswipe-ui-default'    => array( 'product-gallery' ),
			// JNews: the bundle, or its main script under the theme's debug mode, and the share plugin.
			'jnews-frontend'           => self::THEME_WIDGETS,
			'jnews-main'               => self::THEME_WIDGETS,
			'jnews-select-share'       => array( 'share-buttons', 'selection-share' ),
		);
	}

	/**
	 * The map after the `shop_islands_retired_handles` filter: drop a handle to keep its script
	 * (its islands then stay off), add one to retire a script of your own while its widgets are on.
	 *
	 * @return array<string, string[]>
	 */
	public static function filtered() {
		/**
		 * Filters the original script handles the islands retire.
		 *
		 * @param array<string, string[]> $map Handle => the widgets that replace it.
		 */
		$map = apply_filters( 'shop_islands_retired_handles', self::defaults() );
		$out = array();
		foreach ( is_array( $map ) ? $map : array() as $handle => $widgets ) {
			if ( is_string( $handle ) && '' !== $handle && is_array( $widgets ) ) {
				$out[ $handle ] = array_values( array_filter( $widgets, 'is_string' ) );
			}
		}
		return $out;
	}

	/**
	 * Whether a handle is a library (see the class comment).
	 *
	 * @param string $handle Script handle.
	 * @return bool
	 */
	public static function is_library( $handle ) {
		return in_array( $handle, self::LIBRARIES, true );
	}
}
