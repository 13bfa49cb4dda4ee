import { describe, expect, it } from 'vitest';
import { autoSizes, expandPx, firstBackground } from './lazy-rules';

describe('lazy loading rules', () => {
	it('expands 500 px on screens larger than 500×500, else 370, unless the element says', () => {
		expect(expandPx(null, { width: 1280, height: 800 })).toBe(500);
		expect(expandPx(null, { width: 400, height: 800 })).toBe(370);
		expect(expandPx(null, { width: 800, height: 500 })).toBe(370);
		expect(expandPx('700', { width: 400, height: 400 })).toBe(700);
		expect(expandPx('x', { width: 1280, height: 800 })).toBe(500);
	});

	it('sizes auto images by their width, at least 40 px', () => {
		expect(autoSizes(320.4)).toBe('320px');
		expect(autoSizes(12)).toBe('40px');
	});

	it('takes the first background of a bgset', () => {
		expect(firstBackground('/a.jpg [--small], /b.jpg')).toBe('/a.jpg');
		expect(firstBackground('')).toBeNull();
	});
});
