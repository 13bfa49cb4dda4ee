// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useDemoServer } from './testing';

const server = useDemoServer();

const page = async (path: string) => (await server.visitor.fetch(path)).text();
const apply = (query: string) => server.visitor.fetch(`/demo/settings?${query}`);
const noticeId = (html: string) => /class="woocommerce-store-notice demo_store" data-notice-id="([0-9a-f]{32})"/.exec(html)?.[1];
const crossSells = (html: string) =>
	// Up to the list's end: the cards inside hold divs of their own (the wishlist button).
	[...(/<div class="cross-sells">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '').matchAll(/data-product_id="(\d+)"/g)].map((match) => match[1]);
const attributionParams = (html: string) => /var wc_order_attribution = \{"params":\{("lifetime":[^,]*,"session":[^,]*,"base64":[a-z]+)/.exec(html)?.[1];

describe('site settings (/demo/settings)', () => {
	it('sets the cookies the form names, clears a setting back to its default, ignores values it does not offer', async () => {
		const set = await apply('cartWidget=on&permalinks=plain&restNonce=nope&attributionLifetime=');
		expect([set.status, set.headers.get('location')]).toEqual([303, '/demo/#settings']);
		expect(Object.fromEntries(server.visitor.cookies)).toEqual({ demo_cart_widget: 'on', demo_permalinks: 'plain', demo_oa_lifetime: '' });
		await apply('cartWidget=off');
		expect(server.visitor.cookies.has('demo_cart_widget')).toBe(false);
		const qa = await page('/demo/');
		expect(qa).toContain('<form method="get" action="/demo/settings">');
		expect(qa).toContain('<option value="plain" selected>');
	});

	it('store notice: another text is another notice id', async () => {
		const demo = noticeId(await page('/shop/'));
		await apply('storeNotice=sale');
		const html = await page('/shop/');
		expect(html).toContain('Winter sale: 20% off every print until Sunday.');
		expect(noticeId(html)).toMatch(/^[0-9a-f]{32}$/);
		expect(noticeId(html)).not.toBe(demo);
	});

	it('classic cart widget: hide-if-empty markup with an empty content div, on shop pages but not cart or checkout', async () => {
		const widget = '<section id="woocommerce_widget_cart-2" class="widget woocommerce widget_shopping_cart"><h2 class="widget-title">Cart</h2><div class="hide_cart_widget_if_empty"><div class="widget_shopping_cart_content"></div></div></section>';
		expect(await page('/shop/')).not.toContain('hide_cart_widget_if_empty');
		await apply('cartWidget=on');
		expect(await page('/shop/')).toContain(widget);
		await server.visitor.ajax('add_to_cart', { product_id: '11' });
		expect(await page('/cart/')).not.toContain('hide_cart_widget_if_empty');
		expect(await page('/checkout/')).not.toContain('hide_cart_widget_if_empty');
	});

	it('order attribution: lifetime and session as the filters return them, valid or not, and base64', async () => {
		expect(attributionParams(await page('/shop/'))).toBe('"lifetime":1.0e-5,"session":30,"base64":false');
		await apply('attributionLifetime=6&attributionSession=5&attributionBase64=on');
		expect(attributionParams(await page('/shop/'))).toBe('"lifetime":6,"session":5,"base64":true');
		await apply('attributionLifetime=abc&attributionSession=');
		expect(attributionParams(await page('/shop/'))).toBe('"lifetime":"abc","session":"","base64":true');
		await apply('attributionLifetime=0.5&attributionSession=0');
		expect(attributionParams(await page('/shop/'))).toBe('"lifetime":0.5,"session":0,"base64":true');
	});

	it('plain permalinks: the REST root is /?rest_route=/ everywhere, and /wp-json/ is a missing page', async () => {
		await apply('permalinks=plain');
		await server.visitor.logIn('admin');
		const html = await page('/shop/');
		const root = `${server.running.base}/?rest_route=/`;
		expect(html).toContain(`<link rel="https://api.w.org/" href="${root}">`);
		expect(html).toContain(`"root":"${root.replace(/\//g, '\\/')}"`);
		expect(html).toContain(`data-rest-url='${root}wp/v2/users/1'`);
		const missing = await server.visitor.fetch('/wp-json/wp/v2/posts');
		expect([missing.status, missing.headers.get('content-type')]).toEqual([404, 'text/html; charset=UTF-8']);
		const posts = await server.visitor.fetch('/?rest_route=/wp/v2/posts&per_page=100');
		expect(posts.status).toBe(200);
		expect(posts.headers.get('link')).toContain(`<${root}>; rel="https://api.w.org/"`);
		expect(posts.headers.get('link')).toContain(`<${root}wp/v2/posts&per_page=100&page=2>; rel="next"`);
	});

	it('an always-invalid nonce: even a fresh one gets 403 rest_cookie_invalid_nonce', async () => {
		await server.visitor.logIn('reader');
		await apply('restNonce=invalid');
		const nonce = await server.visitor.restNonce();
		const me = await server.visitor.fetch('/wp-json/wp/v2/users/me', { headers: { 'X-WP-Nonce': nonce } });
		expect([me.status, await me.json()]).toEqual([403, { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } }]);
		expect((await server.visitor.fetch('/wp-json/wp/v2/posts')).status).toBe(200);
	});
});

describe('other QA cases', () => {
	it('a REST route that answers 204 with no body', async () => {
		for (const method of ['GET', 'POST']) {
			const response = await server.visitor.fetch('/wp-json/demo/v1/ping', { method });
			expect([response.status, await response.text()]).toEqual([204, '']);
		}
	});

	it('fault 500-null: HTTP 500 with a JSON body null, on REST and wc-ajax alike', async () => {
		const rest = await server.visitor.fetch('/wp-json/wp/v2/users/me', { headers: { 'X-Demo-Fault': '500-null' } });
		expect([rest.status, rest.headers.get('content-type'), await rest.text()]).toEqual([500, 'application/json; charset=UTF-8', 'null']);
		const add = await server.visitor.ajax('add_to_cart', { product_id: '11' }, { 'X-Demo-Fault': '500-null' });
		expect([add.status, await add.text()]).toEqual([500, 'null']);
		expect(server.visitor.cookies.size).toBe(0);
	});

	it('an unknown product id: {"error":true,"product_url":false}, nothing added; the QA page has both test buttons', async () => {
		expect(await (await server.visitor.ajax('add_to_cart', { product_id: '999999', quantity: '1' })).json()).toEqual({ error: true, product_url: false });
		expect(server.visitor.cookies.size).toBe(0);
		const qa = await page('/demo/');
		expect(qa).toMatch(/<a href="\?add-to-cart=11" [^>]*class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id=""/);
		expect(qa).toMatch(/<a href="\?add-to-cart=999999" [^>]*data-product_id="999999"/);
	});

	it('cross-sells on the cart page: AJAX loop buttons for the Mug’s cross-sells not in the cart', async () => {
		await server.visitor.ajax('add_to_cart', { product_id: '11' });
		const cart = await page('/cart/');
		expect(cart).toContain('<div class="cross-sells"><h2>You may be interested in&hellip;</h2><ul class="products columns-2">');
		expect(cart).toMatch(/<a href="\?add-to-cart=23" [^>]*class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="23"/);
		expect(crossSells(cart)).toEqual(['23', '12']);
		await server.visitor.ajax('add_to_cart', { product_id: '23' });
		expect(crossSells(await page('/cart/'))).toEqual(['12']);
	});

	it('the Beanie: hidden from the shop, 5 and 6 left, and Navy + L does not exist', async () => {
		expect(await page('/shop/')).not.toContain('/product/beanie/');
		const beanie = await page('/product/beanie/');
		const variations = JSON.parse(/data-product_variations="([^"]*)"/.exec(beanie)![1].replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as {
			attributes: Record<string, string>;
			max_qty: number | string;
		}[];
		expect(variations.map((v) => [v.attributes.attribute_pa_color, v.attributes.attribute_pa_size, v.max_qty])).toEqual([
			['red', 's', 5],
			['red', 'l', 6],
			['grey', 's', ''],
			['grey', 'l', ''],
			['navy', 's', 10],
		]);
		const form = new FormData();
		for (const [name, value] of Object.entries({ attribute_pa_color: 'navy', attribute_pa_size: 'l', quantity: '1', 'add-to-cart': '67' })) form.append(name, value);
		const post = await server.visitor.fetch('/product/beanie/', { method: 'POST', body: form });
		expect(post.status).toBe(302);
		expect(await page('/product/beanie/')).toContain('Please choose product options&hellip;');
	});

	it('checkout: the email field carries a described-by description', async () => {
		await server.visitor.ajax('add_to_cart', { product_id: '11' });
		expect(await page('/checkout/')).toContain(
			'aria-describedby="billing_email-description"><span class="description" id="billing_email-description" aria-hidden="true">We send the receipt and delivery updates to this address.</span>',
		);
	});
});
