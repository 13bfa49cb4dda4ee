<?php
/**
 * Which widgets are on: the settings screen's choice, code's filter, and what keeping an
 * original script implies.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The widget switches and the handles they retire.
 */
final class Shop_Islands_Switches {

	/**
	 * The option: the widget names the site owner turned off.
	 */
	const OPTION = 'shop_islands_widgets_off';

	/**
	 * The build, or null when none is there.
	 *
	 * @var Shop_Islands_Build|null
	 */
	private $build;

	/**
	 * Constructor.
	 *
	 * @param Shop_Islands_Build|null $build The build.
	 */
	public function __construct( $build ) {
		$this->build = $build;
	}

	/**
	 * Every widget of the build.
	 *
	 * @return string[]
	 */
	public function known() {
		return $this->build ? $this->build->widgets() : array();
	}

	/**
	 * Keeps the known widget names of a list, each once, in build order.
	 *
	 * @param mixed $names Anything.
	 * @return string[]
	 */
	public function only_known( $names ) {
		$names = is_array( $names ) ? array_filter( $names, 'is_string' ) : array();
		return array_values( array_intersect( $this->known(), $names ) );
	}

	/**
	 * The widgets the settings screen turned off.
	 *
	 * @return string[]
	 */
	public function chosen_off() {
		return $this->only_known( get_option( self::OPTION, array() ) );
	}

	/**
	 * The widgets turned off by the settings screen and by code.
	 *
	 * @return string[]
	 */
	public function asked_off() {
		/**
		 * Filters the widgets that are off on this request (names as in the settings screen).
		 *
		 * @param string[] $off The names the settings screen turned off.
		 */
		return $this->only_known( apply_filters( 'shop_islands_widgets_off', $this->chosen_off() ) );
	}

	/**
	 * The whole decision for this request: the widgets that are off and why, and the handles
	 * retired.
	 *
	 * A script handle that stays (one of its widgets is off, or code kept it through
	 * `shop_islands_retired_handles`) runs its original file, so every widget that replaces part
	 * of it is off too: the page never runs both (contract woocommerce G4). That may keep another
	 * handle, hence the loop.
	 *
	 * @return array{off: array<string, string>, retired: array<string, string[]>} `off`: widget =>
	 *     the handle whose original script keeps it off, or '' when it was asked off.
	 */
	public function decide() {
		$known = array_fill_keys( $this->known(), true );
		$map   = Shop_Islands_Handle_Map::filtered();
		$off   = $this->spread( array_fill_keys( $this->asked_off(), '' ), $map, $known );

		$retired = array();
		foreach ( $map as $handle => $widgets ) {
			if ( ! $this->is_kept( $handle, $map, $known, $off ) ) {
				$retired[ $handle ] = $widgets;
			}
		}
		return array(
			'off'     => $off,
			'retired' => $retired,
		);
	}

	/**
	 * The widgets that go off with one widget, because it shares an original script with them
	 * (directly or through another widget): turning it off keeps that script, and a kept script
	 * turns off every widget that replaces part of it. The filter's kept handles are left out:
	 * they turn their widgets off whatever the screen says.
	 *
	 * @param string $widget Widget name.
	 * @return array<string, string> Widget => the script handle that takes it off, in build order.
	 */
	public function off_with( $widget ) {
		$known = array_fill_keys( $this->known(), true );
		$map   = Shop_Islands_Handle_Map::filtered();
		$alone = $this->spread( array(), $map, $known );
		$off   = $this->spread( array( $widget => '' ) + $alone, $map, $known );
		$out   = array();
		foreach ( $this->known() as $name ) {
			if ( $name !== $widget && isset( $off[ $name ] ) && ! isset( $alone[ $name ] ) ) {
				$out[ $name ] = $off[ $name ];
			}
		}
		return $out;
	}

	/**
	 * From the widgets asked off to every widget off: a kept script handle turns off each widget
	 * that replaces part of it, which may keep another handle, hence the loop.
	 *
	 * @param array<string, string>   $off   Widgets off so far => the handle that took each off.
	 * @param array<string, string[]> $map   The filtered map.
	 * @param array<string, true>     $known Widgets of the build.
	 * @return array<string, string>
	 */
	private function spread( array $off, array $map, array $known ) {
		$all = $map + Shop_Islands_Handle_Map::defaults();
		do {
			$changed = false;
			foreach ( $all as $handle => $widgets ) {
				if ( Shop_Islands_Handle_Map::is_library( $handle ) || ! $this->is_kept( $handle, $map, $known, $off ) ) {
					continue;
				}
				foreach ( $widgets as $widget ) {
					if ( isset( $known[ $widget ] ) && ! isset( $off[ $widget ] ) ) {
						$off[ $widget ] = $handle;
						$changed        = true;
					}
				}
			}
		} while ( $changed );
		return $off;
	}

	/**
	 * Widgets that are off, in build order.
	 *
	 * @return string[]
	 */
	public function off() {
		return array_values( array_intersect( $this->known(), array_keys( $this->decide()['off'] ) ) );
	}

	/**
	 * Whether a widget is on.
	 *
	 * @param string $widget Widget name.
	 * @return bool
	 */
	public function is_on( $widget ) {
		return in_array( $widget, $this->known(), true ) && ! array_key_exists( $widget, $this->decide()['off'] );
	}

	/**
	 * A handle stays when code dropped it from the map, or when one of its widgets is off or
	 * missing from the build.
	 *
	 * @param string                  $handle Script handle.
	 * @param array<string, string[]> $map    The filtered map.
	 * @param array<string, true>     $known  Widgets of the build.
	 * @param array<string, string>   $off    Widgets off so far.
	 * @return bool
	 */
	private function is_kept( $handle, array $map, array $known, array $off ) {
		if ( ! isset( $map[ $handle ] ) || array() === $map[ $handle ] ) {
			return true;
		}
		foreach ( $map[ $handle ] as $widget ) {
			if ( ! isset( $known[ $widget ] ) || isset( $off[ $widget ] ) ) {
				return true;
			}
		}
		return false;
	}
}
