import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, site } from './fake-fetch';
import { configureRest, restFetch } from './index';

afterEach(() => vi.unstubAllGlobals());

/** The URL the server receives for `options` under `root` (the locale argument left out). */
async function requested(root: string | undefined, options: Parameters<typeof restFetch>[0]): Promise<URL> {
	configureRest({ root });
	const sent = fakeFetch(json({}));
	await restFetch(options);
	const url = new URL(sent[0].url, location.href);
	url.searchParams.delete('_locale');
	return url;
}

describe('root URL (contract §4.1, edge cases 2 and 3)', () => {
	it.each([
		['pretty', '/wp-json/'],
		['PATHINFO', '/index.php/wp-json/'],
	])('%s root: the route follows the root, its query kept', async (_, root) => {
		expect((await requested(`${site()}${root}`, { path: '/wp/v2/posts' })).href).toBe(`${site()}${root}wp/v2/posts`);
		expect((await requested(`${site()}${root}`, { path: '/wp/v2/posts?page=2' })).href).toBe(
			`${site()}${root}wp/v2/posts?page=2`,
		);
	});

	it('plain-permalink root: the route goes into rest_route, its arguments stay separate', async () => {
		const plain = await requested(`${site()}/?rest_route=/`, { path: '/wp/v2/posts' });
		expect(plain.pathname).toBe('/');
		expect([...plain.searchParams]).toEqual([['rest_route', '/wp/v2/posts']]);

		const withQuery = await requested(`${site()}/?rest_route=/`, { path: '/wp/v2/posts?page=2&per_page=5' });
		expect([...withQuery.searchParams]).toEqual([
			['rest_route', '/wp/v2/posts'],
			['page', '2'],
			['per_page', '5'],
		]);
	});

	it('plain-permalink root: a second `?` in the path stays inside its value (edge case 3)', async () => {
		const url = await requested(`${site()}/?rest_route=/`, { path: '/wp/v2/posts?search=who?&page=2' });
		expect([...url.searchParams]).toEqual([
			['rest_route', '/wp/v2/posts'],
			['search', 'who?'],
			['page', '2'],
		]);
	});

	it('strips one leading slash, and only one', async () => {
		const root = `${site()}/wp-json/`;
		expect((await requested(root, { path: 'wp/v2/posts' })).href).toBe(`${root}wp/v2/posts`);
		expect((await requested(root, { path: '/wp/v2/posts' })).href).toBe(`${root}wp/v2/posts`);
		expect((await requested(root, { path: '//wp/v2/posts' })).href).toBe(`${root}/wp/v2/posts`);
	});

	it('path wins over url when a root is configured; without a root, url wins (edge case 2)', async () => {
		const options = { path: '/wp/v2/posts', url: `${site()}/elsewhere` };
		expect((await requested(`${site()}/wp-json/`, options)).href).toBe(`${site()}/wp-json/wp/v2/posts`);
		expect((await requested(undefined, options)).href).toBe(`${site()}/elsewhere`);
	});

	it('uses url as is when there is no path, and resolves a bare path against the page without a root', async () => {
		expect((await requested(`${site()}/wp-json/`, { url: 'https://api.example.org/v1/things' })).href).toBe(
			'https://api.example.org/v1/things',
		);
		expect((await requested(undefined, { path: '/wp-json/wp/v2/posts' })).href).toBe(`${site()}/wp-json/wp/v2/posts`);
	});
});

describe('namespace + endpoint (contract §3)', () => {
	const root = () => `${site()}/wp-json/`;

	it('builds the path with slashes trimmed', async () => {
		expect((await requested(root(), { namespace: '/wc/store/v1/', endpoint: '/cart' })).href).toBe(
			`${root()}wc/store/v1/cart`,
		);
		expect((await requested(root(), { namespace: 'wc/store/v1', endpoint: 'cart/items?x=1' })).href).toBe(
			`${root()}wc/store/v1/cart/items?x=1`,
		);
	});

	it('uses the namespace alone for an empty endpoint', async () => {
		expect((await requested(root(), { namespace: '/wc/store/v1/', endpoint: '' })).href).toBe(`${root()}wc/store/v1`);
	});

	it('still applies without a root (relative to the page, as api-fetch does) and removes both keys', async () => {
		const client = configureRest({});
		client.setFetchHandler(async (options) => options);
		const seen = (await restFetch({ namespace: 'wc/store/v1', endpoint: 'cart' })) as Record<string, unknown>;
		// The locale step runs before the namespace step, so (as in api-fetch) it never sees this path.
		expect(seen.path).toBe('wc/store/v1/cart');
		expect(seen).not.toHaveProperty('namespace');
		expect(seen).not.toHaveProperty('endpoint');
	});

	it('leaves the options alone unless both are strings', async () => {
		expect((await requested(root(), { namespace: 'wc/store/v1', path: '/wp/v2/posts' })).href).toBe(
			`${root()}wp/v2/posts`,
		);
	});
});
