<?php
/**
 * Plugin Name: Shop Islands bench helper
 * Description: Bench-only (`npm run bench:wordpress`). Lets one request see the original scripts while the plugin stays active, and stages the 200-product page. Never install it on a site.
 * Version: 0.1.0
 * Requires at least: 6.9
 * Requires PHP: 7.4
 * License: GPL-2.0-or-later
 *
 * - The cookie `shop_islands_bench=original` turns every widget off through the plugin's own
 *   `shop_islands_widgets_off` filter: no loader, nothing retired, the wishlist's stored rendering
 *   mode; the page is what the shop serves with the plugin deactivated. A browser context carries
 *   the cookie or not, so the bench alternates per load without touching an option.
 * - The products of the category `bench-200` stay off `/shop/` (whose page the bench measures as
 *   the kit made it) and all show on their category page, one page of up to 200.
 */

defined( 'ABSPATH' ) || exit;

const SHOP_ISLANDS_BENCH_CATEGORY = 'bench-200';

add_filter(
	'shop_islands_widgets_off',
	static function ( $off ) {
		// A read-only switch of the bench's own shop: no state changes, so no nonce.
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended
		if ( 'original' !== ( $_COOKIE['shop_islands_bench'] ?? '' ) || ! class_exists( 'Shop_Islands_Build' ) || ! defined( 'SHOP_ISLANDS_FILE' ) ) {
			return $off;
		}
		$build = Shop_Islands_Build::from_folder( dirname( SHOP_ISLANDS_FILE ) . '/dist', '' );
		return $build ? $build->widgets() : $off;
	}
);

add_filter(
	'loop_shop_per_page',
	static function ( $per_page ) {
		return is_product_category( SHOP_ISLANDS_BENCH_CATEGORY ) ? 200 : $per_page;
	},
	100
);

add_action(
	'woocommerce_product_query',
	static function ( $query ) {
		if ( ! is_shop() ) {
			return;
		}
		$tax_query   = (array) $query->get( 'tax_query' );
		$tax_query[] = array(
			'taxonomy' => 'product_cat',
			'field'    => 'slug',
			'terms'    => array( SHOP_ISLANDS_BENCH_CATEGORY ),
			'operator' => 'NOT IN',
		);
		$query->set( 'tax_query', $tax_query );
	}
);
