// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useDemoServer } from './testing';

const server = useDemoServer({ reset: false });

const page = async (path: string) => (await server.visitor.fetch(path)).text();

describe('pages', () => {
	it('prints the three WooCommerce globals as WordPress does, with an absolute cart_url', async () => {
		const html = await page('/shop/');
		expect(html).toContain(
			`<script id="wc-add-to-cart-js-extra">\nvar wc_add_to_cart_params = {"ajax_url":"\\/wp-admin\\/admin-ajax.php","wc_ajax_url":"\\/?wc-ajax=%%endpoint%%","i18n_view_cart":"View cart","cart_url":"${server.running.base.replace(/\//g, '\\/')}\\/cart\\/","is_cart":"","cart_redirect_after_add":"no"};\n//# sourceURL=wc-add-to-cart-js-extra\n</script>`,
		);
		expect(html).toMatch(/var wc_cart_fragments_params = \{.*"cart_hash_key":"wc_cart_hash_[0-9a-f]{32}","fragment_name":"wc_fragments_[0-9a-f]{32}","request_timeout":"5000"\}/);
		expect(html).toContain('var woocommerce_params = {');
		expect(html).toContain('<script src="/dist/islands.js" id="islands-js" defer></script>');
		expect(await page('/cart/')).toContain('"is_cart":"1"');
	});

	it('prints loop buttons per contract §2.1 for simple, variable, out-of-stock and variation cards', async () => {
		const html = await page('/shop/');
		expect(html).toContain(
			'<a href="?add-to-cart=11" aria-describedby="woocommerce_loop_add_to_cart_link_describedby_11" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="11" data-product_sku="MUG-1" aria-label="Add to cart: &ldquo;Mug&rdquo;" rel="nofollow" data-success_message="&ldquo;Mug&rdquo; has been added to your cart" role="button">Add to cart</a>\t<span id="woocommerce_loop_add_to_cart_link_describedby_11" class="screen-reader-text">\n\t\t\t</span>\n',
		);
		expect(html).toMatch(/<a href="\/product\/hoodie\/" [^>]*class="button product_type_variable add_to_cart_button" data-product_id="15"[^>]*>Select options<\/a>/);
		expect(html).toMatch(/<a href="\/product\/umbrella\/" [^>]*class="button product_type_simple" data-product_id="25"[^>]*>Read more<\/a>/);
		expect(html).toContain('href="?add-to-cart=18&#038;attribute_pa_color=blue&#038;attribute_pa_size=l"');
		expect(html).toMatch(/class="button product_type_variation add_to_cart_button ajax_add_to_cart" data-product_id="18"/);
	});

	it('serves an article page with no shop markup, and the same for unknown story slugs', async () => {
		for (const path of ['/article/city-council-approves-night-trams/', '/article/x/']) {
			const html = await page(path);
			for (const shopMarkup of ['ajax_add_to_cart', 'wc_add_to_cart_params', 'widget_shopping_cart', 'woocommerce-store-notice'])
				expect(html).not.toContain(shopMarkup);
			expect(html).toContain('id="islands-js"');
		}
	});

	it('has the QA page with a working fault switch form', async () => {
		const html = await page('/demo/');
		expect(html).toContain('<form method="get" action="/demo/fault">');
		for (const mode of ['none', 'latency', '500', 'html', 'invalid-json', 'timeout', 'drop'])
			expect(html).toContain(`<input type="radio" name="mode" value="${mode}"`);
		const set = await server.visitor.fetch('/demo/fault?mode=latency&latency=250&endpoint=add_to_cart');
		expect(set.status).toBe(303);
		expect(set.headers.get('location')).toBe('/demo/');
		expect(Object.fromEntries(server.visitor.cookies)).toMatchObject({ demo_fault: 'latency', demo_latency: '250', demo_fault_endpoint: 'add_to_cart' });
		expect(await page('/demo/')).toContain('<strong>latency</strong> (250 ms) on add_to_cart');
		await server.visitor.fetch('/demo/fault?mode=none');
		expect(server.visitor.cookies.has('demo_fault')).toBe(false);
	});

	it('validates the page switches and never reflects them raw', async () => {
		const html = await page('/?off=add-to-cart,%3Cscript%3E,mini-cart&timeout=12a&jquery=1&redirect=1');
		expect(html).toContain('<body class="home blog woocommerce-no-js" data-islands-off="add-to-cart mini-cart">');
		expect(html).not.toContain('<script>,');
		expect(html).not.toContain('data-islands-timeout');
		expect(html).toContain('<script src="/vendor/jquery.js" id="jquery-core-js"></script>');
		expect(html).toContain('"cart_redirect_after_add":"yes"');
		expect(await page('/shop/?timeout=3000')).toContain('<html lang="en" data-islands-timeout="3000" data-islands-cart="">');
		expect(await page('/shop/?cart-mark=0')).toContain('<html lang="en">');
		expect(await page('/article/a-week-without-a-phone/')).toContain('<html lang="en">');
		expect(await page('/shop/?off-element=1')).toContain('<a data-island-off href="?add-to-cart=11"');
	});

	it('prints wpApiSettings where a script asked for the REST API: shop pages for logged-in visitors, any page with ?rest-api=1', async () => {
		const settings = /<script id="wp-api-request-js-extra">\nvar wpApiSettings = \{"root":"[^"]+\\\/wp-json\\\/","nonce":"[0-9a-f]{10}","versionString":"wp\\\/v2\\\/"\};/;
		expect(await page('/shop/')).not.toContain('wpApiSettings');
		expect(await page('/article/a-week-without-a-phone/')).not.toContain('wpApiSettings');
		expect(await page('/article/a-week-without-a-phone/?rest-api=1')).toMatch(settings);
		expect(await page('/shop/?rest-api=1')).toMatch(settings);
	});

	it('clamps the many-buttons page and 404s unknown pages', async () => {
		const html = await page('/demo/many-buttons/?n=5000');
		expect(html.match(/ajax_add_to_cart/g)).toHaveLength(2000);
		expect((await server.visitor.fetch('/product/nope/')).status).toBe(404);
		expect((await server.visitor.fetch('/shop')).headers.get('location')).toBe('/shop/');
	});
});

