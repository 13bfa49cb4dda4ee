<?php
/**
 * The built bundle in the plugin's dist/ folder, as its manifest describes it.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * One build: its id (the cache-busting version), its widgets and its shared chunks.
 */
final class Shop_Islands_Build {

	/**
	 * Build id, e.g. "oyaa15"; every chunk file name carries it.
	 *
	 * @var string
	 */
	private $id;

	/**
	 * The loader's file, relative to dist/.
	 *
	 * @var string
	 */
	private $loader;

	/**
	 * Widget names, in manifest order.
	 *
	 * @var string[]
	 */
	private $widgets;

	/**
	 * Shared chunk name => file relative to dist/.
	 *
	 * @var array<string, string>
	 */
	private $shared;

	/**
	 * URL of dist/, with a trailing slash.
	 *
	 * @var string
	 */
	private $url;

	/**
	 * Path of dist/, without a trailing slash.
	 *
	 * @var string
	 */
	private $folder;

	/**
	 * Reads dist/manifest.json.
	 *
	 * @param string $folder Path of dist/.
	 * @param string $url    URL of dist/, with a trailing slash.
	 * @return self|null Null when the bundle is not built or its manifest is unreadable.
	 */
	public static function from_folder( $folder, $url ) {
		$file = $folder . '/manifest.json';
		if ( ! is_readable( $file ) ) {
			return null;
		}
		// A local file of our own build, not a remote request.
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$manifest = json_decode( (string) file_get_contents( $file ), true );
		if ( ! is_array( $manifest ) || ! is_string( $manifest['build'] ?? null ) || ! is_string( $manifest['loader'] ?? null ) || ! is_array( $manifest['widgets'] ?? null ) ) {
			return null;
		}
		$shared = array();
		foreach ( (array) ( $manifest['shared'] ?? array() ) as $name => $chunk ) {
			if ( is_array( $chunk ) && is_string( $chunk['file'] ?? null ) ) {
				$shared[ (string) $name ] = $chunk['file'];
			}
		}
		return new self( $manifest['build'], $manifest['loader'], array_map( 'strval', array_keys( $manifest['widgets'] ) ), $shared, $folder, $url );
	}

	/**
	 * Use from_folder().
	 *
	 * @param string                $id      Build id.
	 * @param string                $loader  Loader file.
	 * @param string[]              $widgets Widget names.
	 * @param array<string, string> $shared  Shared chunk files.
	 * @param string                $folder  Path of dist/.
	 * @param string                $url     URL of dist/.
	 */
	private function __construct( $id, $loader, array $widgets, array $shared, $folder, $url ) {
		$this->id      = $id;
		$this->loader  = $loader;
		$this->widgets = $widgets;
		$this->shared  = $shared;
		$this->folder  = $folder;
		$this->url     = $url;
	}

	/**
	 * The build id.
	 *
	 * @return string
	 */
	public function id() {
		return $this->id;
	}

	/**
	 * Every widget of the build.
	 *
	 * @return string[]
	 */
	public function widgets() {
		return $this->widgets;
	}

	/**
	 * URL of the loader script.
	 *
	 * @return string
	 */
	public function loader_url() {
		return $this->url . $this->loader;
	}

	/**
	 * URL of a shared chunk (framework, runtime, shop, theme, dialog, rest), exactly as the
	 * loader imports it (no query), so a preload hint is the same request.
	 *
	 * @param string $name Shared chunk name.
	 * @return string|null Null when the build has no such chunk.
	 */
	public function shared_chunk_url( $name ) {
		return isset( $this->shared[ $name ] ) ? $this->url . $this->shared[ $name ] : null;
	}

	/**
	 * Contents of a file the build writes beside the loader (e.g. dark-mode-boot.js).
	 *
	 * @param string $name File name in dist/.
	 * @return string Empty when missing.
	 */
	public function inline_file( $name ) {
		$file = $this->folder . '/' . $name;
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		return is_readable( $file ) ? (string) file_get_contents( $file ) : '';
	}
}
