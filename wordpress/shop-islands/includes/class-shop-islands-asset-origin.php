<?php
/**
 * The plugin's files on another origin (a CDN plugin rewrote `plugins_url`).
 *
 * The loader imports its chunks as module scripts, which a browser always fetches with CORS: from
 * an origin that sends no Access-Control-Allow-Origin, no chunk would load. There the loader's own
 * tag asks for CORS as well (`crossorigin="anonymous"`), so such an origin fails once, on the
 * loader, before any island or request starts: the printed markup keeps working as it is. A few
 * bytes printed before the loader, only on such sites, say so on the console and dispatch
 * `islands:error` on document, as the loader does for an island that fails.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The loader's CORS request and failure reporter when its files are on another origin.
 */
final class Shop_Islands_Asset_Origin {

	/**
	 * The loader's URL.
	 *
	 * @var string
	 */
	private $loader_url;

	/**
	 * Constructor.
	 *
	 * @param string $loader_url Where the loader is served from.
	 */
	public function __construct( $loader_url ) {
		$this->loader_url = $loader_url;
	}

	/**
	 * Whether the loader comes from another origin than the pages.
	 *
	 * @return bool
	 */
	public function elsewhere() {
		return self::origin( $this->loader_url ) !== self::origin( home_url( '/' ) );
	}

	/**
	 * Adds the CORS request and the reporter to the loader's tag, where the files are elsewhere.
	 *
	 * @param string $handle The loader's script handle.
	 */
	public function apply( $handle ) {
		if ( ! $this->elsewhere() ) {
			return;
		}
		wp_add_inline_script( $handle, $this->reporter( $handle ), 'before' );
		add_filter(
			'script_loader_tag',
			static function ( $tag, $tag_handle ) use ( $handle ) {
				if ( $tag_handle !== $handle || false !== strpos( $tag, ' crossorigin' ) ) {
					return $tag;
				}
				return str_replace( '<script ', '<script crossorigin="anonymous" ', $tag );
			},
			10,
			2
		);
	}

	/**
	 * A capturing error listener for the loader's tag (an element's load error does not bubble).
	 *
	 * @param string $handle The loader's script handle.
	 * @return string
	 */
	private function reporter( $handle ) {
		$origin  = self::origin( $this->loader_url );
		$message = sprintf( '[islands] the loader was not loaded from %s: that origin must send the header Access-Control-Allow-Origin (or it is down)', $origin );
		return sprintf(
			'addEventListener("error",function(e){if(e.target&&e.target.id===%s){var m=%s;console.error(m);document.dispatchEvent(new CustomEvent("islands:error",{bubbles:true,detail:{widget:"loader",error:new Error(m)}}))}},true);',
			wp_json_encode( $handle . '-js' ),
			wp_json_encode( $message )
		);
	}

	/**
	 * `scheme://host[:port]` of a URL.
	 *
	 * @param string $url An absolute URL.
	 * @return string
	 */
	private static function origin( $url ) {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || empty( $parts['host'] ) ) {
			return '';
		}
		return strtolower( ( $parts['scheme'] ?? 'http' ) . '://' . $parts['host'] ) . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
	}
}
