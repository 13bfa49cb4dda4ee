// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Visitor, useDemoServer } from '../testing';

const server = useDemoServer();

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' };
const INVALID_NONCE = { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } };
/** The coming-soon dismiss body, byte for byte (contract §3.5). */
const DISMISS_BODY = 'woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes';

describe('REST cookie authentication', () => {
	it('accepts a valid nonce, answers as the user and sends a fresh X-WP-Nonce', async () => {
		await server.visitor.logIn('admin');
		const nonce = await server.visitor.restNonce();
		expect(nonce).toMatch(/^[0-9a-f]{10}$/);
		const response = await server.visitor.fetch('/wp-json/wp/v2/users/me', { headers: { 'X-WP-Nonce': nonce } });
		expect(response.status).toBe(200);
		expect(response.headers.get('x-wp-nonce')).toMatch(/^[0-9a-f]{10}$/);
		expect(response.headers.get('cache-control')).toContain('no-store');
		expect(await response.json()).toMatchObject({ id: 1, name: 'admin', slug: 'admin', meta: [], woocommerce_meta: { coming_soon_banner_dismissed: 'no' } });
	});

	it('refuses an invalid nonce with 403 rest_cookie_invalid_nonce, logged in or not', async () => {
		const guest = await server.visitor.fetch('/wp-json/wp/v2/posts', { headers: { 'X-WP-Nonce': '0123456789' } });
		expect(guest.status).toBe(403);
		expect(await guest.json()).toEqual(INVALID_NONCE);
		await server.visitor.logIn('reader');
		const user = await server.visitor.fetch('/?rest_route=/wp/v2/users/me&_wpnonce=0123456789');
		expect([user.status, await user.json()]).toEqual([403, INVALID_NONCE]);
		expect(user.headers.get('x-wp-nonce')).toBeNull();
	});

	it('treats a request without a nonce as user 0, even with the login cookie', async () => {
		await server.visitor.logIn('admin');
		const me = await server.visitor.fetch('/wp-json/wp/v2/users/me');
		expect(me.status).toBe(401);
		expect(await me.json()).toEqual({ code: 'rest_not_logged_in', message: 'You are not currently logged in.', data: { status: 401 } });
		expect(me.headers.get('x-wp-nonce')).toBeNull();
		expect((await server.visitor.fetch('/wp-json/wp/v2/posts')).status).toBe(200);
	});

	it('rest-nonce: 200 with the bare nonce and no-cache headers when logged in, 400 "0" when not', async () => {
		const out = await server.visitor.fetch('/wp-admin/admin-ajax.php?action=rest-nonce');
		expect([out.status, await out.text()]).toEqual([400, '0']);
		await server.visitor.logIn('reader');
		const response = await server.visitor.fetch('/wp-admin/admin-ajax.php?action=rest-nonce');
		expect(response.status).toBe(200);
		expect(response.headers.get('cache-control')).toBe('no-cache, must-revalidate, max-age=0, no-store, private');
		expect(await response.text()).toMatch(/^[0-9a-f]{10}$/);
	});

	it("expire-nonces makes every nonce this browser was given fail, fresh ones work, and another browser's still work", async () => {
		const other = new Visitor(server.running.base);
		await other.logIn('admin');
		const othersNonce = await other.restNonce();
		await server.visitor.logIn('admin');
		const old = await server.visitor.restNonce();
		const expired = await server.visitor.fetch('/demo/api/expire-nonces', { method: 'POST' });
		expect(await expired.json()).toEqual({ expired: true });
		const stale = await server.visitor.fetch('/wp-json/wp/v2/users/1', { headers: { 'X-WP-Nonce': old } });
		expect([stale.status, await stale.json()]).toEqual([403, INVALID_NONCE]);
		const fresh = await server.visitor.restNonce();
		expect(fresh).not.toBe(old);
		expect((await server.visitor.fetch('/wp-json/wp/v2/users/1', { headers: { 'X-WP-Nonce': fresh } })).status).toBe(200);
		expect((await other.fetch('/wp-json/wp/v2/users/1', { headers: { 'X-WP-Nonce': othersNonce } })).status).toBe(200);
	});
});

