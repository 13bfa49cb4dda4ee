/**
 * A neighbour that declares the retired handles as its dependencies (`wc-add-to-cart`,
 * `wc-cart-fragments`, `jquery-yith-wcwl`) and uses what they defined: their localized globals,
 * WooCommerce's stored fragments, the events, and `wc_fragment_refresh` to ask for fresh
 * fragments after work of its own (`window.shopIslandsNeighbours.refreshCart()`, which the tier
 * calls). The tier reads its records through `window.__shopIslandsNeighbour`.
 */
/* global jQuery */
( function ( $ ) {
	function keep( entry ) {
		if ( typeof window.__shopIslandsNeighbour === 'function' ) {
			window.__shopIslandsNeighbour( 'dependent', entry );
		}
	}

	var cart = window.wc_add_to_cart_params;
	var fragments = window.wc_cart_fragments_params;
	var wishlist = window.yith_wcwl_l10n;

	function storedFragments() {
		try {
			var stored = fragments && JSON.parse( sessionStorage.getItem( fragments.fragment_name ) || 'null' );
			return stored ? Object.keys( stored ).sort() : null;
		} catch ( error ) {
			return 'unreadable';
		}
	}

	keep( {
		event: 'globals',
		cart: cart ? { endpoint: String( cart.wc_ajax_url ).replace( '%%endpoint%%', 'add_to_cart' ), view_cart: cart.i18n_view_cart, cart_url: cart.cart_url, redirect: cart.cart_redirect_after_add } : null,
		fragments: fragments ? { name: fragments.fragment_name, endpoint: String( fragments.wc_ajax_url ).replace( '%%endpoint%%', 'get_refreshed_fragments' ) } : null,
		wishlist: wishlist ? { ajax_url: wishlist.ajax_url, actions: Object.keys( wishlist.actions || {} ).sort() } : null
	} );

	$( document.body )
		.on( 'wc_fragments_loaded wc_fragments_refreshed', function ( event ) {
			keep( { event: event.type, stored: storedFragments() } );
		} )
		.on( 'added_to_cart removed_from_cart', function ( event, newFragments, cartHash ) {
			keep( { event: event.type, cart_hash: cartHash, fragments: Object.keys( newFragments || {} ).sort() } );
		} )
		.on( 'added_to_wishlist removed_from_wishlist', function ( event ) {
			keep( { event: event.type } );
		} );

	window.shopIslandsNeighbours = {
		refreshCart: function () {
			$( document.body ).trigger( 'wc_fragment_refresh' );
		}
	};
}( jQuery ) );
