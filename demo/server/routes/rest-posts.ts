/**
 * `GET /wp/v2/posts`: the paged collection the REST helper's fetch-all walks
 * (contract rest-helper §4.5). Like WordPress: `per_page` 1–100 (default 10)
 * and `page` ≥ 1 are validated with `rest_invalid_param`; a page past the end
 * is `rest_post_invalid_page_number`; the answer carries `X-WP-Total`,
 * `X-WP-TotalPages` and absolute `Link` URLs for `prev` and `next`, built from
 * the request's own query arguments with `page` replaced.
 */
import type { RequestContext } from '../context';
import { scalar } from '../http/php-form';
import { POSTS, type Post } from '../state/posts';
import { restUrl } from '../render/rest-settings';
import { type RestReply, type RestRequest, type RestRoute, restError } from './rest-request';
import { restRootOf } from './site-settings';

const COLLECTION = '/wp/v2/posts';

interface Bounds {
	name: string;
	fallback: number;
	min: number;
	max?: number;
}

/** An integer argument checked like rest_validate_value_from_schema: the value, or the problem. */
function integerArg(request: RestRequest, { name, fallback, min, max }: Bounds): number | { code: string; message: string } {
	const raw = scalar(request.query, name);
	if (raw === undefined) return fallback;
	if (!/^-?\d+$/.test(raw.trim())) return { code: 'rest_invalid_type', message: `${name} is not of type integer.` };
	const value = Number(raw);
	if (max !== undefined && (value < min || value > max))
		return { code: 'rest_out_of_bounds', message: `${name} must be between ${min} (inclusive) and ${max} (inclusive)` };
	if (value < min) return { code: 'rest_out_of_bounds', message: `${name} must be greater than or equal to ${min}` };
	return value;
}

function postJson(ctx: RequestContext, post: Post): Record<string, unknown> {
	const link = `${ctx.origin}/?p=${post.id}`;
	return {
		id: post.id,
		date: post.date,
		date_gmt: post.date,
		guid: { rendered: link },
		modified: post.date,
		modified_gmt: post.date,
		slug: post.slug,
		status: 'publish',
		type: 'post',
		link,
		title: { rendered: post.title },
		content: { rendered: `<p>${post.excerpt}</p>\n`, protected: false },
		excerpt: { rendered: `<p>${post.excerpt}</p>\n`, protected: false },
		author: post.author,
		featured_media: 0,
		comment_status: 'open',
		ping_status: 'open',
		sticky: false,
		template: '',
		format: 'standard',
		meta: [],
		categories: [1],
		tags: [],
		_links: { self: [{ href: restUrl(restRootOf(ctx), `${COLLECTION}/${post.id}`) }], collection: [{ href: restUrl(restRootOf(ctx), COLLECTION) }] },
	};
}

/** The collection URL with the request's arguments and another page number (add_query_arg). */
function pageUrl(ctx: RequestContext, page: number): string {
	const query = new URLSearchParams(ctx.url.search);
	query.delete('rest_route');
	query.set('page', String(page));
	return restUrl(restRootOf(ctx), COLLECTION, query);
}

function list(ctx: RequestContext, request: RestRequest): RestReply {
	const perPage = integerArg(request, { name: 'per_page', fallback: 10, min: 1, max: 100 });
	const page = integerArg(request, { name: 'page', fallback: 1, min: 1 });
	const invalid = Object.entries({ per_page: perPage, page }).filter((entry): entry is [string, { code: string; message: string }] => typeof entry[1] === 'object');
	if (invalid.length > 0 || typeof perPage !== 'number' || typeof page !== 'number')
		return restError(400, 'rest_invalid_param', `Invalid parameter(s): ${invalid.map(([name]) => name).join(', ')}`, {
			params: Object.fromEntries(invalid.map(([name, problem]) => [name, problem.message])),
			details: Object.fromEntries(invalid.map(([name, problem]) => [name, { code: problem.code, message: problem.message, data: null }])),
		});

	const total = POSTS.length;
	const totalPages = Math.ceil(total / perPage);
	if (total > 0 && page > totalPages)
		return restError(400, 'rest_post_invalid_page_number', 'The page number requested is larger than the number of pages available.');
	const links: string[] = [];
	if (page > 1) links.push(`<${pageUrl(ctx, Math.min(page - 1, totalPages))}>; rel="prev"`);
	if (page < totalPages) links.push(`<${pageUrl(ctx, page + 1)}>; rel="next"`);
	const headers: Record<string, string> = { 'X-WP-Total': String(total), 'X-WP-TotalPages': String(totalPages) };
	if (links.length > 0) headers.Link = links.join(', ');
	return { status: 200, data: POSTS.slice((page - 1) * perPage, page * perPage).map((post) => postJson(ctx, post)), headers };
}

export const POST_ROUTES: readonly RestRoute[] = [{ namespace: 'wp/v2', pattern: /^\/wp\/v2\/posts\/?$/, path: COLLECTION, methods: ['GET'], handler: list }];
