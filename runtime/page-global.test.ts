import { describe, expect, it, vi } from 'vitest';
import { readPerValue } from './page-global';

describe('readPerValue', () => {
	it('reads again only when the global holds another value', () => {
		const g = globalThis as Record<string, unknown>;
		const read = vi.fn(() => g.islands_test_global ?? null);
		const params = readPerValue('islands_test_global', read);
		expect(params()).toBeNull();
		expect(params()).toBeNull();
		expect(read).toHaveBeenCalledTimes(1);
		g.islands_test_global = { a: 1 };
		expect(params()).toEqual({ a: 1 });
		expect(params()).toEqual({ a: 1 });
		expect(read).toHaveBeenCalledTimes(2);
		delete g.islands_test_global;
	});
});
