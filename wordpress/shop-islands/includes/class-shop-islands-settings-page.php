<?php
/**
 * Settings → Shop islands: a switch per widget.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The settings screen, saved through the Settings API (options.php checks the capability and the
 * nonce; the value is reduced to the build's widget names).
 */
final class Shop_Islands_Settings_Page {

	/**
	 * Menu slug and settings group.
	 */
	const SLUG = 'shop-islands';

	/**
	 * The build, or null when dist/ is missing.
	 *
	 * @var Shop_Islands_Build|null
	 */
	private $build;

	/**
	 * The switches.
	 *
	 * @var Shop_Islands_Switches
	 */
	private $switches;

	/**
	 * The wishlist rendering override, or null without a build.
	 *
	 * @var Shop_Islands_Wishlist_Rendering|null
	 */
	private $wishlist;

	/**
	 * Constructor.
	 *
	 * @param Shop_Islands_Build|null              $build    The build.
	 * @param Shop_Islands_Switches                $switches The switches.
	 * @param Shop_Islands_Wishlist_Rendering|null $wishlist The wishlist rendering override.
	 */
	public function __construct( $build, Shop_Islands_Switches $switches, $wishlist ) {
		$this->build    = $build;
		$this->switches = $switches;
		$this->wishlist = $wishlist;
	}

	/**
	 * Hooks into the admin.
	 */
	public function register() {
		add_action( 'admin_init', array( $this, 'register_setting' ) );
		add_action( 'admin_menu', array( $this, 'add_page' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( SHOP_ISLANDS_FILE ), array( $this, 'add_settings_link' ) );
	}

	/**
	 * Registers the option with its sanitiser.
	 */
	public function register_setting() {
		register_setting(
			self::SLUG,
			Shop_Islands_Switches::OPTION,
			array(
				'type'              => 'array',
				'default'           => array(),
				'sanitize_callback' => array( $this, 'sanitize' ),
				'show_in_rest'      => false,
			)
		);
	}

	/**
	 * From the form (`on` lists the ticked widgets) or from code (a list of names turned off) to the
	 * stored list of known widget names turned off. Widgets of a later build are on by default.
	 *
	 * @param mixed $value Submitted value.
	 * @return string[]
	 */
	public function sanitize( $value ) {
		if ( is_array( $value ) && isset( $value['form'] ) ) {
			$on = $this->switches->only_known( $value['on'] ?? array() );
			return array_values( array_diff( $this->switches->known(), $on ) );
		}
		return $this->switches->only_known( $value );
	}

	/**
	 * Adds Settings → Shop islands.
	 */
	public function add_page() {
		add_options_page(
			__( 'Shop islands', 'shop-islands' ),
			__( 'Shop islands', 'shop-islands' ),
			'manage_options',
			self::SLUG,
			array( $this, 'render' )
		);
	}

	/**
	 * A "Settings" link on the plugins screen.
	 *
	 * @param string[] $links Action links.
	 * @return string[]
	 */
	public function add_settings_link( $links ) {
		$url = admin_url( 'options-general.php?page=' . self::SLUG );
		array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', 'shop-islands' ) . '</a>' );
		return $links;
	}

	/**
	 * Prints the screen.
	 */
	public function render() {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage options for this site.', 'shop-islands' ), 403 );
		}
		echo '<div class="wrap"><h1>' . esc_html( get_admin_page_title() ) . '</h1>';
		if ( null === $this->build ) {
			echo '<div class="notice notice-error"><p>' . esc_html__( 'The bundle is not built: the plugin folder has no dist/manifest.json. Install the release zip, or run `npm run build` in the repository.', 'shop-islands' ) . '</p></div></div>';
			return;
		}
		echo '<p>' . esc_html__( 'Each widget replaces part of the original front-end scripts. An original script is retired while every widget that replaces it is on; a widget that is off leaves its markup to the original script, so the other widgets that replace that script are off too.', 'shop-islands' ) . '</p>';
		/* translators: %s: build id */
		echo '<p>' . esc_html( sprintf( __( 'Build %s.', 'shop-islands' ), $this->build->id() ) ) . '</p>';
		$this->render_wishlist_note();

		$decision = $this->switches->decide();
		$asked    = array_fill_keys( $this->switches->asked_off(), true );
		$chosen   = array_fill_keys( $this->switches->chosen_off(), true );
		$replaces = $this->replaced_handles();

		echo '<form method="post" action="' . esc_url( admin_url( 'options.php' ) ) . '">';
		settings_fields( self::SLUG );
		printf( '<input type="hidden" name="%s[form]" value="1">', esc_attr( Shop_Islands_Switches::OPTION ) );
		echo '<table class="widefat striped"><thead><tr><th scope="col">' . esc_html__( 'Widget', 'shop-islands' ) . '</th><th scope="col">' . esc_html__( 'Replaces', 'shop-islands' ) . '</th><th scope="col">' . esc_html__( 'On this site', 'shop-islands' ) . '</th></tr></thead><tbody>';
		foreach ( $this->switches->known() as $widget ) {
			$id = 'shop-islands-' . $widget;
			printf(
				'<tr><td><label for="%1$s"><input type="checkbox" id="%1$s" name="%2$s[on][]" value="%3$s"%4$s> <code>%5$s</code></label></td><td>%6$s</td><td>%7$s</td></tr>',
				esc_attr( $id ),
				esc_attr( Shop_Islands_Switches::OPTION ),
				esc_attr( $widget ),
				checked( ! isset( $chosen[ $widget ] ), true, false ),
				esc_html( $widget ),
				esc_html( implode( ', ', $replaces[ $widget ] ?? array() ) ),
				esc_html( $this->state( $widget, $decision['off'], $asked, $chosen ) )
			);
		}
		echo '</tbody></table>';
		submit_button();
		echo '</form>';
		$this->render_filters_help();
		echo '</div>';
	}

