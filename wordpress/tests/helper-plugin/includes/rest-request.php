<?php
/**
 * With `?islands-test-rest` in a front-end URL, the page asks for the REST API the way a theme's
 * script would. With the islands: `wp-api-request` enqueued, so WordPress prints `wpApiSettings`
 * and the islands lend `wp.apiFetch`; as widgets/rest-api/README.md advises when nothing calls jQuery's
 * `wp.apiRequest`, the handle keeps its data but loses its file and its jQuery dependency. With
 * the original scripts (the `shop_islands_original` cookie): WordPress's own `wp-api-fetch`, whose
 * nonce middleware and nonce endpoint do what the islands' helper does.
 *
 * @package ShopIslandsTestHelper
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'wp_enqueue_scripts',
	static function () {
		// Read-only switch on a test page: no state changes, so no nonce.
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended
		if ( ! isset( $_GET['islands-test-rest'] ) ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended
		if ( '1' === sanitize_text_field( wp_unslash( $_COOKIE['shop_islands_original'] ?? '' ) ) ) {
			wp_enqueue_script( 'wp-api-fetch' );
			return;
		}
		wp_enqueue_script( 'wp-api-request' );
		$handle = wp_scripts()->query( 'wp-api-request' );
		if ( $handle ) {
			$handle->src  = false;
			$handle->deps = array();
		}
	},
	20
);
