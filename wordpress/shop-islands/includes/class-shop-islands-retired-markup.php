<?php
/**
 * Markup and styles that only a retired script used.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * While the product gallery island is on, PhotoSwipe is retired: nothing opens WooCommerce's
 * `.pswp` dialog markup (printed in the footer, a hidden `role="dialog"` in the page) nor reads
 * its stylesheets, so neither is printed. The island's own viewer brings what it shows.
 */
final class Shop_Islands_Retired_Markup {

	/**
	 * The switches.
	 *
	 * @var Shop_Islands_Switches
	 */
	private $switches;

	/**
	 * Constructor.
	 *
	 * @param Shop_Islands_Switches $switches The switches.
	 */
	public function __construct( Shop_Islands_Switches $switches ) {
		$this->switches = $switches;
	}

	/**
	 * Runs after WooCommerce's own `wp_enqueue_scripts` (priority 10), which adds them.
	 */
	public function register() {
		add_action( 'wp_enqueue_scripts', array( $this, 'retire_photoswipe' ), 20 );
	}

	/**
	 * Takes PhotoSwipe's footer markup and stylesheets off the page.
	 */
	public function retire_photoswipe() {
		if ( ! $this->switches->is_on( 'product-gallery' ) ) {
			return;
		}
		remove_action( 'wp_footer', 'woocommerce_photoswipe' );
		foreach ( array( 'photoswipe-default-skin', 'photoswipe', 'wc-photoswipe-default-skin', 'wc-photoswipe' ) as $style ) {
			wp_dequeue_style( $style );
		}
	}
}
