/**
 * Property-based tests of the `wpApiSettings` reader: whatever the global
 * holds, configuring the REST client does not throw, the nonce it keeps is
 * text, a request is sent to a string URL, and no built-in prototype changes.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FUZZ_RUNS, expectNoPollution, hostileValue, nearShape, prototypeKeys } from '../../contracts/fuzz.fixtures';
import { fakeFetch, json, site } from './fake-fetch';
import { configureRest, restFetch } from './index';

const scope = window as unknown as { wpApiSettings?: unknown };
const KEYS = ['root', 'nonce', 'versionString'];

afterEach(() => {
	vi.unstubAllGlobals();
	delete scope.wpApiSettings;
});

describe('wpApiSettings', () => {
	it('configures a client with a text nonce that sends to a string URL, whatever it holds', async () => {
		const before = prototypeKeys();
		await fc.assert(
			fc.asyncProperty(fc.oneof(hostileValue(KEYS), nearShape(KEYS)), async (settings) => {
				scope.wpApiSettings = settings;
				const client = configureRest();
				expect(typeof client.nonceMiddleware?.nonce).toBe('string');
				const sent = fakeFetch(json({}));
				await restFetch({ path: '/wp/v2/posts' });
				expect(typeof sent[0].url).toBe('string');
				expectNoPollution(before);
			}),
			{ ...FUZZ_RUNS, numRuns: 100 },
		);
	});

	it('ignores a root or nonce that is not text (found by the property)', async () => {
		scope.wpApiSettings = { root: 5, nonce: { toString: '' } };
		const client = configureRest();
		expect(client.nonceMiddleware?.nonce).toBe('');
		const sent = fakeFetch(() => json({}));
		await restFetch({ path: '/wp/v2/posts' });
		expect(sent[0].url).toBe('/wp/v2/posts?_locale=user');
		expect(sent[0].headers.get('x-wp-nonce')).toBeNull();
		scope.wpApiSettings = { root: `${site()}/wp-json/`, nonce: 'abcdef0123' };
		configureRest();
		await restFetch({ path: '/wp/v2/posts' });
		expect(sent[1].url).toBe(`${site()}/wp-json/wp/v2/posts?_locale=user`);
	});
});
