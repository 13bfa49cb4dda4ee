/**
 * Test support: a stand-in for `fetch` that records what the server would receive and
 * answers from a script, so tests assert on the wire (URL, method, headers, body) rather
 * than on the helper's internals.
 */
import { vi } from 'vitest';

/** One request as the server would receive it. */
export interface SentRequest {
	url: string;
	method: string;
	headers: Headers;
	/** Header names exactly as handed to `fetch` (to catch a name sent twice in two cases). */
	names: string[];
	body: RequestInit['body'];
	credentials?: RequestCredentials;
	signal?: AbortSignal | null;
}

/** An answer: a Response, an exception `fetch` rejects with, or a function of the request. */
export type Reply = Response | Error | ((request: SentRequest) => Response | Error | Promise<Response>);

/**
 * Stubs the global `fetch`. Each request takes the next reply in order; the last one
 * repeats. Returns the list of requests, filled as they are sent.
 */
export function fakeFetch(...replies: Reply[]): SentRequest[] {
	const sent: SentRequest[] = [];
	vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
		const raw = init.headers ?? {};
		const request: SentRequest = {
			url: String(input),
			method: init.method ?? 'GET',
			headers: new Headers(raw),
			names: raw instanceof Headers ? [...raw.keys()] : Object.keys(raw),
			body: init.body,
			credentials: init.credentials,
			signal: init.signal,
		};
		sent.push(request);
		const script = replies.length > 1 ? replies.shift()! : replies[0];
		const reply = typeof script === 'function' ? await script(request) : script;
		if (reply instanceof Error) throw reply;
		return reply;
	});
	return sent;
}

/** A JSON Response (status 200 unless told otherwise). */
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
	new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** WordPress's answer to a dead nonce. */
export const invalidNonce = (): Response =>
	json({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } }, 403);

/** The page's origin, which the tests use as the site. */
export const site = (): string => location.origin;
