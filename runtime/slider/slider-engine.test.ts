import { describe, expect, it } from 'vitest';
import { autoplayRuns, canStep, clampIndex, inView, lastIndex, pageCount, stepIndex, swipeDelta } from './slider-engine';

const at = (index: number, count = 6, items = 2, loop = true) => ({ index, count, items, loop });

describe('slider engine', () => {
	it('stops at the last index that fills the view', () => {
		expect(lastIndex(at(0))).toBe(4);
		expect(lastIndex(at(0, 2, 3))).toBe(0);
		expect(clampIndex(at(0), 9)).toBe(4);
		expect(clampIndex(at(0), -2)).toBe(0);
	});

	it('wraps a looping slider at both ends, landing on the end page first', () => {
		expect(stepIndex(at(4), 1)).toBe(0);
		expect(stepIndex(at(0), -1)).toBe(4);
		expect(stepIndex(at(3), 2)).toBe(4);
		expect(stepIndex(at(1), -2)).toBe(0);
		expect(stepIndex(at(2), 1)).toBe(3);
	});

	it('stops a non-looping slider at its ends and disables the control there', () => {
		expect(stepIndex(at(4, 6, 2, false), 1)).toBe(4);
		expect(canStep(at(4, 6, 2, false), 1)).toBe(false);
		expect(canStep(at(4, 6, 2, false), -1)).toBe(true);
		expect(canStep(at(0, 6, 2, false), -1)).toBe(false);
		expect(canStep(at(0, 1, 1, true), 1)).toBe(false);
	});

	it('knows the slides in view and the number of pages', () => {
		expect([0, 1, 2, 3].map((slide) => inView(at(1), slide))).toEqual([false, true, true, false]);
		expect(pageCount(at(0))).toBe(5);
		expect(pageCount(at(0, 3, 4))).toBe(1);
	});

	it('autoplays only when on and nobody holds it', () => {
		const idle = { enabled: true, stopped: false, hovered: false, focused: false, dragging: false };
		expect(autoplayRuns(idle, at(0))).toBe(true);
		for (const key of ['stopped', 'hovered', 'focused', 'dragging'] as const) expect(autoplayRuns({ ...idle, [key]: true }, at(0))).toBe(false);
		expect(autoplayRuns({ ...idle, enabled: false }, at(0))).toBe(false);
		expect(autoplayRuns(idle, at(0, 2, 2))).toBe(false);
	});

	it('reads a sideways drag of 40 px as a swipe, mirrored in RTL', () => {
		expect(swipeDelta(-60, 5, false)).toBe(1);
		expect(swipeDelta(60, 5, false)).toBe(-1);
		expect(swipeDelta(-60, 5, true)).toBe(-1);
		expect(swipeDelta(-30, 0, false)).toBe(0);
		expect(swipeDelta(-50, 80, false)).toBe(0);
	});
});
