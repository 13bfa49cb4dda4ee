<?php
/**
 * A page the same on every load: WooCommerce picks and orders a product's related products at
 * random, so two loads of one product page (the original's and the islands') would show different
 * products with different buttons. Here they are the first ones by id, for every visitor.
 *
 * @package ShopIslandsTestHelper
 */

defined( 'ABSPATH' ) || exit;

add_filter( 'woocommerce_product_related_posts_shuffle', '__return_false' );

add_filter(
	'woocommerce_output_related_products_args',
	static function ( $args ) {
		return array_merge(
			(array) $args,
			array(
				'orderby' => 'id',
				'order'   => 'asc',
			)
		);
	}
);
