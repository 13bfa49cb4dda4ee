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
		add_action( 'init', array( $this, 'load_textdomain' ) );
		add_filter( 'language_attributes', array( $this, 'add_page_switch' ), 10, 2 );
		add_filter( 'language_attributes', array( $this, 'add_cart_mark' ), 10, 2 );
		add_action( 'wp_head', array( $this, 'print_dark_mode_boot' ), 1 );
		add_action( 'wp_head', array( $this, 'print_preload_hints' ), 2 );
		// After every plugin and theme enqueued theirs; again before each print, for late enqueues.
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ), PHP_INT_MAX );
		add_action( 'wp_print_styles', array( $this, 'retire_styles' ), 1 );
		add_action( 'wp_print_scripts', array( $this, 'retire' ), 1 );
		add_action( 'wp_print_footer_scripts', array( $this, 'retire' ), 1 );
	}

	/**
	 * Enqueues the loader (footer, deferred, versioned by the build id) and retires what it replaces.
	 */
	public function enqueue() {
		if ( $this->all_off() || $this->keeps_originals() ) {
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
		$l10n = $this->l10n_script();
		if ( '' !== $l10n ) {
			wp_add_inline_script( self::HANDLE, $l10n, 'before' );
		}
		( new Shop_Islands_Asset_Origin( $this->build->loader_url() ) )->apply( self::HANDLE );
		$this->add_busy_style();
		$this->retire();
	}

	/**
	 * Whether this page keeps the original scripts. Where a script the islands do not replace keeps
	 * jQuery on the page (WooCommerce's `cart.js` and `checkout.js`: the classic cart and checkout,
	 * and the block cart, where WooCommerce enqueues `cart.js` too), the original scripts run on the
	 * jQuery that is paid for anyway, and the islands would only add their framework and runtime on
	 * top: that page gets no loader, retires nothing and behaves as without the plugin.
	 *
	 * @return bool
	 */
	private function keeps_originals() {
		$jquery_stays = wp_script_is( 'wc-cart' ) || wp_script_is( 'wc-checkout' );
		/**
		 * Filters whether this page keeps the original scripts instead of the islands (by default
		 * where WooCommerce's cart.js or checkout.js is enqueued, since they keep jQuery).
		 *
		 * @param bool $keep Whether to keep the original scripts.
		 */
		return (bool) apply_filters( 'shop_islands_keep_originals', $jquery_stays );
	}

	/**
	 * Loads the islands' translations: the site's from wp-content/languages/plugins, else the
	 * plugin's own languages/ folder.
	 */
	public function load_textdomain() {
		load_plugin_textdomain( 'shop-islands', false, dirname( plugin_basename( SHOP_ISLANDS_FILE ) ) . '/languages' );
	}

	/**
	 * `var shopIslandsL10n = {…};` (English => translation) for the strings the site language
	 * translates, read by the islands' `__()`; '' when none is translated, so an English site
	 * prints nothing. Not wp_set_script_translations(): the chunks are ES modules the loader
	 * imports, not registered scripts WordPress could attach JSON to, and wp-i18n would cost the
	 * page more bytes than the islands' own lookup.
	 *
	 * @return string
	 */
	private function l10n_script() {
		// The islands' English is American English: nothing to look up, on every page of such a site.
		if ( 'en_US' === determine_locale() ) {
			return '';
		}
		$translated = array();
		foreach ( shop_islands_strings() as $english => $translation ) {
			if ( is_string( $translation ) && '' !== $translation && $translation !== $english ) {
				$translated[ $english ] = $translation;
			}
		}
		if ( ! $translated ) {
			return '';
		}
		// JSON_HEX_TAG and JSON_HEX_AMP: no translation can close the <script> or open a comment in it.
		$json = wp_json_encode( $translated, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
		return $json ? 'var shopIslandsL10n = ' . $json . ';' : '';
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
	 * Retires the stylesheets only a retired library needed (see Shop_Islands_Style_Retirement). The
	 * head's styles print before its scripts, so the scripts' pass runs here first.
	 */
	public function retire_styles() {
		if ( is_admin() || ! wp_script_is( self::HANDLE, 'registered' ) || ! wp_script_is( self::HANDLE ) ) {
			return;
		}
		$this->retire();
		( new Shop_Islands_Style_Retirement() )->apply( wp_styles(), wp_scripts(), $this->switches->decide()['retired'] );
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
	 * Which cart this page is printed for: the cart hash the visitor's cookie will carry ("" for an
	 * empty cart). A page cache may serve this page to anyone; with the mark, the cart-fragments island
	 * keeps the printed cart (no get_refreshed_fragments) only when it is the visitor's own.
	 *
	 * @param string $output  The attributes of <html>.
	 * @param string $doctype Unused.
	 * @return string
	 */
	public function add_cart_mark( $output, $doctype = 'html' ) {
		unset( $doctype );
		if ( is_admin() || ! $this->switches->is_on( 'cart-fragments' ) || ! function_exists( 'WC' ) || ! WC()->cart ) {
			return $output;
		}
		return $output . ' data-islands-cart="' . esc_attr( WC()->cart->get_cart_hash() ) . '"';
	}

	/**
	 * Prints `<link rel="modulepreload">` for the shared chunks a page's islands will import,
	 * so they download while the page parses instead of after the loader runs.
	 */
	public function print_preload_hints() {
		if ( ! wp_script_is( self::HANDLE ) ) {
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
	 * Adds the look of a wishlist region at work (an inline style of its own handle). The plugin's script covered a block, or the
	 * wishlist form, with blockUI's white overlay while a request ran; the islands mark it
	 * `aria-busy` instead, which no stylesheet of the plugin's styles: without this rule a click
	 * showed nothing until the reply, and the first frame after it waited for the reply too.
	 */
	private function add_busy_style() {
		if ( ! $this->switches->is_on( 'wishlist' ) ) {
			return;
		}
		$css = ':where(.yith-wcwl-add-to-wishlist,.yith-wcwl-items-widget .content,#yith-wcwl-form)[aria-busy="true"]{opacity:.6;cursor:progress}';
		/**
		 * Filters the rule that shows a wishlist block, the items widget or the wishlist form at work
		 * (`aria-busy="true"`); an empty string prints none, for a theme that styles it.
		 *
		 * @param string $css The CSS.
		 */
		$css = (string) apply_filters( 'shop_islands_busy_style', $css );
		if ( '' !== $css ) {
			wp_register_style( 'shop-islands-busy', false, array(), $this->build->id() );
			wp_enqueue_style( 'shop-islands-busy' );
			wp_add_inline_style( 'shop-islands-busy', $css );
		}
	}

	/**
	 * Prints the dark-mode boot snippet inline at the top of `<head>`, where JNews prints its
	 * own: printed any later, Chrome paints a light first frame (widgets/dark-mode/README.md).
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
