import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AjaxFailure, ajax, failureText } from './ajax';

afterEach(() => {
	vi.unstubAllGlobals();
	vi.useRealTimers();
});

/** A fetch that answers with `body`/`status`, recording each request. */
function stubFetch(respond: (url: string, init: RequestInit) => Promise<Response>) {
	const fetchMock = vi.fn(respond);
	vi.stubGlobal('fetch', fetchMock);
	return fetchMock;
}

/** A fetch that never answers until its signal aborts, like a hung server. */
const hangingFetch = (_url: string, init: RequestInit) =>
	new Promise<Response>((_resolve, reject) => {
		init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
	});

describe('ajax outcomes', () => {
	it('ok with parsed JSON', async () => {
		stubFetch(async () => new Response('{"fragments":{},"cart_hash":"x"}', { status: 200 }));
		const outcome = await ajax('/?wc-ajax=add_to_cart', { form: { a: 1 }, timeoutMs: 1000 });
		expect(outcome).toMatchObject({ ok: true, status: 200, data: { fragments: {}, cart_hash: 'x' } });
	});

	it.each(['', '   \n'])('ok with data null for an empty 200 body (%j)', async (body) => {
		stubFetch(async () => new Response(body, { status: 200 }));
		const outcome = await ajax('/x', { timeoutMs: 1000 });
		expect(outcome).toMatchObject({ ok: true, data: null });
	});

	it('http failure for a 500, with the body text', async () => {
		stubFetch(async () => new Response('Internal error', { status: 500 }));
		const outcome = await ajax('/x', { timeoutMs: 1000 });
		expect(outcome).toEqual({ ok: false, kind: 'http', status: 500, text: 'Internal error' });
	});

	it('non-json for an HTML page answered with 200', async () => {
		const page = '<!doctype html><html><body>Critical error</body></html>';
		stubFetch(async () => new Response(page, { status: 200 }));
		const outcome = await ajax('/x', { timeoutMs: 1000 });
		expect(outcome).toEqual({ ok: false, kind: 'non-json', status: 200, text: page });
	});

	it('network failure when fetch rejects with a TypeError', async () => {
		const error = new TypeError('Failed to fetch');
		stubFetch(async () => {
			throw error;
		});
		const outcome = await ajax('/x', { timeoutMs: 1000 });
		expect(outcome).toEqual({ ok: false, kind: 'network', error });
	});

	it('timeout when the server does not answer in timeoutMs', async () => {
		stubFetch(hangingFetch);
		const started = Date.now();
		const outcome = await ajax('/x', { timeoutMs: 20 });
		expect(outcome).toEqual({ ok: false, kind: 'timeout' });
		expect(Date.now() - started).toBeLessThan(1000);
	});

	it('does not time out a request that answered in time', async () => {
		vi.useFakeTimers();
		stubFetch(async () => new Response('{}', { status: 200 }));
		const outcome = await ajax('/x', { timeoutMs: 50 });
		await vi.advanceTimersByTimeAsync(100);
		expect(outcome.ok).toBe(true);
	});

	it('aborted when the caller aborts its signal', async () => {
		stubFetch(hangingFetch);
		const caller = new AbortController();
		const pending = ajax('/x', { timeoutMs: 10_000, signal: caller.signal });
		caller.abort();
		expect(await pending).toEqual({ ok: false, kind: 'aborted' });
	});

	// A signal that is already aborted sends nothing.
	it('aborted, with no request sent, when the caller signal is already aborted', async () => {
		const fetchMock = stubFetch(hangingFetch);
		const outcome = await Promise.race([
			ajax('/x', { timeoutMs: 10_000, signal: AbortSignal.abort() }),
			new Promise((resolve) => setTimeout(() => resolve('still pending'), 50)),
		]);
		expect(outcome).toEqual({ ok: false, kind: 'aborted' });
		expect(fetchMock).not.toHaveBeenCalled();
	});
});

describe('ajax request', () => {
	const lastInit = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls[0][1];

	it('POSTs the form jQuery-encoded with same-origin credentials', async () => {
		const fetchMock = stubFetch(async () => new Response('{}'));
		await ajax('/?wc-ajax=add_to_cart', { form: { product_id: '280', msg: '“Mug” added' }, timeoutMs: 1000 });
		const init = lastInit(fetchMock);
		expect(fetchMock.mock.calls[0][0]).toBe('/?wc-ajax=add_to_cart');
		expect(init.method).toBe('POST');
		expect(init.credentials).toBe('same-origin');
		expect(init.body).toBe('product_id=280&msg=%E2%80%9CMug%E2%80%9D+added');
		expect(new Headers(init.headers).get('content-type')).toBe('application/x-www-form-urlencoded; charset=UTF-8');
	});

	it('adds jQuery XHR headers only with asXhr', async () => {
		const fetchMock = stubFetch(async () => new Response('{}'));
		await ajax('/x', { form: {}, timeoutMs: 1000, asXhr: true });
		await ajax('/x', { form: {}, timeoutMs: 1000 });
		const withXhr = new Headers(fetchMock.mock.calls[0][1].headers);
		const without = new Headers(fetchMock.mock.calls[1][1].headers);
		expect(withXhr.get('x-requested-with')).toBe('XMLHttpRequest');
		expect(withXhr.get('accept')).toBe('application/json, text/javascript, */*; q=0.01');
		expect(without.has('x-requested-with')).toBe(false);
		expect(without.has('accept')).toBe(false);
	});

	it('sends no body and no form content type without a form; keeps caller headers and method', async () => {
		const fetchMock = stubFetch(async () => new Response('{}'));
		await ajax('/x', { method: 'GET', headers: { 'X-WP-Nonce': 'n1' }, timeoutMs: 1000 });
		const init = lastInit(fetchMock);
		expect(init.method).toBe('GET');
		expect(init.body).toBeUndefined();
		const headers = new Headers(init.headers);
		expect(headers.has('content-type')).toBe(false);
		expect(headers.get('x-wp-nonce')).toBe('n1');
	});
});

describe('failureText', () => {
	it('network: "offline" only when the browser says it is offline', () => {
		const failure: AjaxFailure = { ok: false, kind: 'network', error: new TypeError('Failed to fetch') };
		const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
		expect(failureText(failure)).toBe('You are probably offline.');
		onLine.mockReturnValue(true);
		expect(failureText(failure)).toBe('The connection to the server failed.');
		onLine.mockRestore();
	});

	it.each<[AjaxFailure, string]>([
		[{ ok: false, kind: 'non-json', status: 200, text: '<html>' }, 'The response is not a valid JSON response.'],
		[{ ok: false, kind: 'http', status: 500, text: '' }, 'An unknown error occurred.'],
		[{ ok: false, kind: 'http', status: 500, text: '<html>Fatal error</html>' }, 'An unknown error occurred.'],
		[{ ok: false, kind: 'http', status: 403, text: '{"code":"x","message":"Sorry.","data":{"status":403}}' }, 'Sorry.'],
	])('%o → %s', (failure, text) => {
		expect(failureText(failure)).toBe(text);
	});

	it('has its own sentences for timeout and abort', () => {
		expect(failureText({ ok: false, kind: 'timeout' })).toMatch(/too long/);
		expect(failureText({ ok: false, kind: 'aborted' })).toMatch(/cancelled/);
	});
});
