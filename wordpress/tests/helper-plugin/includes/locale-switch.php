<?php
/**
 * The cookie `shop_islands_locale=de_DE` makes the shop a German site for that browser's requests:
 * `locale` and `determine_locale` give de_DE, so the shop-islands text domain loads the German .mo
 * the test compiled into wp-content/languages/plugins, and the plugin prints `shopIslandsL10n`.
 * WooCommerce has no German .mo in the kit; its "View cart" (wc_add_to_cart_params.i18n_view_cart)
 * is translated here as its language pack would, so a test sees that the original plugins' own
 * words still reach the islands.
 *
 * @package ShopIslandsTestHelper
 */

defined( 'ABSPATH' ) || exit;

// A read-only switch of a test shop: no state changes, so no nonce.
// phpcs:ignore WordPress.Security.NonceVerification.Recommended
if ( 'de_DE' === sanitize_text_field( wp_unslash( $_COOKIE['shop_islands_locale'] ?? '' ) ) ) {
	$shop_islands_german = static function () {
		return 'de_DE';
	};
	add_filter( 'locale', $shop_islands_german );
	add_filter( 'determine_locale', $shop_islands_german );
	add_filter(
		'gettext_woocommerce',
		static function ( $translation, $text ) {
			return 'View cart' === $text ? 'Warenkorb anzeigen' : $translation;
		},
		10,
		2
	);
}
