import { describe, expect, it } from 'vitest';
import { parseRawQuery, rawSearch } from './raw-query';

describe('parseRawQuery (the engine’s query reading, contract §6.4)', () => {
	it('keeps values raw and cuts them at a second =', () => {
		expect([...parseRawQuery('?a=x%20y&b=1=2&c=')]).toEqual([['a', 'x%20y'], ['b', '1'], ['c', '']]);
	});

	it('drops bare keys until a value comes, then accumulates with commas', () => {
		expect(parseRawQuery('k&k=a').get('k')).toBe('a');
		expect(parseRawQuery('k=a&k').get('k')).toBe('a,');
		expect(parseRawQuery('k=a&k&k=b').get('k')).toBe('a,,b');
		expect(parseRawQuery('k&k').has('k')).toBe(false);
	});

	it('does not decode keys', () => {
		expect(parseRawQuery('utm%5Fsource=x').has('utm_source')).toBe(false);
	});

	it('rawSearch gives the query of a URL, "" for none or garbage', () => {
		expect(rawSearch('https://x.example/p?a=1#h')).toBe('?a=1');
		expect(rawSearch('https://x.example/p')).toBe('');
		expect(rawSearch('not a url')).toBe('');
	});
});
