import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureOf } from './failure';
import { ajax, failureText } from './http/ajax';
import { fakeFetch, site } from './rest/fake-fetch';
import { configureRest, type RestError, restFetch } from './rest/index';

afterEach(() => {
	vi.restoreAllMocks();
	vi.unstubAllGlobals();
});

const offline = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!value);
const wpError = (code: string, message: string, status: number) => JSON.stringify({ code, message, data: { status } });

describe('failureOf: one kind and one sentence per way a request fails', () => {
	it('offline: fetch rejected and the browser says it has no network', () => {
		offline(true);
		expect(failureOf({ kind: 'network' })).toEqual({ kind: 'offline', message: 'You are probably offline.' });
	});

	it('connection: fetch rejected while the browser is online (DNS, TLS, a dropped connection)', () => {
		offline(false);
		expect(failureOf({ kind: 'network' })).toEqual({ kind: 'connection', message: 'The connection to the server failed.' });
	});

	it('timeout: no answer in time', () => {
		expect(failureOf({ kind: 'timeout' })).toEqual({ kind: 'timeout', message: 'The server took too long to answer.' });
	});

	it.each(['<!doctype html><h1>Maintenance</h1>', '<b>Warning</b>: x in y.php\n{"fragments":{', ''])(
		'not-json: a success status whose body is %j',
		(text) => {
			expect(failureOf({ kind: 'non-json', status: 200, text })).toEqual({
				kind: 'not-json',
				message: 'The response is not a valid JSON response.',
			});
		},
	);

	it('server-message: a 5xx whose JSON body says why reads the server’s own sentence', () => {
		const text = wpError('internal_server_error', 'There has been a critical error on this website.', 500);
		expect(failureOf({ kind: 'http', status: 500, text })).toEqual({
			kind: 'server-message',
			message: 'There has been a critical error on this website.',
		});
	});

	it.each([
		['plain text', 500, 'Internal Server Error (demo fault)'],
		['an HTML page', 500, '<html><body>Fatal error</body></html>'],
		['an empty body', 502, ''],
		['null', 500, 'null'],
		['admin-ajax’s 0', 400, '0'],
		['admin-ajax’s -1', 403, '-1'],
		['JSON without a message', 500, '{"code":"x","message":""}'],
		['a cut-off JSON body', 500, '{"code":"x","mess'],
	])('server-error: an error status whose body is %s gives no reason', (_, status, text) => {
		expect(failureOf({ kind: 'http', status, text })).toEqual({ kind: 'server-error', message: 'An unknown error occurred.' });
	});

	it('rejected: a 4xx with WordPress’s reason reads that reason', () => {
		const text = wpError('rest_cookie_invalid_nonce', 'Cookie check failed', 403);
		expect(failureOf({ kind: 'http', status: 403, text })).toEqual({ kind: 'rejected', message: 'Cookie check failed' });
	});

	it('rejected: a success answer that refuses, with or without its own reason', () => {
		expect(failureOf({ kind: 'rejected' })).toEqual({ kind: 'rejected', message: 'The server refused the request.' });
		expect(failureOf({ kind: 'rejected', message: 'Sold out.' })).toEqual({ kind: 'rejected', message: 'Sold out.' });
	});
});

describe('both clients read the same answer the same way', () => {
	const answers: [string, () => Response | Error][] = [
		['an HTML 500', () => new Response('<html><body>Fatal error</body></html>', { status: 500 })],
		['a plain-text 500', () => new Response('Internal Server Error (demo fault)', { status: 500 })],
		['a 500 whose body is null', () => new Response('null', { status: 500 })],
		['an HTML page with 200', () => new Response('<h1>Service temporarily unavailable</h1>', { status: 200 })],
		['a WordPress error', () => new Response('{"code":"rest_forbidden","message":"Sorry.","data":{"status":403}}', { status: 403 })],
		['a failed connection', () => new TypeError('Failed to fetch')],
	];

	it.each(answers)('%s', async (_, answer) => {
		configureRest({ root: `${site()}/wp-json/` });
		fakeFetch(answer);
		const rest = await restFetch({ path: '/wp/v2/posts' }).catch((error: RestError) => error.message);
		fakeFetch(answer);
		const outcome = await ajax('/?wc-ajax=add_to_cart', { timeoutMs: 1000 });
		expect(outcome.ok).toBe(false);
		expect(outcome.ok ? '' : failureText(outcome)).toBe(rest);
	});
});
