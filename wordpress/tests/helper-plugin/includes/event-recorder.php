<?php
/**
 * With the cookie `shop_islands_record=1` (the tier's browsers carry it; the bench's do not, so
 * both of its sides stay as a shop serves them), prints `js/event-recorder.js` first in <head>,
 * and its jQuery half right after jQuery, wherever jQuery is printed. Inline, so it runs before
 * every script of the page (see the script).
 *
 * @package ShopIslandsTestHelper
 */

defined( 'ABSPATH' ) || exit;

// A read-only switch of a test shop: no state changes, so no nonce.
// phpcs:ignore WordPress.Security.NonceVerification.Recommended
if ( '1' !== sanitize_text_field( wp_unslash( $_COOKIE['shop_islands_record'] ?? '' ) ) ) {
	return;
}

add_action(
	'wp_head',
	static function () {
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		wp_print_inline_script_tag( (string) file_get_contents( dirname( __DIR__ ) . '/js/event-recorder.js' ), array( 'id' => 'shop-islands-event-recorder' ) );
	},
	0
);

add_action(
	'wp_enqueue_scripts',
	static function () {
		wp_add_inline_script( 'jquery-core', 'window.__shopIslandsBindJQuery && window.__shopIslandsBindJQuery( jQuery );' );
	}
);
