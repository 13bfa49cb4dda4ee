/**
 * The WordPress plugin on a real shop, at the PHP level (no browser): which script files each
 * page prints with the plugin on and off, the localized globals, jQuery, the switches, the
 * settings screen and debug.log. Runs against `WP_URL` / `WP_DIR` (the real-WordPress tier sets
 * them), switching the plugin, options and cart mode, and puts each back.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETIRED_SCRIPT_FILES } from '../../scripts/e2e/wordpress/retired-scripts';
import {
	debugLogSince,
	debugLogSize,
	getOption,
	localizedData,
	pageSwitch,
	printedScripts,
	scriptFiles,
	setCartMode,
	setOption,
	setPluginActive,
	shopDir,
	shopUrl,
	Visitor,
	wpEval,
} from './plugin-shop';

const LOADER_ID = 'shop-islands-js';
const WIDGETS_OFF = 'shop_islands_widgets_off';
const RENDERING = 'yith_wcwl_rendering_method';

/** The handles the plugin retires with every widget on, whose data must survive. */
const RETIRED = ['wc-add-to-cart', 'wc-cart-fragments', 'woocommerce', 'wc-order-attribution', 'wc-add-to-cart-variation', 'jquery-yith-wcwl'];

const isRetiredFile = (file: string) => RETIRED_SCRIPT_FILES.some((pattern) => pattern.test(file));
const JQUERY = /\/wp-includes\/js\/jquery\/jquery(\.min)?\.js$/;
const BLOCKUI = /\/jquery\.blockUI(\.min)?\.js$/;

/**
 * A test-only must-use plugin, switched by query arguments:
 * `?shop-islands-test-keep=<handle>` keeps that handle through the plugin's filter;
 * `?shop-islands-test-late=<handle>` enqueues that handle late, while the footer renders.
 */
const TEST_PLUGIN = `<?php
// Written and removed by wordpress/tests/plugin.wp.e2e.ts.
$shop_islands_test_arg = static function ( $name ) {
	return isset( $_GET[ $name ] ) ? preg_replace( '/[^A-Za-z0-9_-]/', '', (string) wp_unslash( $_GET[ $name ] ) ) : '';
};
add_filter( 'shop_islands_retired_handles', static function ( $map ) use ( $shop_islands_test_arg ) {
	unset( $map[ $shop_islands_test_arg( 'shop-islands-test-keep' ) ] );
	return $map;
} );
if ( '1' === $shop_islands_test_arg( 'shop-islands-test-everywhere' ) ) {
	add_filter( 'shop_islands_keep_originals', '__return_false' );
}
add_action( 'wp_footer', static function () use ( $shop_islands_test_arg ) {
	$late = $shop_islands_test_arg( 'shop-islands-test-late' );
	if ( $late ) {
		wp_enqueue_script( $late );
	}
}, 1 );
`;

/** The test plugin's switch for `shop_islands_keep_originals` → false: the islands on the cart and checkout too. */
const EVERYWHERE = 'shop-islands-test-everywhere=1';

const ready = Boolean(shopUrl && shopDir);
if (!ready) console.warn('[plugin.wp.e2e] WP_URL and WP_DIR are not set: the plugin test is skipped.');

