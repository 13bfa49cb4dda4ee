import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, site } from './fake-fetch';
import { configureRest, restFetch } from './index';

afterEach(() => vi.unstubAllGlobals());

const nonceNames = (names: string[]) => names.filter((name) => name.toLowerCase() === 'x-wp-nonce');

describe('nonce (contract §4.2, edge cases 4 and 5, product rules §9)', () => {
	beforeEach(() => {
		configureRest({ root: `${site()}/wp-json/`, nonce: 'c0ffee1234' });
	});

	it('sends X-WP-Nonce with the current nonce', async () => {
		const sent = fakeFetch(json({}));
		await restFetch({ path: '/wp/v2/posts' });
		expect(sent[0].headers.get('x-wp-nonce')).toBe('c0ffee1234');
		expect(nonceNames(sent[0].names)).toHaveLength(1);
	});

	it('does not duplicate the header when the caller already sent it', async () => {
		const sent = fakeFetch(json({}));
		await restFetch({ path: '/wp/v2/posts', headers: { 'X-WP-Nonce': 'c0ffee1234' } });
		expect(sent[0].headers.get('x-wp-nonce')).toBe('c0ffee1234');
		expect(nonceNames(sent[0].names)).toHaveLength(1);
	});

	it('replaces a stale nonce the caller sent in another case instead of sending both (edge case 4)', async () => {
		const sent = fakeFetch(json({}));
		await restFetch({ path: '/wp/v2/posts', headers: { 'x-Wp-NONCE': 'stale00000' } });
		expect(sent[0].headers.get('x-wp-nonce')).toBe('c0ffee1234');
		expect(nonceNames(sent[0].names)).toHaveLength(1);
	});

	it.each([
		['a Headers instance', new Headers({ 'X-Custom': 'yes' })],
		['an entry list', [['X-Custom', 'yes']] as [string, string][]],
		['a plain object', { 'X-Custom': 'yes' }],
	])('keeps the entries of %s next to the nonce (edge case 5)', async (_, headers) => {
		const sent = fakeFetch(json({}));
		await restFetch({ path: '/wp/v2/posts', headers });
		expect(sent[0].headers.get('x-custom')).toBe('yes');
		expect(sent[0].headers.get('x-wp-nonce')).toBe('c0ffee1234');
	});

	it('sends it to a same-origin url under the root', async () => {
		const sent = fakeFetch(json({}));
		await restFetch({ url: `${site()}/wp-json/wc/store/v1/cart` });
		expect(sent[0].headers.get('x-wp-nonce')).toBe('c0ffee1234');
	});

	it.each([
		['another origin', 'https://api.example.org/wp-json/wp/v2/posts'],
		['a look-alike host', `${location.protocol}//${location.hostname}.evil.example/wp-json/wp/v2/posts`],
		['a user-info trick', `${site()}@evil.example/wp-json/wp/v2/posts`],
		['the same origin outside the root', `${site()}/wp-admin/admin-ajax.php`],
		['a root escape', `${site()}/wp-json/../wp-admin/`],
	])('does not send it to %s', async (_, url) => {
		const sent = fakeFetch(json({}));
		await restFetch({ url });
		expect(sent[0].headers.has('x-wp-nonce')).toBe(false);
	});

	it('does not send it at all when the configured root is on another origin', async () => {
		configureRest({ root: 'https://api.example.org/wp-json/', nonce: 'c0ffee1234' });
		const sent = fakeFetch(json({}));
		await restFetch({ path: '/wp/v2/posts' });
		expect(sent[0].url).toBe('https://api.example.org/wp-json/wp/v2/posts?_locale=user');
		expect(sent[0].headers.has('x-wp-nonce')).toBe(false);
	});

	it('sends no header while the nonce is empty (no configured nonce)', async () => {
		configureRest({ root: `${site()}/wp-json/` });
		const sent = fakeFetch(json({}));
		await restFetch({ path: '/wp/v2/posts' });
		expect(sent[0].headers.has('x-wp-nonce')).toBe(false);
	});

	it('sends whatever is assigned to nonceMiddleware.nonce later', async () => {
		const client = configureRest({ root: `${site()}/wp-json/`, nonce: 'c0ffee1234' });
		client.nonceMiddleware!.nonce = 'beef567890';
		const sent = fakeFetch(json({}));
		await restFetch({ path: '/wp/v2/posts' });
		expect(sent[0].headers.get('x-wp-nonce')).toBe('beef567890');
	});

	it('takes the fresh nonce from the X-WP-Nonce header of a successful answer', async () => {
		const sent = fakeFetch(json({}, 200, { 'X-WP-Nonce': 'f2e5h00001' }), () => json({}));
		await restFetch({ path: '/wp/v2/posts' });
		await restFetch({ path: '/wp/v2/posts' });
		expect(sent.map(({ headers }) => headers.get('x-wp-nonce'))).toEqual(['c0ffee1234', 'f2e5h00001']);
	});

	it('ignores X-WP-Nonce on an error answer and on answers from elsewhere', async () => {
		const sent = fakeFetch(
			json({ code: 'rest_forbidden', message: 'No.', data: { status: 401 } }, 401, { 'X-WP-Nonce': 'bad0000001' }),
			json({}, 200, { 'X-WP-Nonce': 'bad0000002' }),
			() => json({}),
		);
		await expect(restFetch({ path: '/wp/v2/posts' })).rejects.toMatchObject({ code: 'rest_forbidden' });
		await restFetch({ url: 'https://api.example.org/thing' });
		await restFetch({ path: '/wp/v2/posts' });
		expect(sent[2].headers.get('x-wp-nonce')).toBe('c0ffee1234');
	});
});
