<?php
/**
 * Plugin Name: Shop Islands neighbours
 * Description: Test-only. Two scripts of the kind other plugins put on a shop, on pages of a browser that carries the cookie `shop_islands_neighbours=1`: an analytics script on jQuery that records every event the original WooCommerce and wishlist scripts trigger, and a script that declares the retired handles as its dependencies and uses their localized globals and events. Never install it on a site.
 * Version: 0.1.0
 * Requires at least: 6.9
 * Requires PHP: 7.4
 * License: GPL-2.0-or-later
 *
 * The tier runs journeys with the original scripts and with the islands, with these neighbours on
 * the page; both must see the same events with the same arguments, and neither may throw.
 *
 * @package ShopIslandsNeighbours
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'wp_enqueue_scripts',
	static function () {
		// A read-only switch of a test shop: no state changes, so no nonce.
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended
		if ( '1' !== sanitize_text_field( wp_unslash( $_COOKIE['shop_islands_neighbours'] ?? '' ) ) ) {
			return;
		}
		$url = plugin_dir_url( __FILE__ );
		wp_enqueue_script( 'shop-islands-neighbour-analytics', $url . 'analytics.js', array( 'jquery' ), '0.1.0', true );
		// Whichever of them the shop registers on this page (the wishlist's only where it runs).
		$retired = array_values(
			array_filter(
				array( 'wc-add-to-cart', 'wc-cart-fragments', 'jquery-yith-wcwl' ),
				static function ( $handle ) {
					return wp_script_is( $handle, 'registered' );
				}
			)
		);
		wp_enqueue_script( 'shop-islands-neighbour-dependent', $url . 'dependent.js', $retired, '0.1.0', true );
	},
	100
);
