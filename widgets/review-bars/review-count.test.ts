import { describe, expect, it } from 'vitest';
import { barTarget, COUNT_MS, countAt, scoreText, scoreTypeOf, swing } from './review-count';

describe('review bars count-up', () => {
	it('reads the bar target as a clamped percentage, 0 when unreadable', () => {
		expect(barTarget('85')).toBe(85);
		expect(barTarget('70.5')).toBe(70.5);
		expect(barTarget('140')).toBe(100);
		expect(barTarget('-3')).toBe(0);
		expect(barTarget('abc')).toBe(0);
		expect(barTarget(null)).toBe(0);
	});

	it('writes percent scores as N% and point scores out of 10, rounded up as the theme does', () => {
		expect(scoreText('percent', 84.2)).toBe('85%');
		expect(scoreText('percent', 0)).toBe('0%');
		expect(scoreText('point', 85)).toBe('9');
		expect(scoreText('point', 70)).toBe('7');
		expect(scoreTypeOf('point')).toBe('point');
		expect(scoreTypeOf('percent')).toBe('percent');
		expect(scoreTypeOf(null)).toBe('percent');
	});

	it('counts from 0 to the target with swing easing over 600 ms, and stays there', () => {
		expect(countAt(80, -100)).toBe(0);
		expect(countAt(80, 0)).toBe(0);
		expect(countAt(80, COUNT_MS / 2)).toBeCloseTo(40);
		expect(countAt(80, COUNT_MS / 4)).toBeCloseTo(80 * swing(0.25));
		expect(countAt(80, COUNT_MS)).toBe(80);
		expect(countAt(80, COUNT_MS * 3)).toBe(80);
	});
});
