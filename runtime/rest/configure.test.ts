import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, site } from './fake-fetch';
import { configureRest, exposeRestClient, restFetch, useMiddleware } from './index';
import { mediaUploadMiddleware } from './media-upload';
import { createNonceMiddleware } from './nonce';
import { createRootURLMiddleware } from './root-url';

type Scope = { wpApiSettings?: unknown; wp?: { apiFetch?: unknown } };
const scope = window as unknown as Scope;

afterEach(() => {
	vi.unstubAllGlobals();
	delete scope.wpApiSettings;
	delete scope.wp;
	document.head.innerHTML = '';
});

/** What the server receives for one GET of `/wp/v2/posts` with the client as configured. */
async function sentWith(config?: Parameters<typeof configureRest>[0]) {
	configureRest(config);
	const sent = fakeFetch(json({}));
	await restFetch({ path: '/wp/v2/posts' });
	return { url: sent[0].url, nonce: sent[0].headers.get('x-wp-nonce') };
}

describe('configuration sources (contract §1): options → wpApiSettings → <link rel="https://api.w.org/">', () => {
	it('reads the root from the head link, which carries no nonce', async () => {
		document.head.innerHTML = `<link rel="https://api.w.org/" href="${site()}/index.php/wp-json/">`;
		expect(await sentWith()).toEqual({ url: `${site()}/index.php/wp-json/wp/v2/posts?_locale=user`, nonce: null });
	});

	it('prefers wpApiSettings to the head link', async () => {
		document.head.innerHTML = `<link rel="https://api.w.org/" href="${site()}/index.php/wp-json/">`;
		scope.wpApiSettings = { root: `${site()}/wp-json/`, nonce: 'abcdef0123', versionString: 'wp/v2/' };
		expect(await sentWith()).toEqual({ url: `${site()}/wp-json/wp/v2/posts?_locale=user`, nonce: 'abcdef0123' });
	});

	it('prefers explicit options to both', async () => {
		document.head.innerHTML = `<link rel="https://api.w.org/" href="${site()}/index.php/wp-json/">`;
		scope.wpApiSettings = { root: `${site()}/wp-json/`, nonce: 'abcdef0123' };
		expect(await sentWith({ root: `${site()}/?rest_route=/`, nonce: '9876543210' })).toEqual({
			url: `${site()}/?rest_route=%2Fwp%2Fv2%2Fposts&_locale=user`,
			nonce: '9876543210',
		});
	});

	it('without any source, requests the path against the page', async () => {
		expect(await sentWith()).toEqual({ url: '/wp/v2/posts?_locale=user', nonce: null });
	});
});

describe('public API', () => {
	it('useMiddleware adds a middleware for later calls', async () => {
		configureRest({ root: `${site()}/wp-json/` });
		const sent = fakeFetch(() => json({}));
		await restFetch({ path: '/a' });
		useMiddleware((options, next) => next({ ...options, headers: { ...options.headers, 'X-Extra': '1' } }));
		await restFetch({ path: '/a' });
		expect(sent.map(({ headers }) => headers.get('x-extra'))).toEqual([null, '1']);
	});

	it('exposeRestClient lends the client as wp.apiFetch with the api-fetch properties', async () => {
		const client = configureRest({ root: `${site()}/wp-json/`, nonce: 'abcdef0123' });
		scope.wp = {};
		exposeRestClient();
		const apiFetch = scope.wp.apiFetch as typeof client & Record<string, unknown>;
		expect(apiFetch).toBe(client);
		expect(apiFetch.createNonceMiddleware).toBe(createNonceMiddleware);
		expect(apiFetch.createRootURLMiddleware).toBe(createRootURLMiddleware);
		expect(apiFetch.mediaUploadMiddleware).toBe(mediaUploadMiddleware);
		for (const name of ['use', 'setFetchHandler', 'fetchAllMiddleware', 'nonceMiddleware'])
			expect(typeof apiFetch[name]).toBe('function');

		// Other scripts use it as they would api-fetch: assign nonceEndpoint, add a middleware, call it.
		apiFetch.nonceEndpoint = `${site()}/wp-admin/admin-ajax.php?action=rest-nonce`;
		apiFetch.use((options, next) => next({ ...options, path: `${options.path}/1` }));
		const sent = fakeFetch(json({ id: 1 }));
		expect(await apiFetch({ path: '/wp/v2/posts' })).toEqual({ id: 1 });
		expect(sent[0].url).toBe(`${site()}/wp-json/wp/v2/posts/1?_locale=user`);
		expect(sent[0].headers.get('x-wp-nonce')).toBe('abcdef0123');
		expect(client.nonceEndpoint).toBe(`${site()}/wp-admin/admin-ajax.php?action=rest-nonce`);
	});

	it('exposeRestClient creates window.wp when missing and never replaces an existing wp.apiFetch', () => {
		exposeRestClient();
		expect(typeof scope.wp?.apiFetch).toBe('function');

		const existing = () => 'core api-fetch';
		scope.wp = { apiFetch: existing };
		exposeRestClient();
		expect(scope.wp.apiFetch).toBe(existing);
	});
});