	/**
	 * Why a widget is on or off.
	 *
	 * @param string                $widget Widget name.
	 * @param array<string, string> $off    Widget => the kept handle that turned it off ('' if asked).
	 * @param array<string, true>   $asked  Asked off by the screen or by code.
	 * @param array<string, true>   $chosen Asked off by the screen.
	 * @return string
	 */
	private function state( $widget, array $off, array $asked, array $chosen ) {
		if ( ! array_key_exists( $widget, $off ) ) {
			return __( 'On', 'shop-islands' );
		}
		if ( isset( $chosen[ $widget ] ) ) {
			return __( 'Off', 'shop-islands' );
		}
		if ( isset( $asked[ $widget ] ) ) {
			return __( 'Off (turned off by code: shop_islands_widgets_off)', 'shop-islands' );
		}
		/* translators: %s: script handle */
		return sprintf( __( 'Off: the original script %s stays on the page', 'shop-islands' ), $off[ $widget ] );
	}

	/**
	 * Widget => the handles it helps replace.
	 *
	 * @return array<string, string[]>
	 */
	private function replaced_handles() {
		$out = array();
		foreach ( Shop_Islands_Handle_Map::filtered() + Shop_Islands_Handle_Map::defaults() as $handle => $widgets ) {
			foreach ( $widgets as $widget ) {
				$out[ $widget ][] = $handle;
			}
		}
		return $out;
	}

	/**
	 * Says what happens to the wishlist plugin's rendering method.
	 */
	private function render_wishlist_note() {
		if ( null === $this->wishlist ) {
			return;
		}
		$stored = $this->wishlist->stored();
		if ( $this->switches->is_on( 'wishlist' ) ) {
			/* translators: 1: option name, 2: the stored value */
			$text = sprintf( __( 'While the wishlist widget is on, the wishlist plugin renders with its PHP templates (%1$s reads php-templates), the markup the wishlist island reads. Its own setting (%2$s) is left as it is and applies again when the widget is off.', 'shop-islands' ), Shop_Islands_Wishlist_Rendering::OPTION, '' === $stored ? __( 'not set: React components', 'shop-islands' ) : $stored );
		} else {
			$text = __( 'The wishlist widget is off: the wishlist plugin renders with its own setting.', 'shop-islands' );
		}
		echo '<div class="notice notice-info inline"><p>' . esc_html( $text ) . '</p></div>';
	}

	/**
	 * Lists the filters for code.
	 */
	private function render_filters_help() {
		echo '<h2>' . esc_html__( 'For developers', 'shop-islands' ) . '</h2><ul>';
		$filters = array(
			'shop_islands_widgets_off'     => __( 'the widget names that are off on this request (starts from the boxes above).', 'shop-islands' ),
			'shop_islands_retired_handles' => __( 'handle => widgets; drop a handle to keep its original script (its widgets are then off).', 'shop-islands' ),
			'shop_islands_preload_chunks'  => __( 'the shared chunks preloaded on this page (framework, runtime, shop, theme, dialog, rest).', 'shop-islands' ),
			'shop_islands_dark_mode_boot'  => __( 'whether the dark-mode boot snippet is printed in <head> (default: under the JNews theme).', 'shop-islands' ),
		);
		foreach ( $filters as $name => $text ) {
			echo '<li><code>' . esc_html( $name ) . '</code>: ' . esc_html( $text ) . '</li>';
		}
		echo '</ul>';
	}
}
