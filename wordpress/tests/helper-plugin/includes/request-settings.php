<?php
/**
 * The cookie `shop_islands_settings` (base64url of `{"options": {...}, "theme_mods": {...}}`) sets
 * the shop's settings for this request only: WooCommerce's and the wishlist plugin's options (and
 * WordPress's `comment_moderation`, so reviews wait) through `pre_option_{name}`, Storefront's theme mods through `theme_mod_{name}`. Each journey's
 * browser context carries the settings it runs under, so journeys under different settings run
 * at the same time on one shop, and nothing has to be put back after a journey that died.
 *
 * Only the names a journey may set are taken (the prefixes below); anything else in the cookie,
 * or a cookie that does not decode, is ignored.
 *
 * @package ShopIslandsTestHelper
 */

defined( 'ABSPATH' ) || exit;

/**
 * The settings this request carries, or empty lists.
 *
 * @return array{options: array<string, mixed>, theme_mods: array<string, mixed>}
 */
function shop_islands_test_request_settings() {
	static $settings = null;
	if ( null !== $settings ) {
		return $settings;
	}
	$settings = array(
		'options'    => array(),
		'theme_mods' => array(),
	);
	// A read-only switch of a test shop: no state changes, so no nonce.
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
	$raw = isset( $_COOKIE['shop_islands_settings'] ) ? (string) wp_unslash( $_COOKIE['shop_islands_settings'] ) : '';
	// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
	$decoded = '' === $raw ? null : json_decode( (string) base64_decode( strtr( $raw, '-_', '+/' ), true ), true );
	if ( ! is_array( $decoded ) ) {
		return $settings;
	}
	foreach ( array(
		'options'    => '/^((woocommerce_|yith_wcwl_)[a-z0-9_]+|comment_moderation)$/',
		'theme_mods' => '/^storefront_[a-z0-9_]+$/',
	) as $kind => $allowed ) {
		foreach ( (array) ( $decoded[ $kind ] ?? array() ) as $name => $value ) {
			if ( is_string( $name ) && preg_match( $allowed, $name ) ) {
				$settings[ $kind ][ $name ] = $value;
			}
		}
	}
	return $settings;
}

foreach ( shop_islands_test_request_settings()['options'] as $shop_islands_test_name => $shop_islands_test_value ) {
	add_filter(
		'pre_option_' . $shop_islands_test_name,
		static function () use ( $shop_islands_test_value ) {
			return $shop_islands_test_value;
		}
	);
}

foreach ( shop_islands_test_request_settings()['theme_mods'] as $shop_islands_test_name => $shop_islands_test_value ) {
	add_filter(
		'theme_mod_' . $shop_islands_test_name,
		static function () use ( $shop_islands_test_value ) {
			return $shop_islands_test_value;
		}
	);
}
