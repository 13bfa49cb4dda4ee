import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, site } from './fake-fetch';
import { FETCH_ALL_PAGE_SIZE, configureRest, restFetch } from './index';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
	configureRest({ root: `${site()}/wp-json/`, nonce: 'c0ffee1234' });
});

const items = (from: number, count: number) => Array.from({ length: count }, (_, index) => ({ id: from + index }));
const pageUrl = (page: number) => `${site()}/wp-json/wp/v2/tags?per_page=100&_locale=user&page=${page}`;
const link = (page: number, last: number) =>
	[page > 1 && `<${pageUrl(page - 1)}>; rel="prev"`, page < last && `<${pageUrl(page + 1)}>; rel="next"`]
		.filter(Boolean)
		.join(', ');

describe('fetch all (contract §4.5, edge cases 1 and 10)', () => {
	it('joins pages of 100/100/37 in order, following Link rel="next" one page at a time', async () => {
		let inFlight = 0;
		let most = 0;
		const page = (number: number, count: number) => async () => {
			most = Math.max(most, ++inFlight);
			await new Promise((resolve) => setTimeout(resolve, 5));
			inFlight--;
			return json(items((number - 1) * 100, count), 200, { Link: link(number, 3), 'X-WP-TotalPages': '3' });
		};
		const sent = fakeFetch(page(1, 100), page(2, 100), page(3, 37));
		const result = (await restFetch({ path: '/wp/v2/tags?per_page=-1' })) as Array<{ id: number }>;

		expect(FETCH_ALL_PAGE_SIZE).toBe(100);
		expect(result).toHaveLength(237);
		expect(result.map(({ id }) => id)).toEqual(items(0, 237).map(({ id }) => id));
		expect(sent.map(({ url }) => url)).toEqual([
			`${site()}/wp-json/wp/v2/tags?per_page=100&_locale=user`,
			pageUrl(2),
			pageUrl(3),
		]);
		expect(most).toBe(1);
		// Every page passes the whole chain again: nonce, JSON accept, GET.
		for (const request of sent) {
			expect(request.method).toBe('GET');
			expect(request.headers.get('x-wp-nonce')).toBe('c0ffee1234');
		}
	});

	it('falls back to X-WP-TotalPages when no Link header is readable', async () => {
		const sent = fakeFetch(
			json(items(0, 100), 200, { 'X-WP-TotalPages': '3' }),
			json(items(100, 100), 200, { 'X-WP-TotalPages': '3' }),
			json(items(200, 5), 200, { 'X-WP-TotalPages': '3' }),
		);
		const result = (await restFetch({ url: `${site()}/wp-json/wp/v2/tags?per_page=-1&hide_empty=1` })) as unknown[];
		expect(result).toHaveLength(205);
		expect(sent.map(({ url }) => url)).toEqual([
			`${site()}/wp-json/wp/v2/tags?per_page=100&hide_empty=1&_locale=user`,
			`${site()}/wp-json/wp/v2/tags?per_page=100&hide_empty=1&_locale=user&page=2`,
			`${site()}/wp-json/wp/v2/tags?per_page=100&hide_empty=1&_locale=user&page=3`,
		]);
	});

	it('stops after one page when neither Link nor X-WP-TotalPages is there', async () => {
		const sent = fakeFetch(json(items(0, 100)));
		expect(await restFetch({ path: '/wp/v2/tags?per_page=-1' })).toHaveLength(100);
		expect(sent).toHaveLength(1);
	});

	it('returns a first page that is not an array as it is', async () => {
		const sent = fakeFetch(json({ total: 3 }, 200, { Link: link(1, 2) }));
		expect(await restFetch({ path: '/wp/v2/tags?per_page=-1' })).toEqual({ total: 3 });
		expect(sent).toHaveLength(1);
	});

	it('is bypassed by parse: false', async () => {
		const sent = fakeFetch(json(items(0, 3), 200, { Link: link(1, 2) }));
		const response = (await restFetch({ path: '/wp/v2/tags?per_page=-1', parse: false })) as Response;
		expect(response).toBeInstanceOf(Response);
		expect(sent.map(({ url }) => url)).toEqual([`${site()}/wp-json/wp/v2/tags?per_page=-1&_locale=user`]);
	});

	it.each(['-10', '-100', '1', '-1x'])('leaves per_page=%s alone (edge case 1)', async (perPage) => {
		const sent = fakeFetch(json(items(0, 2), 200, { Link: link(1, 2) }));
		expect(await restFetch({ path: `/wp/v2/tags?per_page=${perPage}` })).toHaveLength(2);
		expect(sent.map(({ url }) => url)).toEqual([`${site()}/wp-json/wp/v2/tags?per_page=${perPage}&_locale=user`]);
	});

	it('rejects with the WordPress error of a failing page, not a raw Response', async () => {
		fakeFetch(
			json(items(0, 100), 200, { Link: link(1, 3) }),
			json({ code: 'rest_invalid_param', message: 'Bad page.', data: { status: 400 } }, 400),
		);
		await expect(restFetch({ path: '/wp/v2/tags?per_page=-1' })).rejects.toEqual({
			code: 'rest_invalid_param',
			message: 'Bad page.',
			data: { status: 400 },
		});
	});

	it('stops at the current page with the AbortError, dropping the pages fetched (edge case 10)', async () => {
		const controller = new AbortController();
		const abortError = new DOMException('The operation was aborted.', 'AbortError');
		const sent = fakeFetch(json(items(0, 100), 200, { Link: link(1, 3) }), (request) => {
			expect(request.signal).toBe(controller.signal);
			controller.abort();
			return abortError;
		});
		await expect(restFetch({ path: '/wp/v2/tags?per_page=-1', signal: controller.signal })).rejects.toBe(abortError);
		expect(sent).toHaveLength(2);
	});
});
