import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, site } from './fake-fetch';
import { configureRest, restFetch } from './index';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
	configureRest({ root: `${site()}/wp-json/` });
});

describe('HTTP v1 method override (contract §4.4)', () => {
	it.each(['PUT', 'PATCH', 'DELETE'])('sends %s as POST + X-HTTP-Method-Override + JSON type', async (method) => {
		const sent = fakeFetch(json({}));
		await restFetch({ path: '/wp/v2/posts/7', method, data: { title: 'New' } });
		expect(sent[0]).toMatchObject({ url: `${site()}/wp-json/wp/v2/posts/7?_locale=user`, method: 'POST' });
		expect(sent[0].headers.get('x-http-method-override')).toBe(method);
		expect(sent[0].headers.get('content-type')).toBe('application/json');
		expect(sent[0].body).toBe('{"title":"New"}');
	});

	it('overrides a caller Content-Type, and sends the method as given (lower case too, edge case 7)', async () => {
		const sent = fakeFetch(json({}));
		await restFetch({ path: '/wp/v2/posts/7', method: 'delete', headers: { 'Content-Type': 'text/plain' } });
		expect(sent[0].method).toBe('POST');
		expect(sent[0].headers.get('x-http-method-override')).toBe('delete');
		expect(sent[0].headers.get('content-type')).toBe('application/json');
	});

	it.each(['GET', 'POST', undefined])('leaves %s alone', async (method) => {
		const sent = fakeFetch(json({}));
		await restFetch({ path: '/wp/v2/posts', method, body: 'raw' });
		expect(sent[0].method).toBe(method ?? 'GET');
		expect(sent[0].headers.has('x-http-method-override')).toBe(false);
		expect(sent[0].headers.has('content-type')).toBe(false);
		expect(sent[0].body).toBe('raw');
	});

	it('is a setting: methodOverride false sends the verb itself', async () => {
		configureRest({ root: `${site()}/wp-json/`, methodOverride: false });
		const sent = fakeFetch(json({}));
		await restFetch({ path: '/wp/v2/posts/7', method: 'PATCH', data: { a: 1 } });
		expect(sent[0].method).toBe('PATCH');
		expect(sent[0].headers.has('x-http-method-override')).toBe(false);
	});
});
