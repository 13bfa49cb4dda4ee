/**
 * The WordPress REST API surface: `/wp-json/<route>` and the plain-permalink
 * form `/?rest_route=<route>`. Routes are registered in REST_ROUTES; the index
 * at `/` lists them. Every request goes through cookie authentication first
 * (rest-auth.ts), so a stale nonce gets its 403 even on an unknown route, as
 * in WordPress. Unknown routes answer WordPress's `rest_no_route` 404.
 */
import type { RequestContext } from '../context';
import { parsePhpForm, scalar } from '../http/php-form';
import { phpJson } from '../http/php-json';
import { send } from '../http/respond';
import { admit, readAjaxBody } from './ajax-entry';
import { authenticateRest } from './rest-auth';
import { DEMO_ROUTES } from './rest-demo';
import { MEDIA_ROUTES } from './rest-media';
import { POST_ROUTES } from './rest-posts';
import { type RestReply, type RestRoute, restError } from './rest-request';
import { USER_ROUTES } from './rest-users';
import { restRootOf } from './site-settings';

const index: RestRoute = {
	namespace: '',
	pattern: /^\/$/,
	path: '/',
	methods: ['GET'],
	handler: (ctx) => ({
		status: 200,
		data: {
			name: 'The Daily Island',
			description: 'News, features and a small shop',
			url: ctx.origin,
			home: ctx.origin,
			gmt_offset: '0',
			timezone_string: '',
			namespaces: [...new Set(REST_ROUTES.map((r) => r.namespace).filter(Boolean))],
			authentication: [],
			routes: Object.fromEntries(REST_ROUTES.map((r) => [r.path, { namespace: r.namespace, methods: r.methods }])),
		},
	}),
};

/** Add a route with one entry here (or in one of the route lists). */
export const REST_ROUTES: RestRoute[] = [index, ...USER_ROUTES, ...POST_ROUTES, ...MEDIA_ROUTES, ...DEMO_ROUTES];

const NO_ROUTE = restError(404, 'rest_no_route', 'No route was found matching the URL and request method.');

function reply(ctx: RequestContext, { status, data, headers = {} }: RestReply, authHeaders: Record<string, string>): void {
	// The API root link is sent on its own line; a collection's paging links come on a second one.
	const { Link: pageLinks, ...rest } = headers;
	const apiLink = `<${restRootOf(ctx)}>; rel="https://api.w.org/"`;
	ctx.res.setHeader('Link', pageLinks ? [apiLink, pageLinks] : apiLink);
	// WP_REST_Server::serve_request() prints no body for a 204.
	send(ctx.res, status, 'application/json; charset=UTF-8', status === 204 ? '' : phpJson(data), {
		'X-Robots-Tag': 'noindex',
		'X-Content-Type-Options': 'nosniff',
		'Access-Control-Expose-Headers': 'X-WP-Total, X-WP-TotalPages, Link',
		...authHeaders,
		...rest,
	});
}

/** A JSON body's object; `undefined` when the JSON does not parse (WordPress answers 400). */
function jsonBody(contentType: string, raw: Buffer): Record<string, unknown> | null | undefined {
	if (!/^application\/([a-z.+-]*\+)?json\b/i.test(contentType.trim()) || raw.length === 0) return null;
	try {
		const value: unknown = JSON.parse(raw.toString('utf8'));
		return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
	} catch {
		return undefined;
	}
}

/** `route` is the part after `/wp-json` (or the `rest_route` value), starting with `/`. */
export async function handleRest(ctx: RequestContext, route: string): Promise<void> {
	const body = await readAjaxBody(ctx);
	if (!body) return;
	if (!(await admit(ctx, { kind: 'rest', endpoint: route, body, violations: [] }))) return;
	const query = parsePhpForm(ctx.url.search.slice(1));
	const auth = authenticateRest(ctx, query, body.form);
	if (!auth.ok) return reply(ctx, auth.reply, {});
	// WordPress lets clients tunnel PUT/PATCH/DELETE through POST; `?_method=` wins over the header.
	const override = scalar(query, '_method') ?? ctx.req.headers['x-http-method-override'];
	const method = ctx.req.method === 'POST' && typeof override === 'string' && override !== '' ? override.toUpperCase() : (ctx.req.method ?? 'GET');
	const json = jsonBody(body.contentType, body.raw);
	if (json === undefined) return reply(ctx, restError(400, 'rest_invalid_json', 'Invalid JSON body passed.'), auth.headers);
	for (const candidate of REST_ROUTES) {
		const match = candidate.pattern.exec(route);
		const allowed = candidate.methods.includes(method) || (method === 'HEAD' && candidate.methods.includes('GET'));
		if (match && allowed) {
			const answer = await candidate.handler(ctx, { match, method, query, body: body.form, json, raw: body, user: auth.user });
			return reply(ctx, answer, auth.headers);
		}
	}
	reply(ctx, NO_ROUTE, auth.headers);
}
