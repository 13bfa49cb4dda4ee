import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOffsetTop } from './page-offset';

afterEach(() => vi.restoreAllMocks());

const boxed = (top: number, boxes: number) => {
	const element = document.createElement('div');
	vi.spyOn(element, 'getClientRects').mockReturnValue({ length: boxes } as DOMRectList);
	vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
	return element;
};

describe('pageOffsetTop', () => {
	it('adds the scroll position to a shown element’s top', () => {
		vi.spyOn(window, 'scrollY', 'get').mockReturnValue(600);
		expect(pageOffsetTop(boxed(-530, 1))).toBe(70);
	});

	it('puts an element without a box at 0, wherever the page is scrolled', () => {
		vi.spyOn(window, 'scrollY', 'get').mockReturnValue(600);
		expect(pageOffsetTop(boxed(0, 0))).toBe(0);
	});
});
