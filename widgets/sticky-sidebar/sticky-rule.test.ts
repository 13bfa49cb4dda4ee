import { describe, expect, it } from 'vitest';
import { sticks, stickyTop } from './sticky-rule';

describe('sticky sidebar rule', () => {
	it('sticks only at 768 px or wider and only beside the content (50 px narrower than its container)', () => {
		expect(sticks({ windowWidth: 768, width: 300, containerWidth: 1000 })).toBe(true);
		expect(sticks({ windowWidth: 767, width: 300, containerWidth: 1000 })).toBe(false);
		expect(sticks({ windowWidth: 1280, width: 950, containerWidth: 1000 })).toBe(false);
		expect(sticks({ windowWidth: 1280, width: 949, containerWidth: 1000 })).toBe(true);
	});

	it('keeps 20 px below the sticky header', () => {
		expect([stickyTop(0), stickyTop(60), stickyTop(-10)]).toEqual([20, 80, 20]);
	});
});
