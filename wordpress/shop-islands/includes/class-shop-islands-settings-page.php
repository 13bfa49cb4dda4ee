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
	 * The catalogue's widgets, once read.
	 *
	 * @var array<string, array>|null
	 */
	private $catalogue = null;

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
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue_script' ) );
	}

	/**
	 * The screen's small script (only on this screen): it shows, before saving, which widgets go
	 * off with one the operator unticks. Without it the screen works the same, and the notice
	 * after saving says it.
	 *
	 * @param string $hook_suffix The admin page's hook suffix.
	 */
	public function enqueue_script( $hook_suffix ) {
		if ( 'settings_page_' . self::SLUG !== $hook_suffix ) {
			return;
		}
		wp_enqueue_script( 'shop-islands-settings', plugins_url( 'admin/settings.js', SHOP_ISLANDS_FILE ), array(), $this->build ? $this->build->id() : '0', array( 'in_footer' => true ) );
		wp_add_inline_style( 'common', '.shop-islands-group td p{margin:.25em 0}.shop-islands-group summary{cursor:pointer;font-weight:600;padding:.5em 0}.shop-islands-group fieldset legend{font-weight:600;margin-bottom:.5em}.shop-islands-off-with{color:#8a2424}' );
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
			$on  = $this->switches->only_known( $value['on'] ?? array() );
			$off = array_values( array_diff( $this->switches->known(), $on ) );
			$this->explain_saved( $off );
			return $off;
		}
		return $this->switches->only_known( $value );
	}

	/**
	 * After a save from the screen, says which ticked widgets are off anyway because they share an
	 * original script with one turned off (what the screen's script says before saving).
	 *
	 * @param string[] $off The widgets turned off.
	 */
	private function explain_saved( array $off ) {
		$names = $this->widget_names();
		$also  = array();
		foreach ( $off as $widget ) {
			foreach ( array_keys( $this->switches->off_with( $widget ) ) as $other ) {
				if ( ! in_array( $other, $off, true ) ) {
					/* translators: 1: a widget's name, 2: the name of the widget turned off that takes it off */
					$also[ $other ] = sprintf( __( '%1$s (with %2$s)', 'shop-islands' ), $names[ $other ], $names[ $widget ] );
				}
			}
		}
		if ( array() === $also ) {
			return;
		}
		/* translators: %s: list of widgets, each with the widget it goes off with */
		$text = sprintf( __( 'Settings saved. Also off, because each shares an original script with a widget you turned off: %s.', 'shop-islands' ), implode( ', ', $also ) );
		add_settings_error( self::SLUG, 'shop-islands-also-off', $text, 'warning' );
	}

	/**
	 * Widget => its human name (the code name for a widget the catalogue does not know).
	 *
	 * @return array<string, string>
	 */
	private function widget_names() {
		$catalogue = $this->catalogue();
		$names     = array();
		foreach ( $this->switches->known() as $widget ) {
			$names[ $widget ] = $catalogue[ $widget ]['name'] ?? $widget;
		}
		return $names;
	}

	/**
	 * The catalogue's widgets, read once per request.
	 *
	 * @return array<string, array{group: string, name: string, text: string, none?: string}>
	 */
	private function catalogue() {
		if ( null === $this->catalogue ) {
			$this->catalogue = Shop_Islands_Catalogue::widgets();
		}
		return $this->catalogue;
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

		echo '<form method="post" id="shop-islands-form" action="' . esc_url( admin_url( 'options.php' ) ) . '">';
		settings_fields( self::SLUG );
		printf( '<input type="hidden" name="%s[form]" value="1">', esc_attr( Shop_Islands_Switches::OPTION ) );
		echo '<div id="shop-islands-live" class="screen-reader-text" role="status"></div>';
		foreach ( $this->grouped() as $key => $group ) {
			$this->render_group( $key, $group, $decision['off'], $asked, $chosen, $replaces );
		}
		submit_button();
		echo '</form>';
		$this->render_filters_help();
		echo '</div>';
	}

	/**
	 * The build's widgets in the catalogue's groups, in screen order; a widget the catalogue does
	 * not know (a later build) goes to a last group of its own.
	 *
	 * @return array<string, array{name: string, text: string, providers: string[], widgets: string[]}>
	 */
	private function grouped() {
		$groups    = Shop_Islands_Catalogue::groups();
		$catalogue = Shop_Islands_Catalogue::widgets();
		foreach ( $groups as $key => $group ) {
			$groups[ $key ]['widgets'] = array();
		}
		$groups['other'] = array(
			'name'      => __( 'Other widgets', 'shop-islands' ),
			'text'      => __( 'Widgets of this build that this version of the settings screen does not describe yet.', 'shop-islands' ),
			'providers' => array(),
			'widgets'   => array(),
		);
		foreach ( $this->switches->known() as $widget ) {
			$key                         = isset( $catalogue[ $widget ], $groups[ $catalogue[ $widget ]['group'] ] ) ? $catalogue[ $widget ]['group'] : 'other';
			$groups[ $key ]['widgets'][] = $widget;
		}
		foreach ( $groups as $key => $group ) {
			if ( array() === $group['widgets'] ) {
				unset( $groups[ $key ] );
			} else {
				usort(
					$groups[ $key ]['widgets'],
					static function ( $a, $b ) use ( $catalogue ) {
						return strcasecmp( $catalogue[ $a ]['name'] ?? $a, $catalogue[ $b ]['name'] ?? $b );
					}
				);
			}
		}
		return $groups;
	}

	/**
	 * The providers of a list that are not active on this site.
	 *
	 * @param string[] $providers Provider keys.
	 * @return string[] Their names, or an empty list when one of them is active (or none is needed).
	 */
	private function inactive( array $providers ) {
		$providers = array_values( array_unique( array_filter( $providers ) ) );
		$names     = array();
		foreach ( $providers as $provider ) {
			if ( Shop_Islands_Catalogue::is_active( $provider ) ) {
				return array();
			}
			$names[] = Shop_Islands_Catalogue::provider_name( $provider );
		}
		return $names;
	}

	/**
	 * Prints one group: its heading, what it serves, whether its plugin or theme is active, and its
	 * widgets in a fieldset (folded when there is nothing for them to replace on this site).
	 *
	 * @param string                  $key      Group key.
	 * @param array                   $group    The group (name, text, providers, widgets).
	 * @param array<string, string>   $off      Widget => the kept handle that turned it off.
	 * @param array<string, true>     $asked    Asked off by the screen or by code.
	 * @param array<string, true>     $chosen   Asked off by the screen.
	 * @param array<string, string[]> $replaces Widget => handles it replaces.
	 */
	private function render_group( $key, array $group, array $off, array $asked, array $chosen, array $replaces ) {
		$id       = 'shop-islands-group-' . $key;
		$inactive = $this->inactive( $group['providers'] );
		echo '<section class="shop-islands-group" id="' . esc_attr( $id ) . '" aria-labelledby="' . esc_attr( $id . '-title' ) . '">';
		echo '<h2 id="' . esc_attr( $id . '-title' ) . '">' . esc_html( $group['name'] ) . '</h2>';
		echo '<p>' . esc_html( $group['text'] ) . '</p>';
		if ( array() !== $inactive ) {
			/* translators: %s: plugin or theme name, e.g. WooCommerce */
			echo '<p class="shop-islands-inactive"><strong>' . esc_html( sprintf( __( '%s is not active on this site: these widgets have nothing to replace.', 'shop-islands' ), implode( ' / ', $inactive ) ) ) . '</strong></p>';
		}
		$count = count( $group['widgets'] );
		echo '<details' . ( array() === $inactive ? ' open' : '' ) . '><summary>';
		/* translators: %d: number of widgets */
		echo esc_html( sprintf( _n( '%d widget', '%d widgets', $count, 'shop-islands' ), $count ) );
		echo '</summary><fieldset><legend>';
		/* translators: %s: group name, e.g. Shop */
		echo esc_html( sprintf( __( '%s widgets: ticked is on', 'shop-islands' ), $group['name'] ) );
		echo '</legend><table class="widefat striped"><thead><tr><th scope="col">' . esc_html__( 'Widget', 'shop-islands' ) . '</th><th scope="col">' . esc_html__( 'What it does', 'shop-islands' ) . '</th><th scope="col">' . esc_html__( 'Replaces', 'shop-islands' ) . '</th><th scope="col">' . esc_html__( 'On this site', 'shop-islands' ) . '</th></tr></thead><tbody>';
		foreach ( $group['widgets'] as $widget ) {
			$this->render_row( $widget, $group, $off, $asked, $chosen, $replaces[ $widget ] ?? array() );
		}
		echo '</tbody></table></fieldset></details></section>';
	}

	/**
	 * Prints one widget's row.
	 *
	 * @param string                $widget  Widget name.
	 * @param array                 $group   Its group.
	 * @param array<string, string> $off     Widget => the kept handle that turned it off.
	 * @param array<string, true>   $asked   Asked off by the screen or by code.
	 * @param array<string, true>   $chosen  Asked off by the screen.
	 * @param string[]              $handles The handles it replaces.
	 */
	private function render_row( $widget, array $group, array $off, array $asked, array $chosen, array $handles ) {
		$entry  = $this->catalogue()[ $widget ] ?? array(
			'name' => $widget,
			'text' => __( 'No description in this version of the plugin.', 'shop-islands' ),
		);
		$names  = $this->widget_names();
		$id     = 'shop-islands-' . $widget;
		$with   = $this->switches->off_with( $widget );
		$owners = Shop_Islands_Catalogue::handle_owners();

		$described = $id . '-text';
		echo '<tr data-widget="' . esc_attr( $widget ) . '"><td>';
		if ( array() !== $with ) {
			$described .= ' ' . $id . '-off-with';
		}
		printf(
			'<input type="checkbox" id="%1$s" aria-describedby="%2$s"%3$s name="%4$s[on][]" value="%5$s"%6$s> <label for="%1$s"><strong>%7$s</strong></label><br><code>%8$s</code>',
			esc_attr( $id ),
			esc_attr( $described ),
			array() !== $with ? ' data-off-with="' . esc_attr( $id . '-off-with' ) . '"' : '',
			esc_attr( Shop_Islands_Switches::OPTION ),
			esc_attr( $widget ),
			checked( ! isset( $chosen[ $widget ] ), true, false ),
			esc_html( $entry['name'] ),
			esc_html( $widget )
		);
		if ( array() !== $with ) {
			$list = array();
			foreach ( $with as $other => $handle ) {
				$list[] = $names[ $other ];
			}
			$shared = array_values( array_unique( $with ) );
			/* translators: 1: list of widget names, 2: list of script handles */
			$text = sprintf( __( 'Turning this off also turns off: %1$s (they share the original script %2$s).', 'shop-islands' ), implode( ', ', $list ), implode( ', ', $shared ) );
			echo '<p class="shop-islands-off-with" id="' . esc_attr( $id . '-off-with' ) . '" hidden>' . esc_html( $text ) . '</p>';
		}
		echo '</td><td><p id="' . esc_attr( $id . '-text' ) . '">' . esc_html( $entry['text'] ) . '</p></td><td>';
		$this->render_replaces( $handles, $entry, $owners );
		echo '</td><td>' . esc_html( $this->state( $widget, $off, $asked, $chosen ) );

		$providers = array() === $handles ? $group['providers'] : array();
		foreach ( $handles as $handle ) {
			$providers[] = $owners[ $handle ]['provider'] ?? 'unknown';
		}
		$inactive = in_array( 'unknown', $providers, true ) ? array() : $this->inactive( $providers );
		if ( array() !== $inactive ) {
			/* translators: %s: plugin or theme name */
			echo '<p>' . esc_html( sprintf( __( 'Nothing to replace on this site: %s is not active.', 'shop-islands' ), implode( ' / ', $inactive ) ) ) . '</p>';
		}
		echo '</td></tr>';
	}

	/**
	 * Prints what a widget replaces: its handles grouped by the plugin or theme that registers
	 * them, or a sentence when it replaces no script.
	 *
	 * @param string[]             $handles Handles.
	 * @param array                $entry   Its catalogue entry.
	 * @param array<string, array> $owners  Handle => provider and owner (Shop_Islands_Catalogue::handle_owners()).
	 */
	private function render_replaces( array $handles, array $entry, array $owners ) {
		if ( array() === $handles ) {
			echo '<p>' . esc_html( $entry['none'] ?? __( 'No script: it adds behaviour, and turning it off takes nothing else off.', 'shop-islands' ) ) . '</p>';
			return;
		}
		$by_owner = array();
		foreach ( $handles as $handle ) {
			$by_owner[ $owners[ $handle ]['owner'] ?? '' ][] = $handle;
		}
		echo '<ul>';
		foreach ( $by_owner as $owner => $list ) {
			echo '<li><code>' . implode( '</code>, <code>', array_map( 'esc_html', $list ) ) . '</code>';
			echo '' === $owner ? '' : ' — ' . esc_html( $owner );
			echo '</li>';
		}
		echo '</ul>';
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
