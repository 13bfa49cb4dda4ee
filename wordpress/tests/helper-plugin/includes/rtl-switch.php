<?php
/**
 * The cookie `shop_islands_rtl=1` makes the shop a Hebrew (right-to-left) site for that browser's
 * requests: the `locale` filter gives `he_IL` (so `language_attributes()` prints `lang="he-IL"`),
 * and the translation WordPress reads its direction from, 'ltr' with the context 'text direction'
 * in the default domain, answers 'rtl', as the Hebrew .mo does. WP_Locale reads that when it is
 * built, after plugins load, so `is_rtl()` is true: `dir="rtl"`, `body.rtl`, Storefront's and
 * WooCommerce's `-rtl.css`, `flexslider.rtl`. The words stay English (no translations installed),
 * so a journey finds its buttons by their names.
 *
 * @package ShopIslandsTestHelper
 */

defined( 'ABSPATH' ) || exit;

// A read-only switch of a test shop: no state changes, so no nonce.
// phpcs:ignore WordPress.Security.NonceVerification.Recommended
if ( '1' === sanitize_text_field( wp_unslash( $_COOKIE['shop_islands_rtl'] ?? '' ) ) ) {
	add_filter(
		'locale',
		static function () {
			return 'he_IL';
		}
	);
	add_filter(
		'gettext_with_context_default',
		static function ( $translation, $text, $context ) {
			return 'ltr' === $text && 'text direction' === $context ? 'rtl' : $translation;
		},
		10,
		3
	);
}
