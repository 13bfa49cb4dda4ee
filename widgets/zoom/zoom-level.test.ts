import { describe, expect, it } from 'vitest';
import { barPercent, clampLevel, stepLevel, storedLevel, zoomBounds } from './zoom-level';

describe('zoom bounds', () => {
	it.each([
		['3', '2', 0.8, 1.3],
		['5', '5', 0.5, 1.5],
		['1', '1', 0.9, 1.1],
		[null, null, 0.8, 1.3],
		['x', '0', 0.8, 1.3],
	])('in %s, out %s → %s to %s', (inStep, outStep, min, max) => {
		expect(zoomBounds(inStep, outStep)).toEqual({ min, max });
	});
});

describe('stepping', () => {
	const bounds = zoomBounds('3', '2');
	it('moves by 0.1 without float drift and stops at the bounds', () => {
		let level = 1;
		for (let i = 0; i < 5; i++) level = stepLevel(level, 1, bounds);
		expect(level).toBe(1.3);
		for (let i = 0; i < 9; i++) level = stepLevel(level, -1, bounds);
		expect(level).toBe(0.8);
	});

	it('reads the stored level in either spelling, clamped, 1 when unreadable', () => {
		expect(storedLevel('1.2000000000000002', bounds)).toBe(1.2);
		expect(storedLevel('2', bounds)).toBe(1.3);
		expect(storedLevel('abc', bounds)).toBe(1);
		expect(storedLevel(undefined, bounds)).toBe(1);
		expect(clampLevel(0.5, bounds)).toBe(0.8);
	});

	it('maps 0.8–1.3 onto 0–100 % for the bar', () => {
		expect([0.5, 0.8, 1, 1.3, 1.5].map((level) => Math.round(barPercent(level)))).toEqual([0, 0, 40, 100, 100]);
	});
});
