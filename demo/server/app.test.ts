// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from './state/sessions';
import { useDemoServer } from './testing';

const server = useDemoServer();

const mugBody = { quantity: '1', product_id: '11', product_sku: 'MUG-1', success_message: '“Mug” has been added to your cart' };

describe('wc-ajax add_to_cart / remove_from_cart', () => {
	it('adds from a browser-like form POST and answers with fragments, the §3.1 headers and the cart cookies', async () => {
		const response = await server.visitor.ajax('add_to_cart', mugBody);
		expect(response.status).toBe(200);
		expect(response.headers.get('content-type')).toBe('application/json; charset=UTF-8');
		expect(response.headers.get('cache-control')).toBe('no-cache, must-revalidate, max-age=0, no-store, private');
		expect(response.headers.get('x-robots-tag')).toBe('noindex');
		expect(response.headers.get('x-content-type-options')).toBe('nosniff');
		expect(response.headers.get('x-demo-violation')).toBeNull();
		const raw = await response.text();
		expect(raw).toContain('\\/cart\\/');
		const body = JSON.parse(raw);
		expect(Object.keys(body.fragments)).toEqual(['div.widget_shopping_cart_content', 'a.cart-contents']);
		expect(body.fragments['div.widget_shopping_cart_content']).toContain('>Mug\t\t\t\t\t\t</a>');
		expect(body.fragments['div.widget_shopping_cart_content']).toMatch(/^<div class="widget_shopping_cart_content">/);
		expect(body.fragments['a.cart-contents']).toContain('1 item');
		expect(body.cart_hash).toMatch(/^[0-9a-f]{32}$/);
		expect(server.visitor.cookies.get('woocommerce_items_in_cart')).toBe('1');
		expect(server.visitor.cookies.get('woocommerce_cart_hash')).toBe(body.cart_hash);
		const session = server.visitor.lastSetCookie.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
		expect(session).toMatch(/^wp_woocommerce_session_[0-9a-f]{32}=t_[0-9a-f]{30}%7C%7C\d+%7C%7C\d+%7C%7C[0-9a-f]{32}; expires=.+; Max-Age=172800; path=\/; HttpOnly$/);
	});

	it('re-sends only the cart hash cookie on later changes, as observed on WooCommerce', async () => {
		await server.visitor.ajax('add_to_cart', mugBody);
		await server.visitor.ajax('add_to_cart', mugBody);
		expect(server.visitor.lastSetCookie.map((line) => line.split('=')[0])).toEqual(['woocommerce_cart_hash']);
	});

	it('removes a line by cart_item_key, empties the hash and expires both cart cookies', async () => {
		const added = await (await server.visitor.ajax('add_to_cart', mugBody)).json();
		const key = /data-cart_item_key="([0-9a-f]{32})"/.exec(added.fragments['div.widget_shopping_cart_content'])?.[1] as string;
		const removed = await server.visitor.ajax('remove_from_cart', { cart_item_key: key });
		const body = await removed.json();
		expect(body.cart_hash).toBe('');
		expect(body.fragments['div.widget_shopping_cart_content']).toContain('No products in the cart.');
		expect(server.visitor.lastSetCookie.filter((l) => /Max-Age=0/.test(l)).map((l) => l.split('=')[0])).toEqual([
			'woocommerce_items_in_cart',
			'woocommerce_cart_hash',
		]);
		expect(server.visitor.cookies.has('woocommerce_items_in_cart')).toBe(false);
		expect(await (await server.visitor.ajax('remove_from_cart', { cart_item_key: key })).json()).toEqual({ success: false });
	});

	it('answers the error shapes of contract §3.2 and keeps the notice for the product page', async () => {
		expect(await (await server.visitor.ajax('add_to_cart', { product_id: '999999' })).json()).toEqual({ error: true, product_url: false });
		expect(await (await server.visitor.ajax('add_to_cart', { product_id: '18' })).json()).toHaveProperty('fragments');
		const parent = await (await server.visitor.ajax('add_to_cart', { product_id: '15', quantity: '1' })).json();
		expect(parent).toEqual({ error: true, product_url: `${server.running.base}/product/hoodie/` });
		const page = await (await server.visitor.fetch('/product/hoodie/')).text();
		expect(page).toContain('<ul class="woocommerce-error" role="alert"><li>Please choose product options by visiting');
		expect(await (await server.visitor.fetch('/product/hoodie/')).text()).not.toContain('woocommerce-error');
	});

	it('answers an empty 200 body without product_id and for unknown endpoints', async () => {
		for (const response of [await server.visitor.ajax('add_to_cart', { quantity: '1' }), await server.visitor.ajax('nope', {})]) {
			expect(response.status).toBe(200);
			expect(await response.text()).toBe('');
			expect(response.headers.get('content-type')).toBe('application/json; charset=UTF-8');
		}
	});

	it('refreshes fragments for a new server.visitor without creating a session', async () => {
		const response = await server.visitor.ajax('get_refreshed_fragments', { time: '1700000000000' }, { 'X-Requested-With': '' });
		expect((await response.json()).cart_hash).toBe('');
		expect(server.visitor.lastSetCookie).toEqual([]);
		expect(response.headers.get('x-demo-violation')).toBeNull();
	});
});

describe('request log and contract violations', () => {
	it('logs every AJAX request in order with its PHP-parsed body, and names contract breaks', async () => {
		await server.visitor.ajax('add_to_cart', { product_id: '11', 'a[b]': '1' });
		const bad = await server.visitor.fetch('/?wc-ajax=remove_from_cart', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
		expect(bad.headers.get('x-demo-violation')).toContain('Content-Type must be application/x-www-form-urlencoded');
		const requests = await (await fetch(`${server.running.base}/demo/api/requests`)).json();
		expect(requests.map((r: { endpoint: string }) => r.endpoint)).toEqual(['add_to_cart', 'remove_from_cart']);
		expect(requests[0]).toMatchObject({ method: 'POST', kind: 'wc-ajax', body: { product_id: '11', a: { b: '1' } }, violations: [] });
		const violations = await (await fetch(`${server.running.base}/demo/api/violations`)).json();
		expect(violations.map((v: { rule: string }) => v.rule)).toEqual([
			'Content-Type must be application/x-www-form-urlencoded (contract 3.1)',
			'remove_from_cart should send X-Requested-With: XMLHttpRequest (contract 3.1)',
			'remove_from_cart should send Accept: application/json, text/javascript, */*; q=0.01 (contract 3.1)',
			'remove_from_cart needs cart_item_key = the link data-cart_item_key, 32 hex (contract 3.3)',
		]);
		await fetch(`${server.running.base}/demo/api/reset`, { method: 'POST' });
		expect(await (await fetch(`${server.running.base}/demo/api/requests`)).json()).toEqual([]);
	});
});
