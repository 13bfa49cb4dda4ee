<?php
/**
 * The wishlist plugin's rendering method while the wishlist island is on.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The wishlist island reads the markup of the plugin's `php-templates` mode; a fresh install of
 * YITH WooCommerce Wishlist 4.x defaults to its React mode, whose markup the island leaves alone.
 *
 * While the island is on, the plugin's own filter `yith_wcwl_rendering_method` (through which its
 * front end asks for the mode) answers `php-templates`. The stored option is never written nor
 * masked: a `pre_option_` filter would also make `update_option()` think an unchanged value was
 * being saved, so choosing php-templates in the wishlist plugin's settings would silently not be
 * stored. Turning the island (or this plugin) off gives the site its own choice back.
 */
final class Shop_Islands_Wishlist_Rendering {

	/**
	 * YITH's option.
	 */
	const OPTION = 'yith_wcwl_rendering_method';

	/**
	 * The mode the island reads.
	 */
	const MODE = 'php-templates';

	/**
	 * The switches.
	 *
	 * @var Shop_Islands_Switches
	 */
	private $switches;

	/**
	 * Constructor.
	 *
	 * @param Shop_Islands_Switches $switches The switches.
	 */
	public function __construct( Shop_Islands_Switches $switches ) {
		$this->switches = $switches;
	}

	/**
	 * Hooks the wishlist plugin's filter.
	 */
	public function register() {
		add_filter( 'yith_wcwl_rendering_method', array( $this, 'force' ) );
	}

	/**
	 * Answers `php-templates` while the wishlist island is on, else the plugin's own answer.
	 *
	 * @param mixed $method The rendering method the wishlist plugin chose.
	 * @return mixed
	 */
	public function force( $method ) {
		return $this->switches->is_on( 'wishlist' ) ? self::MODE : $method;
	}

	/**
	 * The stored value, as the wishlist plugin's own settings left it ('' when never set).
	 *
	 * @return string
	 */
	public function stored() {
		$value = get_option( self::OPTION, '' );
		return is_string( $value ) ? $value : '';
	}
}