describe('/wp/v2/users', () => {
	it('stores coming_soon_banner_dismissed from the exact form body, and the banner disappears', async () => {
		await server.visitor.logIn('admin');
		const shop = await (await server.visitor.fetch('/shop/')).text();
		const banner = /data-rest-url='([^']+)' data-rest-nonce='([0-9a-f]{10})'/.exec(shop);
		expect(banner?.[1]).toBe(`${server.running.base}/wp-json/wp/v2/users/1`);
		const response = await server.visitor.fetch(new URL(banner?.[1] as string).pathname, {
			method: 'POST',
			headers: { ...FORM, 'X-WP-Nonce': banner?.[2] as string },
			body: DISMISS_BODY,
		});
		expect(response.status).toBe(200);
		expect(await response.json()).toMatchObject({ id: 1, username: 'admin', woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
		expect(await (await server.visitor.fetch('/shop/')).text()).not.toContain('coming-soon-footer-banner');
		await server.visitor.logIn('admin');
		expect(await (await server.visitor.fetch('/shop/')).text()).toContain("<div id='coming-soon-footer-banner'>");
	});

	it('lets a user update only themself, and only with yes or no', async () => {
		await server.visitor.logIn('reader');
		const nonce = await server.visitor.restNonce();
		const other = await server.visitor.fetch('/wp-json/wp/v2/users/1', { method: 'POST', headers: { ...FORM, 'X-WP-Nonce': nonce }, body: DISMISS_BODY });
		expect(other.status).toBe(403);
		expect((await other.json()).code).toBe('rest_cannot_edit');
		const bad = await server.visitor.fetch('/wp-json/wp/v2/users/me', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': nonce },
			body: JSON.stringify({ woocommerce_meta: { coming_soon_banner_dismissed: 'maybe' } }),
		});
		expect([bad.status, (await bad.json()).code]).toEqual([400, 'rest_invalid_param']);
		const guest = new Visitor(server.running.base);
		const anonymous = await guest.fetch('/wp-json/wp/v2/users/2', { method: 'POST', headers: FORM, body: DISMISS_BODY });
		expect([anonymous.status, (await anonymous.json()).code]).toEqual([401, 'rest_cannot_edit']);
		expect((await guest.fetch('/wp-json/wp/v2/users/1')).status).toBe(200);
		expect((await guest.fetch('/wp-json/wp/v2/users/2')).status).toBe(401);
	});

	it('honours X-HTTP-Method-Override and ?_method= on POST', async () => {
		await server.visitor.logIn('reader');
		const nonce = await server.visitor.restNonce();
		const patch = await server.visitor.fetch('/wp-json/wp/v2/users/2', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': nonce, 'X-HTTP-Method-Override': 'PATCH' },
			body: JSON.stringify({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }),
		});
		expect((await patch.json()).woocommerce_meta).toEqual({ coming_soon_banner_dismissed: 'yes' });
		const query = await server.visitor.fetch('/wp-json/wp/v2/users/me?_method=PUT', { method: 'POST', headers: { ...FORM, 'X-WP-Nonce': nonce }, body: DISMISS_BODY.replace('yes', 'no') });
		expect((await query.json()).woocommerce_meta).toEqual({ coming_soon_banner_dismissed: 'no' });
		const wrong = await server.visitor.fetch('/wp-json/wp/v2/posts', { method: 'POST', headers: { 'X-HTTP-Method-Override': 'DELETE' } });
		expect((await wrong.json()).code).toBe('rest_no_route');
	});
});

describe('/wp/v2/posts paging', () => {
	it('walks 237 posts as 100/100/37 with X-WP-Total(Pages) and absolute prev/next links', async () => {
		const sizes: number[] = [];
		let url: string | undefined = `${server.running.base}/wp-json/wp/v2/posts?per_page=100`;
		const links: (string | null)[] = [];
		while (url) {
			const response: Response = await fetch(url);
			expect(response.headers.get('x-wp-total')).toBe('237');
			expect(response.headers.get('x-wp-totalpages')).toBe('3');
			sizes.push((await response.json()).length);
			links.push(response.headers.get('link'));
			url = /<([^>]+)>; rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
		}
		expect(sizes).toEqual([100, 100, 37]);
		expect(links[0]).toContain(`<${server.running.base}/wp-json/wp/v2/posts?per_page=100&page=2>; rel="next"`);
		expect(links[1]).toContain(`<${server.running.base}/wp-json/wp/v2/posts?per_page=100&page=1>; rel="prev", <${server.running.base}/wp-json/wp/v2/posts?per_page=100&page=3>; rel="next"`);
		expect(links[2]).toContain('page=2>; rel="prev"');
		expect(links[2]).not.toContain('rel="next"');
		expect(links[0]).toContain('rel="https://api.w.org/"');
	});

	it('validates per_page and page like WordPress', async () => {
		const tooMany = await fetch(`${server.running.base}/?rest_route=/wp/v2/posts&per_page=101`);
		expect(tooMany.status).toBe(400);
		expect(await tooMany.json()).toMatchObject({
			code: 'rest_invalid_param',
			message: 'Invalid parameter(s): per_page',
			data: { status: 400, params: { per_page: 'per_page must be between 1 (inclusive) and 100 (inclusive)' } },
		});
		const past = await fetch(`${server.running.base}/wp-json/wp/v2/posts?per_page=100&page=4`);
		expect([past.status, (await past.json()).code]).toEqual([400, 'rest_post_invalid_page_number']);
		const defaults = await fetch(`${server.running.base}/wp-json/wp/v2/posts`);
		expect([(await defaults.json()).length, defaults.headers.get('x-wp-totalpages')]).toEqual([10, '24']);
	});
});

