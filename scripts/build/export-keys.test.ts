// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { exportKeys } from './export-keys';

describe('exportKeys', () => {
	it('gives 52 one-letter keys, then unique two-letter ones without keywords', () => {
		const keys = exportKeys(600);
		expect(keys.slice(0, 3)).toEqual(['a', 'b', 'c']);
		expect(keys[51]).toBe('Z');
		expect(keys[52]).toBe('aa');
		expect(new Set(keys).size).toBe(600);
		expect(keys.every((key) => /^[a-zA-Z]{1,2}$/.test(key))).toBe(true);
		expect(keys).not.toContain('do');
		expect(keys).not.toContain('if');
	});
});
