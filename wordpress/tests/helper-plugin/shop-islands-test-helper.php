<?php
/**
 * Plugin Name: Shop Islands test helper
 * Description: Test-only. Stages what the real-WordPress journeys need and a stock shop lacks. Never install it on a site.
 * Version: 0.1.0
 * Requires at least: 6.9
 * Requires PHP: 7.4
 * License: GPL-2.0-or-later
 *
 * With `?islands-test-rest` in a front-end URL, the page asks for the REST API the way a theme's
 * script would (`wp-api-request` enqueued), so WordPress prints `wpApiSettings` and the islands
 * lend `wp.apiFetch`. As the README advises when nothing calls jQuery's `wp.apiRequest`, the
 * handle keeps its data but loses its file and its jQuery dependency.
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
		wp_enqueue_script( 'wp-api-request' );
		$handle = wp_scripts()->query( 'wp-api-request' );
		if ( $handle ) {
			$handle->src  = false;
			$handle->deps = array();
		}
	},
	20
);
