import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, site } from './fake-fetch';
import { configureRest, restFetch } from './index';

afterEach(() => {
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
});
beforeEach(() => {
	configureRest({ root: `${site()}/wp-json/` });
});

const text = (body: string | null, status = 200) => new Response(body, { status });

describe('fetch handler: the request (contract §5)', () => {
	it('asks for JSON with cookies by default', async () => {
		const sent = fakeFetch(json({}));
		await restFetch({ path: '/wp/v2/posts' });
		expect(sent[0].headers.get('accept')).toBe('application/json, */*;q=0.1');
		expect(sent[0].credentials).toBe('include');
		expect(sent[0].body).toBeUndefined();
	});

	it('lets the caller override Accept and credentials, and passes other fetch fields on', async () => {
		const sent = fakeFetch(json({}));
		await restFetch({ path: '/wp/v2/posts', headers: { Accept: 'text/html' }, credentials: 'omit' });
		expect(sent[0].headers.get('accept')).toBe('text/html');
		expect(sent[0].credentials).toBe('omit');
	});

	it('sends data as JSON, replacing body', async () => {
		const sent = fakeFetch(json({}));
		await restFetch({ path: '/wp/v2/posts', method: 'POST', data: { title: 'Hi' }, body: 'ignored' });
		expect(sent[0].body).toBe('{"title":"Hi"}');
		expect(sent[0].headers.get('content-type')).toBe('application/json');
	});

	it.each([0, '', false])('sends no body for data %j, as api-fetch does (edge case 6)', async (data) => {
		const sent = fakeFetch(json({}));
		await restFetch({ path: '/wp/v2/posts', method: 'POST', data });
		expect(sent[0].body).toBeUndefined();
		expect(sent[0].headers.has('content-type')).toBe(false);
	});

	it('sends a raw body (FormData for uploads) as is', async () => {
		const form = new FormData();
		form.append('file', 'x');
		const sent = fakeFetch(json({}));
		await restFetch({ path: '/wp/v2/media', method: 'POST', body: form });
		expect(sent[0].body).toBe(form);
	});

	it('requests the page itself when there is neither url nor path', async () => {
		const sent = fakeFetch(json({}));
		await restFetch({});
		expect(sent[0].url).toBe(location.href);
	});
});

describe('fetch handler: the answer (contract §5, edge case 9)', () => {
	it('resolves with the parsed JSON', async () => {
		fakeFetch(json([{ id: 1 }]));
		expect(await restFetch({ path: '/wp/v2/posts' })).toEqual([{ id: 1 }]);
	});

	it('resolves a 204 with null', async () => {
		fakeFetch(text(null, 204));
		expect(await restFetch({ path: '/wp/v2/posts/1', method: 'DELETE' })).toBeNull();
	});

	it.each([
		['a 205', text(null, 205)],
		['a 200 with an empty body', text('', 200)],
		['a 200 with PHP notices before the JSON', text('<b>Notice</b>: x {"id":1}', 200)],
	])('rejects %s with invalid_json', async (_, response) => {
		fakeFetch(response);
		await expect(restFetch({ path: '/wp/v2/posts' })).rejects.toMatchObject({
			code: 'invalid_json',
			message: 'The response is not a valid JSON response.',
			data: { status: response.status },
		});
	});

	it.each([
		['an HTML page', '<html>Fatal error</html>'],
		['plain text', 'Internal Server Error'],
		['null', 'null'],
		['a JSON body without a message', '-1'],
	])('rejects a 500 whose body is %s with unknown_error, keeping the status and the start of the body (dev builds)', async (_, body) => {
		fakeFetch(text(body, 500));
		await expect(restFetch({ path: '/wp/v2/posts' })).rejects.toEqual({
			code: 'unknown_error',
			message: 'An unknown error occurred.',
			data: { status: 500, body },
		});
	});

	it('rejects with the critical-error JSON of a 500 as it came', async () => {
		const error = { code: 'internal_server_error', message: 'There has been a critical error on this website.', data: { status: 500 } };
		fakeFetch(json(error, 500));
		await expect(restFetch({ path: '/wp/v2/posts' })).rejects.toEqual(error);
	});

	it('rejects with the WordPress error body of a 404', async () => {
		const error = { code: 'rest_no_route', message: 'No route was found.', data: { status: 404 } };
		fakeFetch(json(error, 404));
		await expect(restFetch({ path: '/wp/v2/nothing' })).rejects.toEqual(error);
	});

	it.each([
		[false, 'You are probably offline.'],
		[true, 'The connection to the server failed.'],
	])('rejects a network failure with fetch_error (online: %s), keeping the cause and navigator.onLine', async (online, message) => {
		vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
		const cause = new TypeError('Failed to fetch');
		fakeFetch(cause);
		await expect(restFetch({ path: '/wp/v2/posts' })).rejects.toEqual({
			code: 'fetch_error',
			message,
			data: { online },
			cause,
		});
	});

	it('passes an AbortError through untouched', async () => {
		const controller = new AbortController();
		const abortError = new DOMException('The operation was aborted.', 'AbortError');
		const sent = fakeFetch(abortError);
		controller.abort();
		await expect(restFetch({ path: '/wp/v2/posts', signal: controller.signal })).rejects.toBe(abortError);
		expect(sent[0].signal).toBe(controller.signal);
	});

	it('with parse: false, resolves with a 2xx Response and rejects with any other', async () => {
		const ok = json({ id: 1 }, 201);
		const notFound = json({ code: 'rest_no_route', message: 'No.', data: { status: 404 } }, 404);
		fakeFetch(ok, notFound);
		expect(await restFetch({ path: '/wp/v2/posts', parse: false })).toBe(ok);
		await expect(restFetch({ path: '/wp/v2/nothing', parse: false })).rejects.toBe(notFound);
	});

	it('uses a fetch handler set later for later calls', async () => {
		const client = configureRest({ root: `${site()}/wp-json/` });
		const sent = fakeFetch(json('network'));
		client.setFetchHandler(async (options) => `handled ${options.url}`);
		expect(await restFetch({ path: '/x' })).toBe(`handled ${site()}/wp-json/x?_locale=user`);
		expect(sent).toHaveLength(0);
	});
});