describe.skipIf(!ready)('the shop-islands plugin on a real WordPress shop', () => {
	const muPlugin = path.join(shopDir, 'site/wp-content/mu-plugins/shop-islands-plugin-test.php');
	let logStart = 0;
	/** A guest with the mug in the cart, so /cart/ and /checkout/ show their forms. */
	const guest = new Visitor();
	let build = '';
	let pages: string[] = [];

	beforeAll(async () => {
		logStart = debugLogSize();
		mkdirSync(path.dirname(muPlugin), { recursive: true });
		writeFileSync(muPlugin, TEST_PLUGIN);
		setPluginActive(true);
		setOption(WIDGETS_OFF, undefined);
		const mug = wpEval<number>(`return wc_get_product_id_by_sku('TEST-001');`);
		const hoodie = wpEval<string>(`return get_post_field('post_name', wc_get_product_id_by_sku('TEST-VAR'));`);
		const simple = wpEval<string>(`return get_post_field('post_name', wc_get_product_id_by_sku('TEST-001'));`);
		// The cart and checkout keep the original scripts unless a site asks for the islands there too (below).
		pages = ['/shop/', `/product/${simple}/`, `/product/${hoodie}/`, `/cart/?${EVERYWHERE}`, `/checkout/?${EVERYWHERE}`, '/wishlist/'];
		await guest.fetch(`/?add-to-cart=${mug}`);
		build = wpEval<string>(`return json_decode(file_get_contents(WP_PLUGIN_DIR . '/shop-islands/dist/manifest.json'), true)['build'];`);
	});

	afterAll(() => {
		rmSync(muPlugin, { force: true });
		setOption(WIDGETS_OFF, undefined);
		setCartMode('blocks');
		setPluginActive(true);
	});

	it('prints the loader last in the footer, deferred, versioned by the build id', async () => {
		const html = await guest.html('/shop/');
		const loader = printedScripts(html).find(({ id }) => id === LOADER_ID);
		expect(loader?.src).toMatch(new RegExp(`/shop-islands/dist/islands\\.js\\?ver=${build}$`));
		expect(loader?.tag).toMatch(/\sdefer[\s>]/);
		expect(loader!.at).toBeGreaterThan(html.indexOf('</footer>'));
		expect(html).toContain(`<link rel="modulepreload" href="${shopUrl}/wp-content/plugins/shop-islands/dist/chunks/framework-${build}.js">`);
		expect(html).toContain(`<link rel="modulepreload" href="${shopUrl}/wp-content/plugins/shop-islands/dist/chunks/runtime-${build}.js">`);
	});

	it('retires every replaced script file, keeps each localized global once, byte for byte, before the loader', async () => {
		setPluginActive(false);
		const off = new Map<string, string>();
		for (const page of pages) off.set(page, await guest.html(page));
		setPluginActive(true);

		for (const page of pages) {
			const before = off.get(page)!;
			const after = await guest.html(page);
			expect(scriptFiles(before).filter(isRetiredFile), `${page} without the plugin`).not.toEqual([]);
			expect(scriptFiles(after).filter(isRetiredFile), page).toEqual([]);

			const loaderAt = printedScripts(after).find(({ id }) => id === LOADER_ID)!.at;
			const kept = localizedData(after);
			for (const [handle, blocks] of localizedData(before)) {
				const now = kept.get(handle) ?? [];
				if (RETIRED.includes(handle)) {
					expect(now.map(({ tag }) => tag), `${handle} on ${page}`).toEqual(blocks.map(({ tag }) => tag));
					expect(now, `${handle} on ${page}`).toHaveLength(1);
					expect(now[0].at, `${handle} before the loader on ${page}`).toBeLessThan(loaderAt);
				} else if (now.length) {
					expect(now.map(({ tag }) => tag), `${handle} on ${page}`).toEqual(blocks.map(({ tag }) => tag));
				} else {
					// A library only a retired script needed (wp-util for the variation form): its data goes with its file.
					const file = printedScripts(before).find(({ id }) => id === `${handle}-js`)?.src;
					expect(file && scriptFiles(after).includes(new URL(file, shopUrl).pathname), `${handle} lost its data on ${page}`).toBeFalsy();
				}
			}
		}
	});

	it('takes PhotoSwipe’s markup and styles off the product page while the gallery island is on, and only then', async () => {
		const product = pages[1]!;
		const pswp = /class="pswp"|photoswipe(-default-skin)?(\.min)?\.css/;
		expect(await guest.html(product)).not.toMatch(pswp);
		setOption(WIDGETS_OFF, ['product-gallery']);
		try {
			expect(await guest.html(product)).toMatch(pswp);
		} finally {
			setOption(WIDGETS_OFF, undefined);
		}
		setPluginActive(false);
		try {
			expect(await guest.html(product)).toMatch(pswp);
		} finally {
			setPluginActive(true);
		}
	});

	it('takes selectBox’s and prettyPhoto’s stylesheets off with their scripts, and keeps each while its script stays', async () => {
		const selectBox = /<link[^>]+id='jquery-selectBox-css'[^>]+href='[^']+jquery\.selectBox\.css/;
		const prettyPhoto = /<link[^>]+id='woocommerce_prettyPhoto_css-css'[^>]+href='[^']+prettyPhoto\.css/;
		for (const page of ['/shop/', pages[1]!, '/wishlist/']) {
			const html = await guest.html(page);
			expect(html, page).not.toMatch(selectBox);
			expect(html, page).not.toMatch(prettyPhoto);
			// The wishlist plugin's own sheet, which names both as dependencies, still prints.
			expect(html, page).toMatch(/id='yith-wcwl-main-css'/);
		}
		// The wishlist's own script stays, and with it both libraries (enqueued while the footer renders) and their sheets.
		setOption(WIDGETS_OFF, ['wishlist']);
		try {
			const html = await guest.html('/shop/');
			const files = scriptFiles(html);
			expect(files.some((file) => /\/jquery\.selectBox(\.min)?\.js$/.test(file))).toBe(true);
			expect(html).toMatch(selectBox);
			expect(files.some((file) => /\/jquery\.prettyPhoto(\.min)?\.js$/.test(file))).toBe(true);
			expect(html).toMatch(prettyPhoto);
		} finally {
			setOption(WIDGETS_OFF, undefined);
		}
		// The lightbox off leaves prettyPhoto's sheet as the wishlist plugin prints it; selectBox's still goes.
		setOption(WIDGETS_OFF, ['lightbox']);
		try {
			const html = await guest.html('/shop/');
			expect(html).not.toMatch(selectBox);
			expect(html).toMatch(prettyPhoto);
		} finally {
			setOption(WIDGETS_OFF, undefined);
		}
		setPluginActive(false);
		try {
			const html = await guest.html('/shop/');
			expect(html).toMatch(selectBox);
			expect(html).toMatch(prettyPhoto);
		} finally {
			setPluginActive(true);
		}
	});

	it('drops jQuery where nothing left needs it, keeps it with blockUI for the classic checkout when the islands run there', async () => {
		const shop = scriptFiles(await guest.html('/shop/'));
		expect(shop.filter((file) => JQUERY.test(file) || BLOCKUI.test(file) || /jquery-migrate|js\.cookie|selectBox|prettyPhoto/.test(file))).toEqual([]);

		setCartMode('classic');
		try {
			const html = await guest.html(`/checkout/?${EVERYWHERE}`);
			const files = scriptFiles(html);
			const checkout = files.findIndex((file) => /\/frontend\/checkout(\.min)?\.js$/.test(file));
			expect(checkout).toBeGreaterThan(-1);
			expect(files.findIndex((file) => JQUERY.test(file))).toBeGreaterThan(-1);
			expect(files.findIndex((file) => JQUERY.test(file))).toBeLessThan(checkout);
			expect(files.findIndex((file) => BLOCKUI.test(file))).toBeGreaterThan(-1);
			expect(files.findIndex((file) => BLOCKUI.test(file))).toBeLessThan(checkout);
			expect(files.filter(isRetiredFile)).toEqual([]);
			expect(localizedData(html).get('woocommerce')).toHaveLength(1);
		} finally {
			setCartMode('blocks');
		}
	});

	it('keeps the original scripts where WooCommerce’s cart.js or checkout.js keeps jQuery: the cart and checkout, block and classic', async () => {
		for (const mode of ['blocks', 'classic'] as const) {
			setCartMode(mode);
			try {
				for (const page of ['/cart/', '/checkout/']) {
					setPluginActive(false);
					const without = await guest.html(page);
					setPluginActive(true);
					const html = await guest.html(page);
					const where = `${page} (${mode})`;
					expect(scriptFiles(html).some((file) => /\/frontend\/(cart|checkout)(\.min)?\.js$/.test(file)), where).toBe(true);
					expect(printedScripts(html).some(({ id }) => id === LOADER_ID), where).toBe(false);
					expect(html, where).not.toContain('rel="modulepreload"');
					expect(html, where).not.toContain('shop-islands-busy');
					// The page's scripts are the original's, every replaced file among them.
					expect(scriptFiles(html), where).toEqual(scriptFiles(without));
					expect(scriptFiles(html).filter(isRetiredFile), where).not.toEqual([]);
				}
				// A site that wants the islands there too says so with shop_islands_keep_originals.
				const forced = await guest.html(`/cart/?${EVERYWHERE}`);
				expect(printedScripts(forced).some(({ id }) => id === LOADER_ID)).toBe(true);
				expect(scriptFiles(forced).filter(isRetiredFile)).toEqual([]);
			} finally {
				setCartMode('blocks');
			}
		}
	});

	it('keeps a handle code drops from shop_islands_retired_handles, and turns its islands off', async () => {
		const html = await guest.html('/shop/?shop-islands-test-keep=wc-cart-fragments');
		const files = scriptFiles(html);
		expect(files.some((file) => /\/cart-fragments(\.min)?\.js$/.test(file))).toBe(true);
		// Its own dependencies come back with it.
		expect(files.some((file) => JQUERY.test(file))).toBe(true);
		expect(files.some((file) => /\/js\.cookie(\.min)?\.js$/.test(file))).toBe(true);
		expect(files.some((file) => /\/add-to-cart(\.min)?\.js$/.test(file))).toBe(false);
		expect(pageSwitch(html)).toEqual(['cart-fragments']);
	});

	it('retires a handle enqueued late, while the footer renders: no file, its global before the loader', async () => {
		const html = await guest.html('/shop/?shop-islands-test-late=wc-add-to-cart-variation');
		const data = localizedData(html).get('wc-add-to-cart-variation') ?? [];
		expect(data).toHaveLength(1);
		expect(data[0].at).toBeLessThan(printedScripts(html).find(({ id }) => id === LOADER_ID)!.at);
		const files = scriptFiles(html);
		expect(files.filter(isRetiredFile)).toEqual([]);
		expect(files.filter((file) => JQUERY.test(file) || /\/(wp-util|underscore)(\.min)?\.js$/.test(file))).toEqual([]);
	});

	it('prints the look of a wishlist region at work while the wishlist widget is on, and only then', async () => {
		const busy = /<style id='shop-islands-busy-inline-css'>\s*:where\(\.yith-wcwl-add-to-wishlist,\.yith-wcwl-items-widget \.content,#yith-wcwl-form\)\[aria-busy="true"\]\{opacity:\.6;cursor:progress\}/;
		for (const page of ['/shop/', '/wishlist/']) expect(await guest.html(page), page).toMatch(busy);
		setOption(WIDGETS_OFF, ['wishlist']);
		try {
			expect(await guest.html('/shop/')).not.toContain('shop-islands-busy');
		} finally {
			setOption(WIDGETS_OFF, undefined);
		}
	});

	it('widgets turned off in the option: data-islands-off on <html>, their scripts back, the rest still retired', async () => {
		setOption(WIDGETS_OFF, ['add-to-cart', 'wishlist']);
		try {
			const html = await guest.html('/shop/');
			// wc-add-to-cart also runs the mini-cart's remove links: that island goes off with it.
			expect(pageSwitch(html)).toEqual(expect.arrayContaining(['add-to-cart', 'mini-cart', 'wishlist']));
			expect(pageSwitch(html)).not.toContain('cart-fragments');
			const files = scriptFiles(html);
			expect(files.some((file) => /\/frontend\/add-to-cart(\.min)?\.js$/.test(file))).toBe(true);
			expect(files.some((file) => /\/jquery\.yith-wcwl(\.min)?\.js$/.test(file))).toBe(true);
			expect(files.some((file) => /\/jquery\.selectBox(\.min)?\.js$/.test(file))).toBe(true);
			expect(files.some((file) => /\/cart-fragments(\.min)?\.js$/.test(file))).toBe(false);
			expect(files.some((file) => /\/order-attribution(\.min)?\.js$/.test(file))).toBe(false);
		} finally {
			setOption(WIDGETS_OFF, undefined);
		}
		expect(pageSwitch(await guest.html('/shop/'))).toEqual([]);
	});

	it('renders the wishlist in php-templates mode while its widget is on, leaving the stored choice alone', async () => {
		const stored = getOption(RENDERING);
		setOption(RENDERING, 'react-components');
		try {
			expect(getOption(RENDERING)).toBe('react-components');
			const on = await guest.html('/shop/');
			expect(on).toMatch(/class="yith-wcwl-add-to-wishlist[^"]*wishlist-fragment/);
			expect(on).not.toContain('yith-add-to-wishlist-button-block');
			setOption(WIDGETS_OFF, ['wishlist']);
			expect(await guest.html('/shop/')).toContain('yith-add-to-wishlist-button-block');
		} finally {
			setOption(WIDGETS_OFF, undefined);
			setOption(RENDERING, stored);
		}
	});

	it('settings screen: admins only, a bad nonce is refused, a good one saves known widget names only', async () => {
		const customer = new Visitor();
		await customer.logIn('customer', 'customer');
		const denied = await customer.fetch('/wp-admin/options-general.php?page=shop-islands');
		expect(denied.status).not.toBe(200);

		const admin = new Visitor();
		await admin.logIn('admin', 'admin');
		const screen = await admin.html('/wp-admin/options-general.php?page=shop-islands');
		expect(screen).toContain('name="shop_islands_widgets_off[on][]" value="wishlist" checked');
		expect(screen).toContain('php-templates');
		const nonce = /name="_wpnonce" value="([^"]+)"/.exec(screen)![1];
		const on = [...screen.matchAll(/name="shop_islands_widgets_off\[on\]\[\]" value="([^"]+)"/g)].map((match) => match[1]);
		const save = (wpnonce: string, ticked: string[]) => {
			const body = new URLSearchParams({ option_page: 'shop-islands', action: 'update', _wpnonce: wpnonce, _wp_http_referer: '/wp-admin/options-general.php?page=shop-islands' });
			body.append(`${WIDGETS_OFF}[form]`, '1');
			for (const name of ticked) body.append(`${WIDGETS_OFF}[on][]`, name);
			return admin.fetch('/wp-admin/options.php', { method: 'POST', body });
		};
		try {
			const forged = await save('0123456789', on.filter((name) => name !== 'zoom'));
			expect(forged.status).toBe(403);
			expect(getOption(WIDGETS_OFF)).toBeUndefined();

			const saved = await save(nonce, [...on.filter((name) => name !== 'zoom'), '"><script>alert(1)</script>']);
			expect(saved.status).toBe(302);
			expect(getOption(WIDGETS_OFF)).toEqual(['zoom']);
			const after = await admin.html('/wp-admin/options-general.php?page=shop-islands');
			expect(after).toContain('name="shop_islands_widgets_off[on][]" value="zoom">');
			expect(after).not.toContain('<script>alert(1)</script>');
		} finally {
			setOption(WIDGETS_OFF, undefined);
		}
	});

	it('leaves no new PHP notice, warning or error in debug.log', () => {
		// WordPress's own update checks fail on a shop with outbound HTTP blocked; the rest is ours to answer for.
		const known = /(wp_version_check|wp_update_plugins|wp_update_themes)\(\): An unexpected error|_load_textdomain_just_in_time.*<code>woocommerce<\/code>/;
		const problems = debugLogSince(logStart)
			.split('\n')
			.filter((line) => /PHP (Notice|Warning|Deprecated|Fatal|Parse)/.test(line) && !known.test(line));
		expect(problems).toEqual([]);
	});
});
