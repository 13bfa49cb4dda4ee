import { afterEach, describe, expect, it, vi } from 'vitest';
import onIdle from './idle';

afterEach(() => {
	vi.useRealTimers();
	vi.unstubAllGlobals();
});

describe('idle strategy', () => {
	it('without requestIdleCallback starts after 200 ms', () => {
		vi.useFakeTimers();
		vi.stubGlobal('requestIdleCallback', undefined);
		const start = vi.fn();
		onIdle(document.body, start);
		vi.advanceTimersByTime(199);
		expect(start).not.toHaveBeenCalled();
		vi.advanceTimersByTime(1);
		expect(start).toHaveBeenCalledTimes(1);
	});

	it('cancel prevents the fallback start', () => {
		vi.useFakeTimers();
		vi.stubGlobal('requestIdleCallback', undefined);
		const start = vi.fn();
		const cancel = onIdle(document.body, start);
		cancel();
		vi.advanceTimersByTime(1000);
		expect(start).not.toHaveBeenCalled();
	});

	it('with requestIdleCallback asks for a 2 s timeout and can be cancelled', () => {
		const request = vi.fn((_cb: () => void, _options: { timeout: number }) => 7);
		const cancelIdle = vi.fn();
		vi.stubGlobal('requestIdleCallback', request);
		vi.stubGlobal('cancelIdleCallback', cancelIdle);
		const start = vi.fn();
		const cancel = onIdle(document.body, start);
		expect(request.mock.calls[0][1]).toEqual({ timeout: 2000 });
		request.mock.calls[0][0]();
		expect(start).toHaveBeenCalledTimes(1);
		cancel();
		expect(cancelIdle).toHaveBeenCalledWith(7);
	});
});
