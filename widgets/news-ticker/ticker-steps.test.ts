import { describe, expect, it } from 'vitest';
import { initialTicker, stepTicker, tickerDelay } from './ticker-steps';

describe('ticker steps', () => {
	it('goes next with in-class 1 and out-class 4, wrapping at the end', () => {
		let state = initialTicker();
		state = stepTicker(state, 'next', 3, 'horizontal');
		expect(state).toEqual({ active: 1, outgoing: { index: 0, className: 'fadeOutRight' }, incoming: 'fadeInLeft' });
		state = stepTicker(stepTicker(state, 'next', 3, 'horizontal'), 'next', 3, 'horizontal');
		expect(state.active).toBe(0);
	});

	it('goes prev with in-class 2 and out-class 3, wrapping at the start', () => {
		expect(stepTicker(initialTicker(), 'prev', 3, 'vertical')).toEqual({
			active: 2,
			outgoing: { index: 0, className: 'fadeOutDown' },
			incoming: 'fadeInDown',
		});
	});

	it('leaves a single item alone', () => {
		expect(stepTicker(initialTicker(), 'next', 1, 'horizontal')).toEqual(initialTicker());
	});

	it('reads the delay from its string attribute, 3000 ms when unusable', () => {
		expect([tickerDelay('5000'), tickerDelay(''), tickerDelay('x'), tickerDelay('0'), tickerDelay('-1'), tickerDelay(null)]).toEqual([5000, 3000, 3000, 3000, 3000, 3000]);
	});
});
