<?php
/**
 * Plugin Name:       Shop islands
 * Description:       Replaces the jQuery front-end scripts of WooCommerce, YITH WooCommerce Wishlist and the JNews theme with one small loader of self-mounting islands.
 * Version:           0.1.0
 * Requires at least: 6.9
 * Requires PHP:      7.4
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       shop-islands
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

define( 'SHOP_ISLANDS_FILE', __FILE__ );

require_once __DIR__ . '/includes/class-shop-islands-build.php';
require_once __DIR__ . '/includes/class-shop-islands-handle-map.php';
require_once __DIR__ . '/includes/class-shop-islands-switches.php';
require_once __DIR__ . '/includes/class-shop-islands-script-retirement.php';
require_once __DIR__ . '/includes/class-shop-islands-style-retirement.php';
require_once __DIR__ . '/includes/class-shop-islands-asset-origin.php';
require_once __DIR__ . '/includes/island-strings.php';
require_once __DIR__ . '/includes/class-shop-islands-loader.php';
require_once __DIR__ . '/includes/class-shop-islands-wishlist-rendering.php';
require_once __DIR__ . '/includes/class-shop-islands-retired-markup.php';
require_once __DIR__ . '/includes/class-shop-islands-catalogue.php';
require_once __DIR__ . '/includes/class-shop-islands-settings-page.php';

( static function () {
	$build    = Shop_Islands_Build::from_folder( __DIR__ . '/dist', plugins_url( 'dist/', __FILE__ ) );
	$switches = new Shop_Islands_Switches( $build );
	$wishlist = $build ? new Shop_Islands_Wishlist_Rendering( $switches ) : null;

	( new Shop_Islands_Settings_Page( $build, $switches, $wishlist ) )->register();
	if ( null === $build || null === $wishlist ) {
		return;
	}
	$wishlist->register();
	( new Shop_Islands_Retired_Markup( $switches ) )->register();
	( new Shop_Islands_Loader( $build, $switches, new Shop_Islands_Script_Retirement() ) )->register();
} )();
