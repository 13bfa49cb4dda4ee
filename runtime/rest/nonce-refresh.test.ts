import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, invalidNonce, json, site } from './fake-fetch';
import { configureRest, restFetch } from './index';

afterEach(() => {
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
});

const endpoint = () => `${site()}/wp-admin/admin-ajax.php?action=rest-nonce`;
const setUp = (withEndpoint = true) =>
	configureRest({
		root: `${site()}/wp-json/`,
		nonce: 'dead000000',
		nonceEndpoint: withEndpoint ? endpoint() : undefined,
	});
const deadNonce = { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } };

describe('nonce refresh (contract §6, edge cases 8 and 13, §9)', () => {
	it('on a dead nonce, GETs the nonce endpoint plainly, then retries the original with the new nonce', async () => {
		setUp();
		const sent = fakeFetch(invalidNonce(), new Response('a1b2c3d4e5\n'), json({ id: 9 }, 201));
		const result = await restFetch({ path: '/wp/v2/comments', method: 'POST', data: { content: 'Hi' } });

		expect(result).toEqual({ id: 9 });
		expect(sent).toHaveLength(3);
		expect(sent[1]).toMatchObject({ url: endpoint(), method: 'GET' });
		expect([...sent[1].headers]).toEqual([]);
		for (const request of [sent[0], sent[2]]) {
			expect(request).toMatchObject({
				url: `${site()}/wp-json/wp/v2/comments?_locale=user`,
				method: 'POST',
				body: '{"content":"Hi"}',
			});
		}
		expect(sent[0].headers.get('x-wp-nonce')).toBe('dead000000');
		expect(sent[2].headers.get('x-wp-nonce')).toBe('a1b2c3d4e5');
	});

	it('keeps the refreshed nonce for later requests', async () => {
		setUp();
		const sent = fakeFetch(invalidNonce(), new Response('a1b2c3d4e5'), json({}), json({}));
		await restFetch({ path: '/wp/v2/posts' });
		await restFetch({ path: '/wp/v2/posts' });
		expect(sent[3].headers.get('x-wp-nonce')).toBe('a1b2c3d4e5');
	});

	it('replaces a dead nonce the caller passed itself', async () => {
		setUp();
		const sent = fakeFetch(invalidNonce(), new Response('a1b2c3d4e5'), json({}));
		await restFetch({ path: '/wc/v3/dismiss', method: 'POST', headers: { 'X-WP-Nonce': 'callers000' } });
		expect(sent[2].headers.get('x-wp-nonce')).toBe('a1b2c3d4e5');
	});

	it('retries once only: a second dead-nonce answer rejects, with no third request', async () => {
		setUp();
		const sent = fakeFetch(invalidNonce(), new Response('a1b2c3d4e5'), invalidNonce(), () => json({}));
		await expect(restFetch({ path: '/wp/v2/posts' })).rejects.toEqual(deadNonce);
		expect(sent.map(({ url }) => url)).toEqual([
			`${site()}/wp-json/wp/v2/posts?_locale=user`,
			endpoint(),
			`${site()}/wp-json/wp/v2/posts?_locale=user`,
		]);
	});

	it.each([
		['a write', { path: '/wp/v2/comments', method: 'POST', data: { a: 1 } }],
		['a GET', { path: '/wp/v2/users/me' }],
	])('logged out: a refresh answering 400 "0" to %s rejects with the original error, no third request', async (_, options) => {
		const client = setUp();
		const sent = fakeFetch(invalidNonce(), new Response('0', { status: 400 }), () => json({}));
		await expect(restFetch(options)).rejects.toEqual(deadNonce);
		expect(sent.map(({ url }) => url)).toEqual([expect.stringContaining('/wp-json/wp/v2/'), endpoint()]);
		expect(client.nonceMiddleware!.nonce).toBe('dead000000');
	});

	it.each([403, 500])('rejects with the original error when the refresh answers %i', async (status) => {
		setUp();
		const sent = fakeFetch(invalidNonce(), new Response('-1', { status }), () => json({}));
		await expect(restFetch({ path: '/wp/v2/posts' })).rejects.toEqual(deadNonce);
		expect(sent).toHaveLength(2);
	});

	it('rejects at once when no nonce endpoint is configured (edge case 8)', async () => {
		setUp(false);
		const sent = fakeFetch(invalidNonce(), () => json({}));
		await expect(restFetch({ path: '/wp/v2/posts' })).rejects.toEqual(deadNonce);
		expect(sent).toHaveLength(1);
	});

	it('rejects with fetch_error when the network fails during the refresh (edge case 13)', async () => {
		setUp();
		vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
		const cause = new TypeError('Failed to fetch');
		const sent = fakeFetch(invalidNonce(), cause);
		await expect(restFetch({ path: '/wp/v2/posts' })).rejects.toMatchObject({
			code: 'fetch_error',
			message: 'You are probably offline.',
			cause,
		});
		expect(sent).toHaveLength(2);
	});

	it('leaves other errors, and raw Responses of parse: false, alone', async () => {
		setUp();
		const forbidden = { code: 'rest_forbidden', message: 'Sorry.', data: { status: 403 } };
		const sent = fakeFetch(json(forbidden, 403), invalidNonce());
		await expect(restFetch({ path: '/wp/v2/posts' })).rejects.toEqual(forbidden);
		await expect(restFetch({ path: '/wp/v2/posts', parse: false })).rejects.toBeInstanceOf(Response);
		expect(sent).toHaveLength(2);
	});

	it('refreshes once for a whole per_page=-1 request', async () => {
		setUp();
		const sent = fakeFetch(invalidNonce(), new Response('a1b2c3d4e5'), json([{ id: 1 }]));
		expect(await restFetch({ path: '/wp/v2/tags?per_page=-1' })).toEqual([{ id: 1 }]);
		expect(sent.map(({ url }) => url)).toEqual([
			`${site()}/wp-json/wp/v2/tags?per_page=100&_locale=user`,
			endpoint(),
			`${site()}/wp-json/wp/v2/tags?per_page=100&_locale=user`,
		]);
		expect(sent[2].headers.get('x-wp-nonce')).toBe('a1b2c3d4e5');
	});
});
