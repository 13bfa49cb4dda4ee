import { describe, expect, it } from 'vitest';
import { adminBarHeight, initialSticky, type StickyFrame, type StickyMode, stepSticky } from './sticky-state';

/** Scroll positions frame by frame; the first is where the page was when the header mounted. */
const run = (mode: StickyMode, [start, ...scrolls]: number[], frame: Partial<StickyFrame> = {}) =>
	scrolls.reduce((state, scrollY) => stepSticky(state, { mode, scrollY, top: 100, height: 60, adminBar: 0, ...frame }), initialSticky(start));

describe('sticky header, scroll mode', () => {
	it('stays in place until the bar has scrolled past, then sticks', () => {
		expect(run('scroll', [0, 100]).stuck).toBe(false);
		expect(run('scroll', [0, 170]).stuck).toBe(true);
	});

	it('slides away with the scroll distance, at most its own height, and back the same way', () => {
		expect(run('scroll', [170, 190]).offset).toBe(-20);
		expect(run('scroll', [170, 300]).offset).toBe(-60);
		expect(run('scroll', [170, 300, 280]).offset).toBe(-40);
		expect(run('scroll', [170, 300, 200]).offset).toBe(0);
	});

	it('lets go above the header', () => {
		const state = run('scroll', [170, 300, 50]);
		expect(state).toMatchObject({ stuck: false, offset: 0, translate: 0 });
	});
});

describe('sticky header, pinned mode', () => {
	it('hides fully on a downward move of more than 5 px and shows fully on an upward one', () => {
		expect(run('pinned', [300, 305]).offset).toBe(0);
		expect(run('pinned', [300, 306]).offset).toBe(-60);
		expect(run('pinned', [300, 400, 396]).offset).toBe(-60);
		expect(run('pinned', [300, 400, 390]).offset).toBe(0);
	});

	it('translates below the admin bar while stuck', () => {
		expect(run('pinned', [300, 400, 390], { adminBar: 32 }).translate).toBe(32);
		expect(run('pinned', [300, 400], { adminBar: 32 }).translate).toBe(-28);
	});
});

describe('sticky header, normal mode', () => {
	it('never sticks', () => {
		expect(run('normal', [170, 400, 300]).stuck).toBe(false);
	});
});

describe('adminBarHeight', () => {
	it.each([
		[1280, 32],
		[783, 32],
		[782, 46],
		[601, 46],
		[600, 0],
		[320, 0],
	])('at %s px wide is %s px', (width, height) => {
		expect(adminBarHeight(true, width)).toBe(height);
	});

	it('is 0 without an admin bar', () => expect(adminBarHeight(false, 1280)).toBe(0));
});
