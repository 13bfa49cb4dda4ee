/**
 * An analytics neighbour, as pixel and tracking plugins are written: on jQuery, bound to
 * `document.body`, reading what it reports from the event's arguments with jQuery's own API
 * (`$button.data( 'product_id' )`). It records every event the original WooCommerce and wishlist
 * scripts trigger; the tier reads the records through `window.__shopIslandsNeighbour`.
 */
/* global jQuery */
( function ( $ ) {
	var GENERIC = [
		'wc_fragments_loaded', 'wc_fragments_refreshed', 'wc_fragments_ajax_error', 'wc_fragment_refresh', 'wc_cart_button_updated',
		'ajax_request_not_sent', 'check_variations', 'reset_data', 'update_variation_values', 'woocommerce_update_variation_values',
		'hide_variation', 'reset_image', 'reset_focus', 'announce_reset', 'clear_reset_announcement',
		'woocommerce_variation_select_change', 'woocommerce_variation_has_changed', 'wc_variation_form',
		'woocommerce_gallery_init_zoom', 'woocommerce_gallery_reset_slide_position', 'wc-product-gallery-before-init',
		'wc-product-gallery-after-init', 'wc_cart_emptied', 'updated_wc_div', 'updated_cart_totals', 'updated_shipping_method',
		'update_checkout', 'updated_checkout', 'applied_coupon', 'removed_coupon', 'item_removed_from_classic_cart',
		'country_to_state_changed', 'payment_method_selected', 'init_checkout', 'checkout_error', 'yith_wcwl_init',
		'yith_wcwl_init_after_ajax', 'yith_wcwl_fragments_loaded', 'yith_wcwl_fragments_replaced', 'adding_to_wishlist',
		'moved_to_another_wishlist', 'yith_wcwl_popup_opened', 'yith_wcwl_tab_selected', 'yith_wcwl_responsive_template',
		'yith_wcwl_reload_wishlist_from_frequently'
	];

	function keep( entry ) {
		if ( typeof window.__shopIslandsNeighbour === 'function' ) {
			window.__shopIslandsNeighbour( 'analytics', entry );
		}
	}

	/** What a tracker reports of an argument it does not know: its kind. */
	function kind( value ) {
		if ( value && value.jquery ) {
			return 'jQuery(' + value.length + ')';
		}
		if ( value && value.nodeType ) {
			return 'element';
		}
		if ( Array.isArray( value ) ) {
			return 'array';
		}
		return value === null ? 'null' : typeof value;
	}

	$( document.body )
		.on( 'adding_to_cart', function ( event, $button, data ) {
			keep( { event: event.type, product_id: $button.data( 'product_id' ), quantity: data && data.quantity } );
		} )
		.on( 'added_to_cart', function ( event, fragments, cartHash, $button ) {
			keep( {
				event: event.type,
				product_id: $button.data( 'product_id' ),
				quantity: $button.data( 'quantity' ),
				cart_hash: cartHash,
				fragments: Object.keys( fragments || {} ).sort()
			} );
		} )
		.on( 'removed_from_cart', function ( event, fragments, cartHash, $button ) {
			keep( {
				event: event.type,
				product_id: $button.data( 'product_id' ),
				cart_item_key: $button.data( 'cart_item_key' ),
				cart_hash: cartHash,
				fragments: Object.keys( fragments || {} ).sort()
			} );
		} )
		.on( 'found_variation show_variation', function ( event, variation, purchasable ) {
			keep( { event: event.type, variation_id: variation.variation_id, sku: variation.sku, price: variation.display_price, purchasable: purchasable } );
		} )
		.on( 'added_to_wishlist removed_from_wishlist', function ( event, $link, $block ) {
			keep( { event: event.type, product_id: $link && $link.jquery ? $link.data( 'product-id' ) : null, blocks: $block && $block.jquery ? $block.length : kind( $block ) } );
		} )
		.on( GENERIC.join( ' ' ), function ( event ) {
			keep( { event: event.type, args: Array.prototype.slice.call( arguments, 1 ).map( kind ) } );
		} );
}( jQuery ) );
