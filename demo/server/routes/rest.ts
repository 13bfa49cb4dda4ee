/**
 * The WordPress REST API surface: `/wp-json/<route>` and the plain-permalink
 * form `/?rest_route=<route>`. Routes are registered in REST_ROUTES; the index
 * at `/` lists them. Unknown routes answer WordPress's `rest_no_route` 404.
 */
import type { RequestContext } from '../context';
import type { PhpValue } from '../http/php-form';
import { phpJson } from '../http/php-json';
import { send } from '../http/respond';
import { admit, readAjaxBody } from './ajax-entry';

export interface RestReply {
	status: number;
	data: unknown;
	headers?: Record<string, string>;
}

export interface RestRoute {
	namespace: string;
	/** Matched against the whole route, e.g. `^/wp/v2/users/(?<id>\d+)$`. */
	pattern: RegExp;
	/** How the index shows the route (WordPress prints the regex source). */
	path: string;
	methods: readonly string[];
	handler: (ctx: RequestContext, params: { match: RegExpExecArray; body: Record<string, PhpValue> }) => RestReply | Promise<RestReply>;
}

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

/** Add a route with one entry here. */
export const REST_ROUTES: RestRoute[] = [index];

const NO_ROUTE: RestReply = {
	status: 404,
	data: { code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } },
};

function reply(ctx: RequestContext, { status, data, headers = {} }: RestReply): void {
	send(ctx.res, status, 'application/json; charset=UTF-8', phpJson(data), {
		'X-Robots-Tag': 'noindex',
		'X-Content-Type-Options': 'nosniff',
		Link: `<${ctx.origin}/wp-json/>; rel="https://api.w.org/"`,
		'Access-Control-Expose-Headers': 'X-WP-Total, X-WP-TotalPages, Link',
		...headers,
	});
}

/** `route` is the part after `/wp-json` (or the `rest_route` value), starting with `/`. */
export async function handleRest(ctx: RequestContext, route: string): Promise<void> {
	const body = await readAjaxBody(ctx);
	if (!body) return;
	if (!(await admit(ctx, { kind: 'rest', endpoint: route, body, violations: [] }))) return;
	// WordPress lets clients tunnel PUT/PATCH/DELETE through POST.
	const override = ctx.req.headers['x-http-method-override'];
	const method = ctx.req.method === 'POST' && typeof override === 'string' ? override.toUpperCase() : (ctx.req.method ?? 'GET');
	for (const candidate of REST_ROUTES) {
		const match = candidate.pattern.exec(route);
		const allowed = candidate.methods.includes(method) || (method === 'HEAD' && candidate.methods.includes('GET'));
		if (match && allowed) return reply(ctx, await candidate.handler(ctx, { match, body: body.form }));
	}
	reply(ctx, NO_ROUTE);
}
