// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Visitor, useDemoServer } from '../testing';

const server = useDemoServer();

const page = async (path: string) => (await server.visitor.fetch(path)).text();
const LOGGED_IN = /^wordpress_logged_in_[0-9a-f]{32}$/;

describe('logging in and out', () => {
	it('shows the login form, refuses a wrong password, and logs in with an HttpOnly cookie', async () => {
		expect(await page('/wp-login.php')).toContain('<form name="loginform" id="loginform" action="/wp-login.php" method="post">');
		const wrong = await server.visitor.logIn('admin', 'nope');
		expect(wrong.status).toBe(200);
		expect(await wrong.text()).toContain('The password you entered for the username <strong>admin</strong> is incorrect.');
		const ok = await server.visitor.logIn('admin');
		expect([ok.status, ok.headers.get('location')]).toEqual([302, '/']);
		const cookie = server.visitor.lastSetCookie.find((line) => LOGGED_IN.test(line.split('=')[0]));
		expect(cookie).toMatch(/^wordpress_logged_in_[0-9a-f]{32}=admin%7C\d+%7C[0-9a-f]{40}%7C[0-9a-f]{64}; path=\/; HttpOnly$/);
		expect(await page('/shop/')).toMatch(/<a href="\/wp-login\.php\?action=logout&#038;redirect_to=[^"]+&#038;_wpnonce=[0-9a-f]{10}">Log out \(admin\)<\/a>/);
	});

	it('follows redirect_to only on this site', async () => {
		const post = (redirectTo: string) =>
			server.visitor.fetch('/wp-login.php', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ log: 'reader', pwd: 'reader', redirect_to: redirectTo }).toString() });
		expect((await post(`${server.running.base}/cart/?x=1`)).headers.get('location')).toBe('/cart/?x=1');
		expect((await post('https://evil.example/')).headers.get('location')).toBe('/my-account/');
		expect((await post('//evil.example/')).headers.get('location')).toBe('/my-account/');
	});

	it('asks before logging out without a nonce, and logs out (cart session too) with one', async () => {
		await server.visitor.logIn('reader');
		await server.visitor.fetch('/?add-to-cart=11');
		const ask = await server.visitor.fetch('/wp-login.php?action=logout');
		expect(ask.status).toBe(403);
		expect(await ask.text()).toContain('Do you really want to <a href="/wp-login.php?action=logout&#038;redirect_to=');
		const href = /href="(\/wp-login\.php\?action=logout[^"]+)">Log out \(reader\)/.exec(await page('/'))?.[1].replace(/&#038;/g, '&') as string;
		const out = await server.visitor.fetch(href);
		expect([out.status, out.headers.get('location')]).toEqual([302, '/']);
		expect([...server.visitor.cookies.keys()].some((name) => LOGGED_IN.test(name) || name.startsWith('wp_woocommerce_session_'))).toBe(false);
		expect(server.visitor.cookies.has('woocommerce_items_in_cart')).toBe(false);
		expect(await page('/')).toContain('>Log in</a>');
	});

	it('offers one-click logins, the nonce expiry and the media knob on the QA page', async () => {
		const html = await page('/demo/');
		expect(html).toContain('<input type="hidden" name="log" value="admin"><input type="hidden" name="pwd" value="admin">');
		expect(html).toContain('<form method="post" action="/demo/api/expire-nonces"');
		expect(html).toContain('<form method="get" action="/demo/media-fail">');
		for (const widget of ['order-attribution', 'store-notice', 'coming-soon', 'quantity', 'password-toggle', 'ordering', 'field-description', 'shop-notices', 'account-form', 'cart-remove-key', 'variations']) expect(html).toContain(`<code>${widget}</code>`);
	});
});

