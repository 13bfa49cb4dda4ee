<?php
/**
 * Puts the loader on the front end in place of the scripts it replaces.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The front end: the loader, the retirement, the page switch, the preload hints and the
 * dark-mode boot snippet.
 */
final class Shop_Islands_Loader {

	/**
	 * The loader's script handle.
	 */
	const HANDLE = 'shop-islands';

	/**
	 * The build.
	 *
	 * @var Shop_Islands_Build
	 */
	private $build;

	/**
	 * The switches.
	 *
	 * @var Shop_Islands_Switches
	 */
	private $switches;

	/**
	 * The retirement.
	 *
	 * @var Shop_Islands_Script_Retirement
	 */
	private $retirement;

	/**
	 * Constructor.
	 *
	 * @param Shop_Islands_Build             $build      The build.
	 * @param Shop_Islands_Switches          $switches   The switches.
	 * @param Shop_Islands_Script_Retirement $retirement The retirement.
	 */
	public function __construct( Shop_Islands_Build $build, Shop_Islands_Switches $switches, Shop_Islands_Script_Retirement $retirement ) {
		$this->build      = $build;
		$this->switches   = $switches;
		$this->retirement = $retirement;
	}

	/**
	 * Hooks into the front end.
	 */
	public function register() {
		add_filter( 'language_attributes', array( $this, 'add_page_switch' ), 10, 2 );
		add_action( 'wp_head', array( $this, 'print_dark_mode_boot' ), 1 );
		add_action( 'wp_head', array( $this, 'print_preload_hints' ), 2 );
		// After every plugin and theme enqueued theirs; again before each print, for late enqueues.
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ), PHP_INT_MAX );
		add_action( 'wp_print_scripts', array( $this, 'retire' ), 1 );
		add_action( 'wp_print_footer_scripts', array( $this, 'retire' ), 1 );
	}

	/**
	 * Enqueues the loader (footer, deferred, versioned by the build id) and retires what it replaces.
	 */
	public function enqueue() {
		if ( $this->all_off() ) {
			return;
		}
		wp_enqueue_script(
			self::HANDLE,
			$this->build->loader_url(),
			array(),
			$this->build->id(),
			array(
				'in_footer' => true,
				'strategy'  => 'defer',
			)
		);
		$this->retire();
	}

	/**
	 * Retires the replaced handles (see Shop_Islands_Script_Retirement).
	 */
	public function retire() {
		if ( is_admin() || ! wp_script_is( self::HANDLE, 'registered' ) || ! wp_script_is( self::HANDLE ) ) {
			return;
		}
		$this->retirement->apply( wp_scripts(), $this->switches->decide()['retired'], self::HANDLE );
	}

	/**
	 * Adds `data-islands-off` to `<html>`, which the loader reads.
	 *
	 * @param string $output  The attributes.
	 * @param string $doctype 'html' or 'xhtml'.
	 * @return string
	 */
	public function add_page_switch( $output, $doctype = 'html' ) {
		unset( $doctype );
		if ( is_admin() ) {
			return $output;
		}
		$off = $this->switches->off();
		if ( ! $off ) {
			return $output;
		}
		return $output . ' data-islands-off="' . esc_attr( implode( ' ', $off ) ) . '"';
	}

	/**
	 * Prints `<link rel="modulepreload">` for the shared chunks a page's islands will import,
	 * so they download while the page parses instead of after the loader runs.
	 */
	public function print_preload_hints() {
		if ( $this->all_off() ) {
			return;
		}
		$chunks = $this->is_shop_page() ? array( 'framework', 'runtime', 'shop' ) : array();
		/**
		 * Filters the shared chunks preloaded on this page.
		 *
		 * A JNews site adds 'framework', 'runtime' and 'theme' on every page, for instance.
		 *
		 * @param string[] $chunks Shared chunk names: framework, runtime, shop, theme, dialog, rest.
		 */
		$chunks = apply_filters( 'shop_islands_preload_chunks', $chunks );
		foreach ( array_unique( is_array( $chunks ) ? $chunks : array() ) as $chunk ) {
			$url = is_string( $chunk ) ? $this->build->shared_chunk_url( $chunk ) : null;
			if ( $url ) {
				printf( '<link rel="modulepreload" href="%s">' . "\n", esc_url( $url ) );
			}
		}
	}

	/**
	 * Prints the dark-mode boot snippet inline at the top of `<head>`, where JNews prints its
	 * own: printed any later, Chrome paints a light first frame (README, dark-mode).
	 */
	public function print_dark_mode_boot() {
		if ( ! $this->switches->is_on( 'dark-mode' ) ) {
			return;
		}
		/**
		 * Filters whether the dark-mode boot snippet is printed (by default under the JNews theme,
		 * whose body classes it reads).
		 *
		 * @param bool $print Whether to print it.
		 */
		if ( ! apply_filters( 'shop_islands_dark_mode_boot', 'jnews' === get_template() ) ) {
			return;
		}
		$code = $this->build->inline_file( 'dark-mode-boot.js' );
		if ( '' !== $code ) {
			wp_print_inline_script_tag( $code, array( 'id' => 'shop-islands-dark-mode-boot' ) );
		}
	}

	/**
	 * WooCommerce's pages and the wishlist page: their markup always holds islands.
	 *
	 * @return bool
	 */
	private function is_shop_page() {
		$shop = function_exists( 'is_woocommerce' ) && ( is_woocommerce() || is_cart() || is_checkout() || is_account_page() );
		return $shop || ( function_exists( 'yith_wcwl_is_wishlist_page' ) && yith_wcwl_is_wishlist_page() );
	}

	/**
	 * Whether every widget is off (then the loader has nothing to do).
	 *
	 * @return bool
	 */
	private function all_off() {
		return count( $this->switches->off() ) === count( $this->switches->known() );
	}
}
