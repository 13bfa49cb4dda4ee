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

	it('with requestIdleCallback asks for a 2 s timeout', () => {
		const request = vi.fn((_cb: () => void, _options: { timeout: number }) => 7);
		vi.stubGlobal('requestIdleCallback', request);
		const start = vi.fn();
		onIdle(document.body, start);
		expect(request.mock.calls[0][1]).toEqual({ timeout: 2000 });
		expect(start).not.toHaveBeenCalled();
		request.mock.calls[0][0]();
		expect(start).toHaveBeenCalledTimes(1);
	});
});
