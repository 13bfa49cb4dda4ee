import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeViewport } from './viewport';

afterEach(() => vi.restoreAllMocks());

describe('subscribeViewport', () => {
	it('reads the geometry once per frame for every subscriber, and once at subscription', async () => {
		const frames: FrameRequestCallback[] = [];
		vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
		const first = vi.fn();
		const second = vi.fn();
		const stopFirst = subscribeViewport(first);
		const stopSecond = subscribeViewport(second);
		expect(first).toHaveBeenCalledTimes(1);
		for (let i = 0; i < 5; i++) window.dispatchEvent(new Event('scroll'));
		window.dispatchEvent(new Event('resize'));
		expect(frames).toHaveLength(1);
		frames[0](0);
		expect(first).toHaveBeenCalledTimes(2);
		expect(second).toHaveBeenLastCalledWith(expect.objectContaining({ cause: 'resize' }));
		window.dispatchEvent(new Event('scroll'));
		frames[1](0);
		expect(second).toHaveBeenLastCalledWith(expect.objectContaining({ cause: 'scroll' }));
		stopFirst();
		stopSecond();
	});

	it('removes its listeners when the last subscriber leaves', () => {
		const removed = vi.spyOn(window, 'removeEventListener');
		const stop = subscribeViewport(() => {});
		stop();
		expect(removed.mock.calls.map(([type]) => type).sort()).toEqual(['resize', 'scroll']);
	});
});
