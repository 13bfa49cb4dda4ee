<?php
/**
 * The cookie `shop_islands_nonce_life=<seconds>` makes WordPress's nonces that short-lived for that
 * browser's requests (the `nonce_life` filter; a day by default), so a journey can meet, in
 * seconds, the stale nonces a cached page carries hours after it was rendered. WordPress accepts a
 * nonce for one to two halves of that life.
 *
 * @package ShopIslandsTestHelper
 */

defined( 'ABSPATH' ) || exit;

// A read-only switch of a test shop: no state changes, so no nonce.
// phpcs:ignore WordPress.Security.NonceVerification.Recommended
$shop_islands_nonce_life = absint( wp_unslash( $_COOKIE['shop_islands_nonce_life'] ?? 0 ) );
if ( $shop_islands_nonce_life >= 2 ) {
	add_filter(
		'nonce_life',
		static function () use ( $shop_islands_nonce_life ) {
			return $shop_islands_nonce_life;
		}
	);
}
unset( $shop_islands_nonce_life );
