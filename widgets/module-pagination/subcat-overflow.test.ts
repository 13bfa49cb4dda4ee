import { describe, expect, it } from 'vitest';
import { SUBCAT_THRESHOLD, visibleFilters } from './subcat-overflow';

describe('category filter overflow', () => {
	it('keeps the links that fit with 80 px to spare and moves the rest, from the end, into the menu', () => {
		const widths = [40, 60, 80, 100];
		expect(SUBCAT_THRESHOLD).toBe(80);
		expect(visibleFilters(widths, 360)).toBe(4);
		expect(visibleFilters(widths, 359)).toBe(3);
		expect(visibleFilters(widths, 260)).toBe(3);
		expect(visibleFilters(widths, 259)).toBe(2);
		expect(visibleFilters(widths, 100)).toBe(0);
		expect(visibleFilters([], 10)).toBe(0);
	});
});