describe('/wp/v2/media and the demo_media_fail knob', () => {
	const upload = (v: Visitor, nonce: string) => {
		const form = new FormData();
		form.append('file', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'photo.png');
		return v.fetch('/wp-json/wp/v2/media', { method: 'POST', headers: { 'X-WP-Nonce': nonce }, body: form });
	};
	const postProcess = (v: Visitor, nonce: string, id: string) =>
		v.fetch(`/wp-json/wp/v2/media/${id}/post-process`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': nonce },
			body: JSON.stringify({ action: 'create-image-subsizes' }),
		});
	const media = async () => (await fetch(`${server.running.base}/demo/api/media`)).json();

	it('uploads normally without the knob (201), multipart or raw with Content-Disposition', async () => {
		await server.visitor.logIn('admin');
		const nonce = await server.visitor.restNonce();
		const created = await upload(server.visitor, nonce);
		expect(created.status).toBe(201);
		expect(await created.json()).toMatchObject({ type: 'attachment', mime_type: 'image/png', media_type: 'image' });
		const raw = await server.visitor.fetch('/wp-json/wp/v2/media', {
			method: 'POST',
			headers: { 'X-WP-Nonce': nonce, 'Content-Type': 'image/jpeg', 'Content-Disposition': 'attachment; filename="raw.jpg"' },
			body: new Uint8Array([255, 216, 255]),
		});
		expect((await raw.json()).mime_type).toBe('image/jpeg');
		const customer = new Visitor(server.running.base);
		await customer.logIn('reader');
		expect((await upload(customer, await customer.restNonce())).status).toBe(403);
	});

	it('n=3: upload 500 with the attachment id, two post-process failures, then success', async () => {
		await server.visitor.logIn('admin');
		await server.visitor.fetch('/demo/media-fail?n=3');
		expect(server.visitor.cookies.get('demo_media_fail')).toBe('3');
		const nonce = await server.visitor.restNonce();
		const failed = await upload(server.visitor, nonce);
		expect(failed.status).toBe(500);
		const id = failed.headers.get('x-wp-upload-attachment-id') as string;
		expect(id).toMatch(/^\d+$/);
		const statuses = [];
		for (let i = 0; i < 3; i++) statuses.push((await postProcess(server.visitor, nonce, id)).status);
		expect(statuses).toEqual([500, 500, 200]);
		expect(await media()).toMatchObject([{ id: Number(id), failKnob: 3, postProcessAttempts: 3, processed: true, deleted: false }]);
	});

	it('n=6: post-process always fails; DELETE ?force=true through POST + override deletes', async () => {
		await server.visitor.logIn('admin');
		server.visitor.cookies.set('demo_media_fail', '6');
		const nonce = await server.visitor.restNonce();
		const id = (await upload(server.visitor, nonce)).headers.get('x-wp-upload-attachment-id') as string;
		for (let i = 0; i < 5; i++) expect((await postProcess(server.visitor, nonce, id)).status).toBe(500);
		const notForced = await server.visitor.fetch(`/wp-json/wp/v2/media/${id}`, { method: 'POST', headers: { 'X-WP-Nonce': nonce, 'X-HTTP-Method-Override': 'DELETE' } });
		expect([notForced.status, (await notForced.json()).code]).toEqual([501, 'rest_trash_not_supported']);
		const deleted = await server.visitor.fetch(`/wp-json/wp/v2/media/${id}?force=true`, {
			method: 'POST',
			headers: { 'X-WP-Nonce': nonce, 'X-HTTP-Method-Override': 'DELETE', 'Content-Type': 'application/json' },
		});
		expect(await deleted.json()).toMatchObject({ deleted: true, previous: { id: Number(id) } });
		expect(await media()).toMatchObject([{ id: Number(id), postProcessAttempts: 5, processed: false, deleted: true }]);
		expect((await postProcess(server.visitor, nonce, id)).status).toBe(404);
	});
});