describe('what logged-in pages print', () => {
	it('prints wpApiSettings and the coming-soon banner for an administrator on shop pages only', async () => {
		expect(await page('/shop/')).not.toContain('wpApiSettings');
		await server.visitor.logIn('admin');
		const html = await page('/shop/');
		const root = `${server.running.base}/wp-json/`.replace(/\//g, '\\/');
		expect(html).toMatch(new RegExp(`<script id="wp-api-request-js-extra">\\nvar wpApiSettings = \\{"root":"${root.replace(/\\/g, '\\\\')}","nonce":"[0-9a-f]{10}","versionString":"wp\\\\/v2\\\\/"\\};\\n`));
		expect(html).toMatch(/<div id='coming-soon-footer-banner'><div class='coming-soon-footer-banner__content'>[^]*?<\/div><a class='coming-soon-footer-banner-dismiss' data-rest-url='http:\/\/127\.0\.0\.1:\d+\/wp-json\/wp\/v2\/users\/1' data-rest-nonce='[0-9a-f]{10}'><\/a><\/div>/);
		expect(html).toContain('<body class="archive post-type-archive post-type-archive-product woocommerce-shop woocommerce woocommerce-page logged-in woocommerce-no-js">');
		const reader = new Visitor(server.running.base);
		await reader.logIn('reader');
		const readerPage = await (await reader.fetch('/shop/')).text();
		expect(readerPage).toContain('var wpApiSettings');
		expect(readerPage).not.toContain('coming-soon-footer-banner');
	});

	it('prints allowTracking false with ?tracking=0 only', async () => {
		expect(await page('/?tracking=0')).toContain('"allowTracking":false}');
		expect(await page('/?tracking=no')).toContain('"allowTracking":true}');
	});
});

describe('shop forms', () => {
	it('prints the Notebook quantity below its minimum and enforces the minimum on a form add', async () => {
		const html = await page('/product/notebook/');
		expect(html).toMatch(/<input type="number" id="quantity_22" class="input-text qty text" name="quantity" value="1" aria-label="Product quantity" min="2"/);
		const form = new FormData();
		form.append('quantity', '1');
		form.append('add-to-cart', '22');
		expect((await server.visitor.fetch('/product/notebook/', { method: 'POST', body: form })).status).toBe(302);
		const after = await page('/product/notebook/');
		expect(after).toContain('<ul class="woocommerce-error" role="alert"><li>The minimum quantity for &ldquo;Notebook&rdquo; is 2.');
		expect(server.visitor.cookies.has('woocommerce_items_in_cart')).toBe(false);
		form.set('quantity', '2');
		await server.visitor.fetch('/product/notebook/', { method: 'POST', body: form });
		expect(server.visitor.cookies.get('woocommerce_items_in_cart')).toBe('1');
	});

	it('sorts the shop by popularity from placed orders, with the ordering form', async () => {
		const html = await page('/shop/?orderby=popularity');
		expect(html).toContain('<option value="popularity" selected="selected">Sort by popularity</option>');
		expect(html).toContain('<form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby" aria-label="Shop order">');
		expect(html).toContain('<p class="woocommerce-result-count">');
	});

	it('prints the edit-account form for the theme, with onsubmit="false" under ?blocked=1', async () => {
		expect(await page('/my-account/edit-account/')).toContain('form class="woocommerce-form woocommerce-form-login login"');
		await server.visitor.logIn('reader');
		const html = await page('/my-account/edit-account/?blocked=1');
		expect(html).toMatch(/<div class="jeg_account_right"><div class="woocommerce-MyAccount-content"><form class="woocommerce-EditAccountForm edit-account" action="\/my-account\/edit-account\/" method="post" onsubmit="false">/);
		expect(html).toContain('id="fname"');
		expect(html).toContain('id="lname"');
		expect(html).toMatch(/<select name="account_display_name" id="dname"/);
		expect(html).toContain('<span class="description" id="dname-description" aria-hidden="true">');
		expect(await page('/my-account/edit-account/')).not.toContain('onsubmit');
	});

	it('saves account details and refuses a wrong current password', async () => {
		await server.visitor.logIn('reader');
		const nonce = /name="save-account-details-nonce" value="([0-9a-f]{10})"/.exec(await page('/my-account/edit-account/'))?.[1] as string;
		const save = (extra: Record<string, string>) =>
			server.visitor.fetch('/my-account/edit-account/', {
				method: 'POST',
				headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
				body: new URLSearchParams({ account_first_name: 'Rita', account_last_name: 'Reader', account_display_name: 'Rita Reader', account_email: 'reader@daily-island.example', 'save-account-details-nonce': nonce, action: 'save_account_details', ...extra }).toString(),
			});
		const wrong = await save({ password_current: 'x', password_1: 'new', password_2: 'new' });
		expect(await wrong.text()).toContain('Your current password is incorrect.');
		expect((await save({})).headers.get('location')).toBe('/my-account/');
		expect(await page('/my-account/')).toContain('Account details changed successfully.');
		expect(await page('/')).toContain('Log out (Rita Reader)');
	});
});
