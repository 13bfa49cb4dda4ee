/**
 * `per_page=-1` means "all of them" to api-fetch callers, but the REST API serves at most
 * 100 items a page. This step fetches the pages one after another, following the `Link:
 * <…>; rel="next"` header, and joins them. A cross-origin response may hide `Link`; then
 * `X-WP-TotalPages` says how many pages to ask for.
 */
import { readResponse } from './fetch-handler';
import { queryArgs, setQueryArg } from './query';
import type { FetchHandler, Middleware, RestOptions } from './types';

/** Items asked for per page: the REST API's maximum. */
export const FETCH_ALL_PAGE_SIZE = 100;

const NEXT_LINK = /<([^>]+)>;\s*rel="next"/;

/**
 * api-fetch's `fetchAllMiddleware`, for exactly `per_page=-1` (api-fetch's substring test also
 * caught `per_page=-10`). Pages go through `request` (the public client), so each passes the
 * whole chain again; a page's HTTP error rejects as a WordPress error, not as a raw Response.
 * A first page that is not an array is returned as is; an abort drops the pages fetched so far.
 */
export function createFetchAllMiddleware(request: FetchHandler, pageSize = FETCH_ALL_PAGE_SIZE): Middleware {
	return async (options, next) => {
		const { path, url, parse } = options;
		if (parse === false || ![path, url].some((target = '') => queryArgs(target).get('per_page') === '-1'))
			return next(options);
		let page: RestOptions | undefined = {
			...options,
			path: path && setQueryArg(path, 'per_page', pageSize),
			url: url && setQueryArg(url, 'per_page', pageSize),
		};
		let results: unknown[] = [];
		for (let number = 1; page; number++) {
			const response = (await request({ ...page, parse: false }).catch((failure) =>
				failure instanceof Response ? readResponse(failure) : Promise.reject(failure),
			)) as Response;
			const body = await readResponse(response);
			if (number === 1 && !Array.isArray(body)) return body;
			results = results.concat(body);
			const link = response.headers.get('link');
			const total = Number(response.headers.get('x-wp-totalpages'));
			const next: string | false | undefined = link
				? NEXT_LINK.exec(link)?.[1]
				: number < total && setQueryArg(page.url || page.path!, 'page', number + 1);
			page = next ? { ...options, path: undefined, url: next } : undefined;
		}
		return results;
	};
}
