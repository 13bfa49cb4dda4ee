<?php
/**
 * The cookie `shop_islands_cdn=http://127.0.0.1:<port>` moves the Shop Islands plugin's files to
 * that origin, as a CDN plugin does by filtering `plugins_url`: the loader, its preload hints and
 * so the chunks it imports come from there. The tier serves `dist/` on two such origins, one that
 * sends Access-Control-Allow-Origin and one that does not (scripts/e2e/wordpress/asset-origins.ts).
 *
 * @package ShopIslandsTestHelper
 */

defined( 'ABSPATH' ) || exit;

// A read-only switch of a test shop, loopback origins only.
// phpcs:ignore WordPress.Security.NonceVerification.Recommended
$shop_islands_cdn = sanitize_text_field( wp_unslash( (string) ( $_COOKIE['shop_islands_cdn'] ?? '' ) ) );
if ( preg_match( '#^http://127\.0\.0\.1:\d{2,5}$#', $shop_islands_cdn ) ) {
	add_filter(
		'plugins_url',
		static function ( $url ) use ( $shop_islands_cdn ) {
			if ( false === strpos( $url, '/wp-content/plugins/shop-islands/' ) ) {
				return $url;
			}
			return preg_replace( '#^https?://[^/]+#', $shop_islands_cdn, $url );
		}
	);
}
unset( $shop_islands_cdn );
