/**
 * What a REST route handler receives and returns, and WordPress's error
 * shape (`{code, message, data: {status}}`). Kept apart from rest.ts so route
 * files can import it without importing the route table that lists them.
 */
import type { RequestContext } from '../context';
import type { RequestBody } from '../http/body';
import type { PhpValue } from '../http/php-form';
import type { User } from '../state/users';

export interface RestReply {
	status: number;
	data: unknown;
	headers?: Record<string, string>;
}

export interface RestRequest {
	/** The route pattern's match (named groups such as `id`). */
	match: RegExpExecArray;
	/** After `?_method=` / `X-HTTP-Method-Override`, upper case. */
	method: string;
	/** `$_GET`. */
	query: Record<string, PhpValue>;
	/** `$_POST`: form-encoded or multipart text fields. */
	body: Record<string, PhpValue>;
	/** A JSON body's object, when the request sent one. */
	json: Record<string, unknown> | null;
	raw: RequestBody;
	/** Cookie-authenticated with a valid nonce; null is user 0 (no nonce sent, or no login). */
	user: User | null;
}

export interface RestRoute {
	namespace: string;
	/** Matched against the whole route, e.g. `^/wp/v2/users/(?<id>\d+)$`. */
	pattern: RegExp;
	/** How the index shows the route (WordPress prints the regex source). */
	path: string;
	methods: readonly string[];
	handler: (ctx: RequestContext, request: RestRequest) => RestReply | Promise<RestReply>;
}

export const restError = (status: number, code: string, message: string, extra: Record<string, unknown> = {}): RestReply => ({
	status,
	data: { code, message, data: { status, ...extra } },
});

/** rest_authorization_required_code(): 401 for a visitor, 403 for a logged-in user without the right. */
export const authorizationCode = (request: RestRequest): number => (request.user ? 403 : 401);

/** A request parameter in WordPress's order for a body-carrying request: JSON, then the form, then the query. */
export function restParam(request: RestRequest, name: string): unknown {
	for (const source of [request.json, request.body, request.query])
		if (source && Object.prototype.hasOwnProperty.call(source, name)) return source[name];
	return undefined;
}
