<?php
/**
 * Stages what the real-WordPress tier's journeys need beyond the kit's shop, once per shop and
 * idempotently (by SKU, slug and name), so journeys never change products while others run:
 * - products of every kind a setting journey touches: sold individually, out of stock, on
 *   backorder, grouped, external, and the Test Jacket: a variable product with three attributes,
 *   one of them "any" in some variations, variations with their own image, weight, dimensions and
 *   stock, and a gallery;
 * - classic cart and checkout pages beside WooCommerce's block pages, for journeys that switch
 *   `woocommerce_cart_page_id` / `woocommerce_checkout_page_id` per request;
 * - a 10% tax rate, used only where a journey turns taxes on.
 * Run by the tier's global setup through the kit's wp-eval.php; prints the ids as JSON.
 *
 * @package ShopIslandsTestHelper
 */

defined( 'ABSPATH' ) || exit;

require_once ABSPATH . 'wp-admin/includes/image.php';

/**
 * A product by SKU, made once.
 *
 * @param string   $sku  The SKU.
 * @param callable $make Makes and saves the product, returns its id.
 * @return int
 */
function shop_islands_stage_product( $sku, $make ) {
	$id = wc_get_product_id_by_sku( $sku );
	return $id ? $id : (int) $make();
}

/**
 * A generated PNG as an attachment, made once (by title). Wider than Storefront's gallery.
 *
 * @param string $title  The attachment's title.
 * @param int    $width  Width.
 * @param int    $height Height.
 * @param int    $color  0xRRGGBB.
 * @param string $caption The caption.
 * @return int
 */
function shop_islands_stage_image( $title, $width, $height, $color, $caption = '' ) {
	$found = get_posts(
		array(
			'post_type'   => 'attachment',
			'title'       => $title,
			'post_status' => 'inherit',
			'numberposts' => 1,
			'fields'      => 'ids',
		)
	);
	if ( $found ) {
		return (int) $found[0];
	}
	$image = imagecreatetruecolor( $width, $height );
	imagefill( $image, 0, 0, $color );
	ob_start();
	imagepng( $image );
	$png    = ob_get_clean();
	$upload = wp_upload_bits( sanitize_title( $title ) . '.png', null, $png );
	$id     = wp_insert_attachment(
		array(
			'post_mime_type' => 'image/png',
			'post_title'     => $title,
			'post_excerpt'   => $caption,
			'post_status'    => 'inherit',
		),
		$upload['file']
	);
	wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $upload['file'] ) );
	return (int) $id;
}

/**
 * A simple product with stock, saved.
 *
 * @param WC_Product $product The product.
 * @param string     $sku     The SKU.
 * @param string     $name    The name.
 * @param string     $price   The price.
 * @return int
 */
function shop_islands_stage_save( $product, $sku, $name, $price ) {
	$product->set_name( $name );
	$product->set_sku( $sku );
	if ( '' !== $price ) {
		$product->set_regular_price( $price );
	}
	$product->set_status( 'publish' );
	$product->set_catalog_visibility( 'visible' );
	$product->set_short_description( 'Test product ' . $sku );
	return $product->save();
}

$staged = array();

$staged['solo'] = shop_islands_stage_product(
	'TEST-SOLO',
	static function () {
		$product = new WC_Product_Simple();
		$product->set_sold_individually( true );
		$product->set_manage_stock( true );
		$product->set_stock_quantity( 100 );
		return shop_islands_stage_save( $product, 'TEST-SOLO', 'Test Solo Print', '9.00' );
	}
);

$staged['soldOut'] = shop_islands_stage_product(
	'TEST-OOS',
	static function () {
		$product = new WC_Product_Simple();
		$product->set_manage_stock( true );
		$product->set_stock_quantity( 0 );
		$product->set_backorders( 'no' );
		return shop_islands_stage_save( $product, 'TEST-OOS', 'Test Sold-Out Cap', '15.00' );
	}
);

$staged['backorder'] = shop_islands_stage_product(
	'TEST-BACK',
	static function () {
		$product = new WC_Product_Simple();
		$product->set_manage_stock( true );
		$product->set_stock_quantity( 0 );
		$product->set_backorders( 'notify' );
		return shop_islands_stage_save( $product, 'TEST-BACK', 'Test Backorder Lamp', '45.00' );
	}
);

$staged['group'] = shop_islands_stage_product(
	'TEST-GROUP',
	static function () {
		$product = new WC_Product_Grouped();
		$product->set_children( array( wc_get_product_id_by_sku( 'TEST-001' ), wc_get_product_id_by_sku( 'TEST-003' ) ) );
		return shop_islands_stage_save( $product, 'TEST-GROUP', 'Test Gift Set', '' );
	}
);

