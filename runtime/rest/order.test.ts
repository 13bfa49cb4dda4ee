import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Middleware, RestOptions } from './types';

// Every built-in is wrapped in a probe that records its name and the options it receives.
const probes = vi.hoisted(() => {
	const seen: Array<{ name: string; options: RestOptions }> = [];
	const probe =
		(name: string, middleware: Middleware): Middleware =>
		(options, next) => {
			seen.push({ name, options });
			return middleware(options, next);
		};
	return { seen, probe };
});

vi.mock('./media-upload', async (original) => {
	const module = await original<typeof import('./media-upload')>();
	return { mediaUploadMiddleware: probes.probe('mediaUpload', module.mediaUploadMiddleware) };
});
vi.mock('./nonce', async (original) => {
	const module = await original<typeof import('./nonce')>();
	return {
		createNonceMiddleware: (nonce: string, root?: string) =>
			Object.assign(probes.probe('nonce', module.createNonceMiddleware(nonce, root)), { nonce }),
	};
});
vi.mock('./root-url', async (original) => {
	const module = await original<typeof import('./root-url')>();
	return { createRootURLMiddleware: (root: string) => probes.probe('rootURL', module.createRootURLMiddleware(root)) };
});
vi.mock('./user-locale', async (original) => {
	const module = await original<typeof import('./user-locale')>();
	return { userLocaleMiddleware: probes.probe('userLocale', module.userLocaleMiddleware) };
});
vi.mock('./namespace-endpoint', async (original) => {
	const module = await original<typeof import('./namespace-endpoint')>();
	return {
		...module,
		namespaceEndpointMiddleware: probes.probe('namespaceEndpoint', module.namespaceEndpointMiddleware),
	};
});
vi.mock('./method-override', async (original) => {
	const module = await original<typeof import('./method-override')>();
	return { methodOverrideMiddleware: probes.probe('httpV1', module.methodOverrideMiddleware) };
});
vi.mock('./fetch-all', async (original) => {
	const module = await original<typeof import('./fetch-all')>();
	return {
		...module,
		createFetchAllMiddleware: (...args: Parameters<typeof module.createFetchAllMiddleware>) =>
			probes.probe('fetchAll', module.createFetchAllMiddleware(...args)),
	};
});

const { configureRest, restFetch, useMiddleware } = await import('./index');
const { fakeFetch, json, site } = await import('./fake-fetch');

afterEach(() => {
	vi.unstubAllGlobals();
	probes.seen.length = 0;
});

describe('middleware order (contract §2)', () => {
	// mediaUpload → nonce → rootURL → userLocale → namespaceEndpoint → httpV1 → fetchAll → fetch
	it('runs the steps of core wiring in the order of §2', async () => {
		configureRest({ root: `${site()}/wp-json/`, nonce: 'n0nce' });
		const sent = fakeFetch(json({ id: 1 }));
		await restFetch({ path: '/wp/v2/posts/1', method: 'PUT', data: { title: 'x' } });

		expect(probes.seen.map(({ name }) => name)).toEqual([
			'mediaUpload',
			'nonce',
			'rootURL',
			'userLocale',
			'namespaceEndpoint',
			'httpV1',
			'fetchAll',
		]);
		const at = (name: string) => probes.seen.find((entry) => entry.name === name)!.options;
		// The nonce step still sees the bare route; the root step already sees the nonce.
		expect(at('nonce').url).toBeUndefined();
		expect(new Headers(at('rootURL').headers).get('x-wp-nonce')).toBe('n0nce');
		// The locale step sees the URL the root step built; the override comes after it.
		expect(at('userLocale').url).toBe(`${site()}/wp-json/wp/v2/posts/1`);
		expect(at('httpV1').url).toBe(`${site()}/wp-json/wp/v2/posts/1?_locale=user`);
		expect(at('httpV1').method).toBe('PUT');
		expect(at('fetchAll').method).toBe('POST');
		expect(sent).toHaveLength(1);
		expect(sent[0].method).toBe('POST');
	});

	it('runs a middleware added later before all of them (use prepends), for later calls only', async () => {
		configureRest({ root: `${site()}/wp-json/`, nonce: 'n0nce' });
		fakeFetch(() => json([]));
		await restFetch({ path: '/wp/v2/posts' });
		expect(probes.seen[0].name).toBe('mediaUpload');

		probes.seen.length = 0;
		useMiddleware(probes.probe('first', (options, next) => next(options)));
		useMiddleware(probes.probe('last added', (options, next) => next(options)));
		await restFetch({ path: '/wp/v2/posts' });
		expect(probes.seen.slice(0, 3).map(({ name }) => name)).toEqual(['last added', 'first', 'mediaUpload']);
	});

	it('omits the method override step when configured off', async () => {
		configureRest({ root: `${site()}/wp-json/`, methodOverride: false });
		const sent = fakeFetch(json({}));
		await restFetch({ path: '/wp/v2/posts/1', method: 'DELETE' });
		expect(probes.seen.map(({ name }) => name)).not.toContain('httpV1');
		expect(sent[0].method).toBe('DELETE');
		expect(sent[0].headers.has('x-http-method-override')).toBe(false);
	});
});
