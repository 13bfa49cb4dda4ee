import { describe, expect, it } from 'vitest';
import { heroSpacing } from './hero-spacing';

describe('hero spacing', () => {
	it('above 667 px takes the full margin back on the wrapper and pads each post with it', () => {
		expect(heroSpacing(668, 10, false)).toEqual({ wrapper: { marginLeft: '-10px', marginBottom: '-10px' }, post: { padding: '0 0 10px 10px' }, scroller: null });
	});

	it('at 667 px and below caps the margin at 5 and moves it to the scroller, except in slider heroes', () => {
		expect(heroSpacing(667, 10, false)).toEqual({ wrapper: { marginLeft: '0px', marginBottom: '0px' }, post: { padding: '0 0 5px 5px' }, scroller: { marginLeft: '-5px' } });
		expect(heroSpacing(400, 3, false).post.padding).toBe('0 0 3px 3px');
		expect(heroSpacing(400, 10, true).scroller).toBeNull();
	});
});
