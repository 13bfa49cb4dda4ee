<?php
/**
 * Plugin Name: Shop Islands test helper
 * Description: Test-only (the real-WordPress tier and the real-shop bench). Lets one browser see the original scripts, set the shop's settings for itself, and have what it sees recorded. Never install it on a site.
 * Version: 0.2.0
 * Requires at least: 6.9
 * Requires PHP: 7.4
 * License: GPL-2.0-or-later
 *
 * Everything here is switched per request, by cookies the test's browser context carries, so the
 * tier's journeys run side by side on one shop without changing what another journey sees:
 * - `includes/original-switch.php`: `shop_islands_original=1`, the shop as it is without the plugin;
 * - `includes/request-settings.php`: `shop_islands_settings`, options and theme mods for this request;
 * - `includes/event-recorder.php`: `shop_islands_record=1`, every event the original scripts trigger,
 *   handed to the test;
 * - `includes/rest-request.php`: `?islands-test-rest`, a page that asks for the REST API;
 * - `includes/steady-pages.php` (always): related products in a fixed order, so two loads of a
 *   page show the same products;
 * - `includes/one-address.php` (always): no comment flood check, as every test browser has one address.
 * - `includes/rtl-switch.php`: `shop_islands_rtl=1`, the shop as a right-to-left (Hebrew) site.
 * - `includes/locale-switch.php`: `shop_islands_locale=de_DE`, the shop as a German site.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

require __DIR__ . '/includes/original-switch.php';
require __DIR__ . '/includes/request-settings.php';
require __DIR__ . '/includes/event-recorder.php';
require __DIR__ . '/includes/rest-request.php';
require __DIR__ . '/includes/steady-pages.php';
require __DIR__ . '/includes/one-address.php';
require __DIR__ . '/includes/asset-origin.php';
require __DIR__ . '/includes/nonce-life.php';
require __DIR__ . '/includes/rtl-switch.php';
require __DIR__ . '/includes/locale-switch.php';
