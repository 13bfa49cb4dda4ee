import { describe, expect, it } from 'vitest';
import { focusTarget, swatchAction, tabStop, variationLabelSuffix } from './swatch-logic';

describe('swatchAction (clear on reselect)', () => {
	it('selects an unselected swatch, on or off', () => {
		expect(swatchAction('m', 'available', 's', false)).toEqual({ kind: 'select', value: 'm' });
		expect(swatchAction('m', 'no-stock', '', true)).toEqual({ kind: 'select', value: 'm' });
	});

	it('off: the selected swatch again does nothing new', () => {
		expect(swatchAction('m', 'available', 'm', false)).toEqual({ kind: 'none' });
	});

	it('on: the selected swatch again clears the attribute', () => {
		expect(swatchAction('m', 'available', 'm', true)).toEqual({ kind: 'clear' });
	});

	it('a disabled swatch does nothing', () => {
		expect(swatchAction('l', 'disabled', '', false)).toEqual({ kind: 'none' });
		expect(swatchAction('l', 'disabled', 'l', true)).toEqual({ kind: 'none' });
	});
});

describe('focusTarget (arrow keys inside a group)', () => {
	const all = [true, true, true];
	it('moves forward and back, wrapping', () => {
		expect(focusTarget('ArrowRight', 0, all, false)).toBe(1);
		expect(focusTarget('ArrowDown', 2, all, false)).toBe(0);
		expect(focusTarget('ArrowLeft', 0, all, false)).toBe(2);
		expect(focusTarget('ArrowUp', 1, all, false)).toBe(0);
	});

	it('swaps left and right in a right-to-left page', () => {
		expect(focusTarget('ArrowLeft', 0, all, true)).toBe(1);
		expect(focusTarget('ArrowRight', 0, all, true)).toBe(2);
		expect(focusTarget('ArrowDown', 0, all, true)).toBe(1);
	});

	it('skips disabled swatches', () => {
		expect(focusTarget('ArrowRight', 0, [true, false, true], false)).toBe(2);
		expect(focusTarget('ArrowLeft', 0, [true, false, true], false)).toBe(2);
		expect(focusTarget('ArrowRight', 2, [false, false, true], false)).toBe(2);
	});

	it('Home and End go to the first and last usable swatch', () => {
		expect(focusTarget('Home', 2, [false, true, true], false)).toBe(1);
		expect(focusTarget('End', 0, [true, true, false], false)).toBe(1);
	});

	it('ignores other keys and groups with nothing usable', () => {
		expect(focusTarget('Tab', 0, all, false)).toBe(-1);
		expect(focusTarget('ArrowRight', 0, [false, false], false)).toBe(-1);
	});
});

describe('tabStop and the variation label', () => {
	it('the selected swatch is the tab stop, else the first usable one', () => {
		expect(tabStop(2, [true, true, true])).toBe(2);
		expect(tabStop(-1, [false, true, true])).toBe(1);
		expect(tabStop(0, [false, true])).toBe(1);
	});

	it('"Color" + ": Blue", nothing when unchosen', () => {
		expect(variationLabelSuffix(':', 'Blue')).toBe(': Blue');
		expect(variationLabelSuffix(' -', 'Blue')).toBe(' - Blue');
		expect(variationLabelSuffix(':', '')).toBe('');
	});
});
