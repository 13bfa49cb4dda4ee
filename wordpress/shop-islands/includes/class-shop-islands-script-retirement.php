<?php
/**
 * Takes the retired handles' files off the page and keeps everything else as it was.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Rewrites the registered scripts just before WordPress prints them.
 *
 * - A retired script keeps its handle, its enqueued state, its localized data and its inline
 *   scripts, but loses its file and its dependencies (contract woocommerce G2): its global prints
 *   once, byte for byte as before, and WordPress keeps `woocommerce` registered for the scripts
 *   that name it (G3).
 * - A script that stays and depended on a retired one gets that one's dependencies instead, so
 *   WooCommerce's classic checkout.js still finds jQuery and blockUI, which it used to receive
 *   through `woocommerce`.
 * - jQuery and the libraries are never dequeued: WordPress prints them only while a script left on
 *   the page depends on them. A retired library (see Shop_Islands_Handle_Map) that something still
 *   needs is kept whole.
 * - The loader depends on every retired handle on the page, so their globals print before it.
 *
 * It runs again before the footer is printed, for the scripts enqueued while the page rendered.
 */
final class Shop_Islands_Script_Retirement {

	/**
	 * Handle => its registered src and deps before any change, for every handle changed.
	 *
	 * @var array<string, array{src: string|false, deps: string[]}>
	 */
	private $original = array();

	/**
	 * Libraries whose file was taken off.
	 *
	 * @var string[]
	 */
	private $retired_libraries = array();

	/**
	 * Applies the retirement.
	 *
	 * @param WP_Scripts              $scripts The registry.
	 * @param array<string, string[]> $retired Handles to retire => their widgets.
	 * @param string                  $loader  The loader's handle.
	 */
	public function apply( WP_Scripts $scripts, array $retired, $loader ) {
		$this->restore_libraries( $scripts );

		$retired_scripts = array();
		foreach ( array_keys( $retired ) as $handle ) {
			if ( isset( $scripts->registered[ $handle ] ) && ! Shop_Islands_Handle_Map::is_library( $handle ) ) {
				$retired_scripts[ $handle ] = true;
			}
		}

		foreach ( array_keys( $retired_scripts ) as $handle ) {
			$this->remember( $scripts, $handle );
			$scripts->registered[ $handle ]->src  = false;
			$scripts->registered[ $handle ]->deps = array();
		}

		foreach ( $scripts->registered as $handle => $script ) {
			if ( isset( $retired_scripts[ $handle ] ) || $loader === $handle || ! array_intersect_key( array_flip( $script->deps ), $retired_scripts ) ) {
				continue;
			}
			$this->remember( $scripts, $handle );
			$script->deps = $this->inherit( $script->deps, $retired_scripts, array() );
		}

		if ( isset( $scripts->registered[ $loader ] ) ) {
			$scripts->registered[ $loader ]->deps = array();
		}
		$on_page = $this->closure( $scripts, array_diff( $scripts->queue, array( $loader ) ), $retired );

		foreach ( array_keys( $retired ) as $handle ) {
			if ( ! Shop_Islands_Handle_Map::is_library( $handle ) || ! isset( $scripts->registered[ $handle ] ) || isset( $on_page[ $handle ] ) || in_array( $handle, $scripts->done, true ) ) {
				continue;
			}
			$this->remember( $scripts, $handle );
			$scripts->registered[ $handle ]->src  = false;
			$scripts->registered[ $handle ]->deps = array();
			$this->retired_libraries[]            = $handle;
		}

		if ( isset( $scripts->registered[ $loader ] ) ) {
			$scripts->registered[ $loader ]->deps = array_values( array_intersect( array_keys( $retired_scripts ), array_keys( $on_page ) ) );
			// WordPress caches what the queue pulls in; re-queue the loader to drop that cache.
			$scripts->dequeue( $loader );
			$scripts->enqueue( $loader );
		}
	}

	/**
	 * The handles the queue prints: the queue and everything it depends on, without going into
	 * retired libraries (whether something else needs them is the question being asked).
	 *
	 * @param WP_Scripts              $scripts The registry.
	 * @param string[]                $queue   Handles to start from.
	 * @param array<string, string[]> $retired Retired handles.
	 * @return array<string, true>
	 */
	private function closure( WP_Scripts $scripts, array $queue, array $retired ) {
		$seen  = array();
		$stack = array();
		foreach ( $queue as $handle ) {
			if ( ! ( isset( $retired[ $handle ] ) && Shop_Islands_Handle_Map::is_library( $handle ) ) ) {
				$stack[] = $handle;
			}
		}
		while ( $stack ) {
			$handle = array_pop( $stack );
			if ( isset( $seen[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) ) {
				continue;
			}
			$seen[ $handle ] = true;
			foreach ( $scripts->registered[ $handle ]->deps as $dep ) {
				$stack[] = $dep;
			}
		}
		return $seen;
	}

	/**
	 * A dependency list where each retired script is followed by what it depended on, recursively.
	 *
	 * @param string[]            $deps    Dependencies.
	 * @param array<string, true> $retired Retired scripts.
	 * @param array<string, true> $visited Retired scripts already expanded on this path.
	 * @return string[]
	 */
	private function inherit( array $deps, array $retired, array $visited ) {
		$out = array();
		foreach ( $deps as $dep ) {
			$out[] = $dep;
			if ( isset( $retired[ $dep ] ) && ! isset( $visited[ $dep ] ) && isset( $this->original[ $dep ] ) ) {
				$out = array_merge( $out, $this->inherit( $this->original[ $dep ]['deps'], $retired, $visited + array( $dep => true ) ) );
			}
		}
		return array_values( array_unique( $out ) );
	}

	/**
	 * Records a handle's registered state before its first change.
	 *
	 * @param WP_Scripts $scripts The registry.
	 * @param string     $handle  Script handle.
	 */
	private function remember( WP_Scripts $scripts, $handle ) {
		if ( ! isset( $this->original[ $handle ] ) ) {
			$this->original[ $handle ] = array(
				'src'  => $scripts->registered[ $handle ]->src,
				'deps' => $scripts->registered[ $handle ]->deps,
			);
		}
	}

	/**
	 * Puts back the libraries taken off on an earlier pass and not printed yet: a script enqueued
	 * since may need them.
	 *
	 * @param WP_Scripts $scripts The registry.
	 */
	private function restore_libraries( WP_Scripts $scripts ) {
		foreach ( $this->retired_libraries as $handle ) {
			if ( isset( $scripts->registered[ $handle ] ) && ! in_array( $handle, $scripts->done, true ) ) {
				$scripts->registered[ $handle ]->src  = $this->original[ $handle ]['src'];
				$scripts->registered[ $handle ]->deps = $this->original[ $handle ]['deps'];
			}
		}
		$this->retired_libraries = array();
	}
}
