<?php
/**
 * Takes off the page the stylesheets that only a retired library needed.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The wishlist plugin registers selectBox's and prettyPhoto's stylesheets as dependencies of its
 * own (`yith_wcwl_main_style_deps`), so both print, render-blocking, on every page with a wishlist
 * button, although they style only the markup those two scripts build. While the islands replace
 * the library and no script that stays names it, its stylesheet keeps its handle (the sheets that
 * name it still print) but loses its file. The islands that replace the libraries carry the looks
 * they need (the wishlist's enhanced select, the lightbox).
 *
 * Registered scripts count, not only enqueued ones: the head's sheets print before a plugin may
 * enqueue, while its markup renders, the script that would need the library.
 */
final class Shop_Islands_Style_Retirement {

	/**
	 * Stylesheet handle => the library scripts (a name and its aliases) whose markup it styles.
	 */
	const STYLES = array(
		'jquery-selectBox'            => array( 'jquery-selectBox' ),
		'woocommerce_prettyPhoto_css' => array( 'wc-prettyPhoto', 'prettyPhoto' ),
	);

	/**
	 * Takes off the files of the stylesheets whose libraries are all retired and unnamed.
	 *
	 * @param WP_Styles               $styles  The style registry.
	 * @param WP_Scripts              $scripts The script registry, after the scripts' retirement.
	 * @param array<string, string[]> $retired Retired handles => their widgets.
	 */
	public function apply( WP_Styles $styles, WP_Scripts $scripts, array $retired ) {
		foreach ( self::STYLES as $handle => $libraries ) {
			if ( ! isset( $styles->registered[ $handle ] ) || in_array( $handle, $styles->done, true ) ) {
				continue;
			}
			if ( array_diff( $libraries, array_keys( $retired ) ) || $this->named( $scripts, $libraries ) ) {
				continue;
			}
			$styles->registered[ $handle ]->src = false;
		}
	}

	/**
	 * Whether a registered script other than the libraries themselves depends on one of them (a
	 * retired script no longer depends on anything).
	 *
	 * @param WP_Scripts $scripts   The script registry.
	 * @param string[]   $libraries Library handles.
	 * @return bool
	 */
	private function named( WP_Scripts $scripts, array $libraries ) {
		foreach ( $scripts->registered as $handle => $script ) {
			if ( ! in_array( $handle, $libraries, true ) && array_intersect( $script->deps, $libraries ) ) {
				return true;
			}
		}
		return false;
	}
}
