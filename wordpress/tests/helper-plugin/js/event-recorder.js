/**
 * Records every event the original WooCommerce and wishlist scripts trigger (their names, from
 * their sources), wherever it is triggered, with its arguments as a listener on `document.body`
 * sees them (after the handlers bound on the element and on body, as an analytics plugin's would),
 * and hands each to the test through `window.__shopIslandsRecord` (a Playwright binding; without
 * it, nothing is kept). Printed first in <head>, before any script of the page:
 * - natively, bubbling, on `document`: the bare events the islands dispatch where jQuery is not on
 *   the page (they bubble through body first);
 * - through jQuery, bound right after jQuery itself loads (an inline script after `jquery-core`,
 *   which prints only where jQuery does), delegated from `document` to `body`, and directly on
 *   `document` for the events triggered there: what the originals trigger, and what the islands
 *   trigger where jQuery is on the page.
 * Elements and jQuery objects are described (tag, id, classes, the data a listener reads);
 * objects are copied four levels deep.
 */
( function () {
	var NAMES = [
		// add-to-cart.js, cart-fragments.js
		'adding_to_cart', 'added_to_cart', 'removed_from_cart', 'wc_cart_button_updated', 'ajax_request_not_sent',
		'wc_fragments_loaded', 'wc_fragments_refreshed', 'wc_fragments_ajax_error', 'wc_fragment_refresh',
		// add-to-cart-variation.js
		'check_variations', 'reset_data', 'update_variation_values', 'woocommerce_update_variation_values',
		'show_variation', 'found_variation', 'hide_variation', 'reset_image', 'reset_focus', 'announce_reset',
		'clear_reset_announcement', 'woocommerce_variation_select_change', 'woocommerce_variation_has_changed',
		'wc_variation_form', 'woocommerce_gallery_init_zoom', 'woocommerce_gallery_reset_slide_position',
		// single-product.js
		'wc-product-gallery-before-init', 'wc-product-gallery-after-init',
		// cart.js, checkout.js
		'wc_cart_emptied', 'updated_wc_div', 'updated_cart_totals', 'updated_shipping_method', 'update_checkout',
		'updated_checkout', 'applied_coupon', 'removed_coupon', 'item_removed_from_classic_cart',
		'country_to_state_changed', 'payment_method_selected', 'init_checkout', 'checkout_error',
		// jquery.yith-wcwl.js
		'yith_wcwl_init', 'yith_wcwl_init_after_ajax', 'yith_wcwl_fragments_loaded', 'yith_wcwl_fragments_replaced',
		'adding_to_wishlist', 'added_to_wishlist', 'removed_from_wishlist', 'moved_to_another_wishlist',
		'yith_wcwl_popup_opened', 'yith_wcwl_tab_selected', 'yith_wcwl_responsive_template',
		'yith_wcwl_reload_wishlist_from_frequently'
	];
	var DATA = [ 'product_id', 'product_sku', 'quantity', 'product-id', 'product-type', 'cart_item_key', 'item-id', 'row-id' ];

	function describe( element ) {
		if ( ! element || ! element.tagName ) {
			return element === document ? 'document' : String( element );
		}
		// The page's own classes (a theme's focus or scroll state) say nothing of the event.
		if ( element === document.body || element === document.documentElement ) {
			return element.tagName.toLowerCase();
		}
		var text = element.tagName.toLowerCase();
		if ( element.id ) {
			text += '#' + element.id;
		}
		var classes = ( element.getAttribute( 'class' ) || '' ).split( /\s+/ ).filter( Boolean ).sort();
		if ( classes.length ) {
			text += '.' + classes.join( '.' );
		}
		DATA.forEach( function ( name ) {
			var value = element.getAttribute( 'data-' + name );
			if ( value !== null ) {
				text += '[data-' + name + '=' + value + ']';
			}
		} );
		return text;
	}

	function copy( value, depth ) {
		if ( value === null || typeof value !== 'object' ) {
			return typeof value === 'function' ? '[function]' : value;
		}
		if ( value.nodeType ) {
			return { element: describe( value ) };
		}
		if ( value.jquery ) {
			return { jquery: Array.prototype.map.call( value, describe ) };
		}
		if ( depth >= 4 ) {
			return '[object]';
		}
		if ( Array.isArray( value ) ) {
			return value.map( function ( item ) {
				return copy( item, depth + 1 );
			} );
		}
		var out = {};
		Object.keys( value ).sort().forEach( function ( key ) {
			out[ key ] = copy( value[ key ], depth + 1 );
		} );
		return out;
	}

	function record( via, name, target, args ) {
		if ( typeof window.__shopIslandsRecord !== 'function' ) {
			return;
		}
		window.__shopIslandsRecord( {
			via: via,
			name: name,
			target: describe( target ),
			args: copy( args, 0 ),
			path: location.pathname + location.search
		} );
	}

	NAMES.forEach( function ( name ) {
		document.addEventListener( name, function ( event ) {
			var detail = event.detail;
			var args = Array.isArray( detail ) ? detail : detail && Array.isArray( detail.detail ) ? detail.detail : [];
			record( 'native', name, event.target, args );
		} );
	} );

	window.__shopIslandsBindJQuery = function ( $ ) {
		var names = NAMES.join( ' ' );
		var jquery = function ( event ) {
			// A native dispatch reaches jQuery's handlers too; the native listener above has it already.
			if ( event.originalEvent ) {
				return;
			}
			record( 'jquery', event.type, event.target, Array.prototype.slice.call( arguments, 1 ) );
		};
		$( document )
			.on( names, 'body', jquery )
			.on( names, function ( event ) {
				if ( event.target === document ) {
					jquery.apply( this, arguments );
				}
			} );
	};
}() );
