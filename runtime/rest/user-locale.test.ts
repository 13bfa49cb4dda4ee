import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, site } from './fake-fetch';
import { configureRest, restFetch } from './index';

afterEach(() => vi.unstubAllGlobals());

describe('user locale (contract §4.3)', () => {
	it('adds _locale=user once to a path', async () => {
		configureRest({ root: `${site()}/wp-json/` });
		const sent = fakeFetch(json({}));
		await restFetch({ path: '/wp/v2/posts?per_page=5' });
		expect(sent[0].url).toBe(`${site()}/wp-json/wp/v2/posts?per_page=5&_locale=user`);
	});

	it('adds _locale=user to a url', async () => {
		configureRest({ root: `${site()}/wp-json/` });
		const sent = fakeFetch(json({}));
		await restFetch({ url: `${site()}/wp-json/wp/v2/posts` });
		expect(sent[0].url).toBe(`${site()}/wp-json/wp/v2/posts?_locale=user`);
	});

	it('keeps an existing _locale on path and url', async () => {
		configureRest({ root: `${site()}/wp-json/` });
		const sent = fakeFetch(() => json({}));
		await restFetch({ path: '/wp/v2/posts?_locale=site' });
		await restFetch({ url: `${site()}/wp-json/wp/v2/posts?_locale=fr_FR` });
		expect(sent.map(({ url }) => new URL(url).searchParams.getAll('_locale'))).toEqual([['site'], ['fr_FR']]);
	});

	it('adds it to both path and url, once each', async () => {
		const client = configureRest({});
		client.setFetchHandler(async (options) => options);
		const seen = (await restFetch({ path: '/a', url: '/b?_locale=user' })) as { path: string; url: string };
		expect(seen.path).toBe('/a?_locale=user');
		expect(seen.url).toBe('/b?_locale=user');
	});
});
