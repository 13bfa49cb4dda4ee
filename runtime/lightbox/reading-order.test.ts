import { describe, expect, it } from 'vitest';
import { pageForKey, pageForSwipe } from './reading-order';

describe('lightbox paging in reading order', () => {
	it('makes ArrowLeft go on and ArrowRight go back in a right-to-left page', () => {
		expect([pageForKey('ArrowRight', false), pageForKey('ArrowLeft', false)]).toEqual(['next', 'prev']);
		expect([pageForKey('ArrowRight', true), pageForKey('ArrowLeft', true)]).toEqual(['prev', 'next']);
		expect(pageForKey('ArrowDown', true)).toBeNull();
	});

	it('makes a swipe to the right go on in a right-to-left page', () => {
		expect([pageForSwipe(-80, false), pageForSwipe(80, false)]).toEqual(['next', 'prev']);
		expect([pageForSwipe(80, true), pageForSwipe(-80, true)]).toEqual(['next', 'prev']);
	});
});
