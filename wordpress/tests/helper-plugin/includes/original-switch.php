<?php
/**
 * The cookie `shop_islands_original=1` turns every widget off through the plugin's own
 * `shop_islands_widgets_off` filter: no loader, nothing retired, the wishlist's stored rendering
 * mode. The page is then what the shop serves with the plugin deactivated (the plugin test proves
 * it, byte for byte but for `<html data-islands-off>`), so a journey runs with the original scripts
 * in one browser context and with the islands in another, at the same time, on one shop.
 *
 * @package ShopIslandsTestHelper
 */

defined( 'ABSPATH' ) || exit;

add_filter(
	'shop_islands_widgets_off',
	static function ( $off ) {
		// A read-only switch of a test shop: no state changes, so no nonce.
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended
		if ( '1' !== sanitize_text_field( wp_unslash( $_COOKIE['shop_islands_original'] ?? '' ) ) || ! class_exists( 'Shop_Islands_Build' ) || ! defined( 'SHOP_ISLANDS_FILE' ) ) {
			return $off;
		}
		$build = Shop_Islands_Build::from_folder( dirname( SHOP_ISLANDS_FILE ) . '/dist', '' );
		return $build ? $build->widgets() : $off;
	}
);
