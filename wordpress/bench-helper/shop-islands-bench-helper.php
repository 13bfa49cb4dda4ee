<?php
/**
 * Plugin Name: Shop Islands bench helper
 * Description: Bench-only (`npm run bench:wordpress`, beside the test helper, whose cookie lets one request see the original scripts). Stages the 200-product page. Never install it on a site.
 * Version: 0.1.0
 * Requires at least: 6.9
 * Requires PHP: 7.4
 * License: GPL-2.0-or-later
 *
 * - The products of the category `bench-200` stay off `/shop/` (whose page the bench measures as
 *   the kit made it) and all show on their category page, one page of up to 200.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

const SHOP_ISLANDS_BENCH_CATEGORY = 'bench-200';

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
