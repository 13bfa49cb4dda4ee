/**
 * The request, error and middleware shapes of the REST helper. They keep the names of
 * WordPress's `@wordpress/api-fetch`, so code written for `wp.apiFetch` (and the error
 * objects it expects) works unchanged against this helper.
 */

/** One REST request: api-fetch's option names plus any `fetch` init field. */
export interface RestOptions extends Omit<RequestInit, 'body' | 'headers'> {
	/** Route under the REST root, e.g. `/wp/v2/posts?per_page=5`. Wins over `url` when a root is configured. */
	path?: string;
	/** Absolute URL, used as is when there is no `path`. */
	url?: string;
	/** With `endpoint`, an alternative to `path`: `namespace/endpoint` (slashes trimmed). */
	namespace?: string;
	endpoint?: string;
	/** Any truthy value is sent as JSON and replaces `body`; `0`, `''` and `false` send no body, as in api-fetch. */
	data?: unknown;
	/** Raw body (FormData for uploads, a string…), used when `data` is falsy. */
	body?: BodyInit | null;
	/** `false`: resolve with the raw Response on 2xx and reject with it otherwise. Default `true`. */
	parse?: boolean;
	/** Any `HeadersInit`; turned into a plain object with lower-case names before the middlewares run. */
	headers?: HeadersInit;
	/** Sees every Response the fetch handler receives, before it is read (the nonce middleware reads `X-WP-Nonce`). */
	onResponse?: (response: Response) => void;
}

/** A WordPress REST error (`{ code, message, data: { status } }`), or one of the helper's own. */
export interface RestError {
	code: string;
	message: string;
	data?: { status?: number; [key: string]: unknown };
	/** The original exception, for logging (a `fetch` TypeError says more than "offline"). */
	cause?: unknown;
}

/** The last step of the chain: sends the request and reads the answer. */
export type FetchHandler = (options: RestOptions) => Promise<unknown>;

/** One step of the chain: may change the options, call `next`, or answer by itself. */
export type Middleware = (options: RestOptions, next: FetchHandler) => Promise<unknown>;
