// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../testing';

const server = useDemoServer();

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

/** What the attribution island would submit after a landing from a newsletter link. */
const ATTRIBUTION = {
	wc_order_attribution_source_type: 'utm',
	wc_order_attribution_referrer: '(none)',
	wc_order_attribution_utm_campaign: 'spring',
	wc_order_attribution_utm_source: 'newsletter',
	wc_order_attribution_utm_medium: 'email',
	wc_order_attribution_utm_content: '(none)',
	wc_order_attribution_session_entry: 'http://shop.example/?utm_source=newsletter',
	wc_order_attribution_session_pages: '3',
	wc_order_attribution_session_count: '1',
	wc_order_attribution_user_agent: IPHONE,
};

async function checkoutNonce(): Promise<string> {
	const html = await (await server.visitor.fetch('/checkout/')).text();
	return /name="woocommerce-process-checkout-nonce" value="([0-9a-f]{10})"/.exec(html)?.[1] as string;
}

const placeOrder = async (fields: Record<string, string>) =>
	server.visitor.fetch('/checkout/', {
		method: 'POST',
		headers: FORM,
		body: new URLSearchParams({ 'woocommerce-process-checkout-nonce': await checkoutNonce(), payment_method: 'cod', woocommerce_checkout_place_order: 'Place order', ...fields }).toString(),
	});

const billing = { billing_first_name: 'Jo', billing_last_name: 'Doe', billing_email: 'jo@example.com' };
const orders = async () => (await fetch(`${server.running.base}/demo/api/orders`)).json();

describe('classic checkout', () => {
	it('sends an empty cart back to the cart page with WooCommerce’s notice', async () => {
		const response = await server.visitor.fetch('/checkout/');
		expect([response.status, response.headers.get('location')]).toEqual([302, '/cart/']);
		expect(await (await server.visitor.fetch('/cart/')).text()).toContain('Checkout is not available whilst your cart is empty.');
	});

	it('prints the form, the attribution groups at the hook positions and the gateway group before the form', async () => {
		await server.visitor.fetch('/?add-to-cart=11');
		const html = await (await server.visitor.fetch('/checkout/')).text();
		const form = html.indexOf('<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/checkout/"');
		const gateway = html.indexOf('<wc-order-attribution-inputs id="wc-stripe-express-checkout__order-attribution-inputs"></wc-order-attribution-inputs>');
		expect(gateway).toBeGreaterThan(0);
		expect(form).toBeGreaterThan(gateway);
		const inForm = html.slice(form, html.indexOf('</form>', form));
		expect(inForm.match(/<wc-order-attribution-inputs><\/wc-order-attribution-inputs>/g)).toHaveLength(5);
		expect(inForm).toContain('<input id="payment_method_cod" type="radio" class="input-radio" name="payment_method" value="cod" checked="checked"');
		expect(inForm).toContain('>Place order</button>');
		expect(html).toContain('var wc_order_attribution = {"params":{"lifetime":1.0e-5,');
	});

	it('keeps the typed values and lists the errors above the form when a required field is missing', async () => {
		await server.visitor.fetch('/?add-to-cart=11');
		const response = await placeOrder({ billing_first_name: 'Jo', billing_last_name: '', billing_email: 'not-an-email' });
		expect(response.status).toBe(200);
		const html = await response.text();
		expect(html).toContain('<ul class="woocommerce-error" role="alert"><li><strong>Billing Last name</strong> is a required field.</li><li><strong>Billing Email address</strong> is not a valid email address.</li></ul>');
		expect(html.indexOf('woocommerce-error')).toBeLessThan(html.indexOf('<form name="checkout"'));
		expect(html).toContain('name="billing_first_name" id="billing_first_name" placeholder="" value="Jo"');
		expect(await orders()).toEqual([]);
	});

	it('creates the order with the attribution meta, empties the cart and shows the origin', async () => {
		await server.visitor.fetch('/?add-to-cart=11');
		const response = await placeOrder({ ...billing, ...ATTRIBUTION });
		expect(response.status).toBe(302);
		const location = response.headers.get('location') as string;
		expect(location).toMatch(/^\/checkout\/order-received\/\d+\/\?key=wc_order_[A-Za-z0-9]{13}$/);
		expect(server.visitor.cookies.has('woocommerce_items_in_cart')).toBe(false);
		expect(server.visitor.cookies.has('woocommerce_cart_hash')).toBe(false);
		const [order] = await orders();
		expect(order.meta).toEqual({
			_wc_order_attribution_source_type: 'utm',
			_wc_order_attribution_utm_campaign: 'spring',
			_wc_order_attribution_utm_source: 'newsletter',
			_wc_order_attribution_utm_medium: 'email',
			_wc_order_attribution_session_entry: 'http://shop.example/?utm_source=newsletter',
			_wc_order_attribution_session_pages: '3',
			_wc_order_attribution_session_count: '1',
			_wc_order_attribution_user_agent: IPHONE,
			_wc_order_attribution_device_type: 'Mobile',
		});
		expect(order).toMatchObject({ origin: 'Source: Newsletter', billing: { email: 'jo@example.com' }, total: 1200 });
		const page = await (await server.visitor.fetch(location)).text();
		expect(page).toContain('Origin: <strong>Source: Newsletter</strong>');
		expect(page).toContain(`Order number: <strong>${order.id}</strong>`);
		expect(await (await server.visitor.fetch(`/checkout/order-received/${order.id}/?key=wc_order_wrong`)).text()).not.toContain('Order number');
	});

	it('records nothing for a form without attribution inputs, and "Unknown" as its origin', async () => {
		await server.visitor.fetch('/?add-to-cart=12');
		await placeOrder(billing);
		const [order] = await orders();
		expect([order.meta, order.origin]).toEqual([{}, 'Unknown']);
	});

	it('refuses a stale checkout nonce with WooCommerce’s message', async () => {
		await server.visitor.fetch('/?add-to-cart=12');
		const html = await (await server.visitor.fetch('/checkout/', { method: 'POST', headers: FORM, body: new URLSearchParams({ ...billing, payment_method: 'cod', 'woocommerce-process-checkout-nonce': '0000000000' }).toString() })).text();
		expect(html).toContain('We were unable to process your order, please try again.');
	});
});

