<?php
/**
 * Removes the plugin's option when the plugin is deleted.
 *
 * @package ShopIslands
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'shop_islands_widgets_off' );