describe('no-JavaScript fallbacks', () => {
	it('adds from ?add-to-cart=, redirects without the argument and shows the notice once', async () => {
		const response = await server.visitor.fetch('/shop/?add-to-cart=11&orderby=price');
		expect(response.status).toBe(302);
		expect(response.headers.get('location')).toBe('/shop/?orderby=price');
		expect(server.visitor.cookies.get('woocommerce_items_in_cart')).toBe('1');
		const html = await page('/shop/');
		expect(html).toContain('<div class="woocommerce-message" role="alert"><a href="/cart/" tabindex="1" class="button wc-forward">View cart</a> &ldquo;Mug&rdquo; has been added to your cart.</div>');
		expect(html).toContain('<span class="count">1 item</span>');
		expect(await page('/shop/')).not.toContain('<div class="woocommerce-message"');
	});

	it('adds a variation from the multipart product form by its attributes', async () => {
		const form = new FormData();
		for (const [k, v] of Object.entries({ attribute_pa_color: 'blue', attribute_pa_size: 'l', quantity: '2', 'add-to-cart': '15', product_id: '15', variation_id: '0' }))
			form.append(k, v);
		const response = await server.visitor.fetch('/product/hoodie/', { method: 'POST', body: form });
		expect(response.headers.get('location')).toBe('/product/hoodie/');
		const cart = await page('/cart/');
		expect(cart).toContain('2 &times; &ldquo;Hoodie - Blue, L&rdquo; have been added to your cart.');
		expect(cart).toContain('name="cart[');
	});

	it('checks the remove link nonce: a bad one gets WordPress\'s expired-link page, a good one removes', async () => {
		await server.visitor.fetch('/?add-to-cart=12');
		const html = await page('/cart/');
		const href = /<td class="product-remove"><a role="button" href="([^"]+)"/.exec(html)?.[1].replace(/&#038;/g, '&') as string;
		const path = href.replace(server.running.base, '');
		const bad = await server.visitor.fetch(path.replace(/_wpnonce=\w+/, '_wpnonce=0000000000'));
		expect(bad.status).toBe(403);
		expect(await bad.text()).toContain('The link you followed has expired.');
		const good = await server.visitor.fetch(path);
		expect(good.status).toBe(302);
		expect(good.headers.get('location')).toBe('/cart/');
		const after = await page('/cart/');
		expect(after).toContain('&ldquo;Tote bag&rdquo; removed.');
		expect(after).toContain('Your cart is currently empty.');
	});
});

describe('other endpoints and files', () => {
	it('answers admin-ajax like WordPress without a handler, and the REST index and 404', async () => {
		const ajax = await server.visitor.fetch('/wp-admin/admin-ajax.php', { method: 'POST', body: new URLSearchParams({ action: 'nope' }) });
		expect([ajax.status, await ajax.text()]).toEqual([400, '0']);
		const index = await (await server.visitor.fetch('/?rest_route=/')).json();
		expect(index).toMatchObject({ url: server.running.base, namespaces: ['wp/v2', 'demo/v1'] });
		const missing = await server.visitor.fetch('/wp-json/wp/v2/nothing');
		expect(missing.status).toBe(404);
		expect(await missing.json()).toEqual({ code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } });
	});

	it('serves dist with the right caching, gzip on request, and no path traversal', async () => {
		const loader = await server.visitor.fetch('/dist/islands.js', { headers: { 'Accept-Encoding': 'gzip' } });
		expect(loader.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
		expect(loader.headers.get('cache-control')).toBe('no-cache');
		expect(loader.headers.get('content-encoding')).toBe('gzip');
		expect(await loader.text()).toContain('/* loader */');
		const chunk = await server.visitor.fetch('/dist/chunks/add-to-cart-abc123.js');
		expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
		for (const path of ['/dist/../package.json', '/dist/%2e%2e/package.json', '/dist/%2e%2e%2fpackage.json', '/dist/missing.js'])
			expect((await server.visitor.fetch(path)).status).toBe(404);
		expect((await server.visitor.fetch('/vendor/jquery.js')).headers.get('content-type')).toBe('text/javascript; charset=utf-8');
		expect((await server.visitor.fetch('/demo/assets/site.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
	});
});