describe('registration on My account', () => {
	it('creates the customer, logs them in and saves the attribution like an order', async () => {
		const html = await (await server.visitor.fetch('/my-account/')).text();
		expect(html).toContain('<input class="woocommerce-Input woocommerce-Input--text input-text" type="password" name="password" id="password" autocomplete="current-password">');
		const register = html.slice(html.indexOf('woocommerce-form-register'));
		expect(register).toContain('<wc-order-attribution-inputs></wc-order-attribution-inputs>');
		const nonce = /name="woocommerce-register-nonce" value="([0-9a-f]{10})"/.exec(html)?.[1] as string;
		const body = new URLSearchParams({
			email: 'new.reader@example.com',
			password: 'secret',
			'woocommerce-register-nonce': nonce,
			register: 'Register',
			wc_order_attribution_source_type: 'typein',
			wc_order_attribution_utm_source: '(direct)',
			wc_order_attribution_user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
		});
		const response = await server.visitor.fetch('/my-account/', { method: 'POST', headers: FORM, body: body.toString() });
		expect([response.status, response.headers.get('location')]).toEqual([302, '/my-account/']);
		expect(await (await server.visitor.fetch('/my-account/')).text()).toContain('Hello <strong>new.reader</strong>');
		const users = await (await fetch(`${server.running.base}/demo/api/users`)).json();
		expect(users.find((u: { login: string }) => u.login === 'new.reader')).toMatchObject({
			role: 'customer',
			origin: 'Direct',
			meta: {
				_wc_order_attribution_source_type: 'typein',
				_wc_order_attribution_utm_source: '(direct)',
				_wc_order_attribution_user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
				_wc_order_attribution_device_type: 'Desktop',
			},
		});
	});
});

describe('pages without shop markup', () => {
	it('keeps the article page free of shop markup and attribution, with the REST link only', async () => {
		await server.visitor.logIn('admin');
		const html = await (await server.visitor.fetch('/article/city-council-approves-night-trams/')).text();
		for (const shopMarkup of ['wc_order_attribution', 'wc-order-attribution', 'woocommerce-store-notice', 'coming-soon-footer-banner', 'wpApiSettings', 'ajax_add_to_cart'])
			expect(html).not.toContain(shopMarkup);
		expect(html).toContain(`<link rel="https://api.w.org/" href="${server.running.base}/wp-json/">`);
	});
});
