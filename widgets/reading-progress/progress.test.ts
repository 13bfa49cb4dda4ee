import { describe, expect, it } from 'vitest';
import { readingProgress } from './progress';

const at = (scrollY: number) => readingProgress({ windowHeight: 1000, scrollY, contentTop: 500, contentHeight: 3000 });

describe('readingProgress', () => {
	it('fills from 0 to 100 % as the article passes 85 % of the window', () => {
		expect(at(0).percent).toBeCloseTo((350 / 3000) * 100);
		expect(at(1500).percent).toBeCloseTo((1850 / 3000) * 100);
		expect(at(2650)).toEqual({ percent: 100, animate: true });
		expect(at(2700)).toEqual({ percent: 100, animate: false });
	});

	it('empties once the reader is well past the article', () => {
		expect(at(3400)).toEqual({ percent: 0, animate: false });
	});

	it('is 0 when the whole article fits above the fold', () => {
		expect(readingProgress({ windowHeight: 1000, scrollY: 0, contentTop: 100, contentHeight: 300 })).toEqual({ percent: 0, animate: false });
	});
});