$staged['external'] = shop_islands_stage_product(
	'TEST-EXT',
	static function () {
		$product = new WC_Product_External();
		$product->set_product_url( 'https://example.org/partner-book' );
		$product->set_button_text( 'Buy from our partner' );
		return shop_islands_stage_save( $product, 'TEST-EXT', 'Test Partner Book', '18.00' );
	}
);

$staged['jacket'] = shop_islands_stage_product(
	'TEST-JACKET',
	static function () {
		$attributes = array();
		foreach ( array(
			'Color'  => array( 'Red', 'Blue' ),
			'Size'   => array( 'S', 'M', 'L' ),
			'Fabric' => array( 'Cotton', 'Wool' ),
		) as $name => $options ) {
			$attribute = new WC_Product_Attribute();
			$attribute->set_name( $name );
			$attribute->set_options( $options );
			$attribute->set_visible( true );
			$attribute->set_variation( true );
			$attributes[] = $attribute;
		}
		$jacket = new WC_Product_Variable();
		$jacket->set_attributes( $attributes );
		$jacket->set_image_id( shop_islands_stage_image( 'Jacket front', 1200, 1200, 0x2563eb ) );
		$jacket->set_gallery_image_ids(
			array(
				shop_islands_stage_image( 'Jacket side', 1400, 1000, 0x16a34a, 'Green side' ),
				shop_islands_stage_image( 'Jacket back', 1000, 1250, 0xdc2626 ),
			)
		);
		$parent = shop_islands_stage_save( $jacket, 'TEST-JACKET', 'Test Jacket', '' );
		// Color, size, fabric ('' is "any"), price, weight, length x width x height, stock, image.
		$variations = array(
			array( 'Red', 'S', '', '50.00', '1.2', array( '60', '40', '5' ), 10, shop_islands_stage_image( 'Jacket red', 1100, 1100, 0xb91c1c ) ),
			array( 'Red', 'M', 'Cotton', '52.00', '', array( '', '', '' ), 10, 0 ),
			array( 'Blue', 'L', '', '55.00', '1.5', array( '62', '42', '6' ), 2, shop_islands_stage_image( 'Jacket blue', 1100, 1100, 0x1d4ed8 ) ),
			array( 'Blue', 'S', 'Wool', '54.00', '', array( '', '', '' ), 0, 0 ),
		);
		foreach ( $variations as $spec ) {
			$variation = new WC_Product_Variation();
			$variation->set_parent_id( $parent );
			$variation->set_attributes(
				array(
					'color'  => $spec[0],
					'size'   => $spec[1],
					'fabric' => $spec[2],
				)
			);
			$variation->set_regular_price( $spec[3] );
			$variation->set_weight( $spec[4] );
			$variation->set_length( $spec[5][0] );
			$variation->set_width( $spec[5][1] );
			$variation->set_height( $spec[5][2] );
			$variation->set_manage_stock( true );
			$variation->set_stock_quantity( $spec[6] );
			$variation->set_image_id( $spec[7] );
			$variation->set_sku( 'TEST-JACKET-' . strtoupper( $spec[0] . '-' . $spec[1] . ( '' === $spec[2] ? '' : '-' . $spec[2] ) ) );
			$variation->set_status( 'publish' );
			$variation->save();
		}
		WC_Product_Variable::sync( $parent );
		return $parent;
	}
);
foreach ( wc_get_product( $staged['jacket'] )->get_children() as $child ) {
	$staged[ 'jacket:' . wc_get_product( $child )->get_sku() ] = $child;
}

foreach ( array(
	'cart-classic'     => array( 'Cart (classic)', '[woocommerce_cart]' ),
	'checkout-classic' => array( 'Checkout (classic)', '[woocommerce_checkout]' ),
) as $slug => $page_spec ) {
	$found                     = get_page_by_path( $slug );
	$staged[ 'page:' . $slug ] = $found ? $found->ID : wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => $slug,
			'post_title'   => $page_spec[0],
			'post_content' => '<!-- wp:shortcode -->' . $page_spec[1] . '<!-- /wp:shortcode -->',
		)
	);
}

if ( ! WC_Tax::find_rates(
	array(
		'country' => 'US',
		'state'   => 'CA',
	)
) ) {
	WC_Tax::_insert_tax_rate(
		array(
			'tax_rate_country'  => '',
			'tax_rate'          => '10.0000',
			'tax_rate_name'     => 'VAT',
			'tax_rate_priority' => 1,
			'tax_rate_shipping' => 1,
			'tax_rate_class'    => '',
		)
	);
}

echo wp_json_encode( $staged );
