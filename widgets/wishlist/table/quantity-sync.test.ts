import { afterEach, describe, expect, it, vi } from 'vitest';
import { clampQuantity } from './quantity-clamp';
import { createQuantitySync } from './quantity-sync';

afterEach(() => {
	vi.useRealTimers();
});

describe('quantity sync', () => {
	it('sends one request per row after 1000 ms of quiet, with the latest value', async () => {
		vi.useFakeTimers();
		const send = vi.fn(async () => 'saved' as const);
		const sync = createQuantitySync(send, () => {});
		sync.change('11', '2');
		vi.advanceTimersByTime(600);
		sync.change('11', '3');
		vi.advanceTimersByTime(999);
		expect(send).not.toHaveBeenCalled();
		vi.advanceTimersByTime(1);
		expect(send).toHaveBeenCalledOnce();
		expect(send.mock.calls[0].slice(0, 2)).toEqual(['11', '3']);
	});

	it('keeps rows independent: editing B does not lose A', () => {
		vi.useFakeTimers();
		const send = vi.fn(async () => 'saved' as const);
		const sync = createQuantitySync(send, () => {});
		sync.change('11', '2');
		vi.advanceTimersByTime(500);
		sync.change('12', '5');
		vi.advanceTimersByTime(1000);
		expect(send.mock.calls.map((call) => call.slice(0, 2))).toEqual([['11', '2'], ['12', '5']]);
	});

	it('aborts the row request still in flight when the next one goes', async () => {
		vi.useFakeTimers();
		const signals: AbortSignal[] = [];
		const send = vi.fn((_row: string, _q: string, signal: AbortSignal) => {
			signals.push(signal);
			return new Promise<'saved'>(() => {});
		});
		const sync = createQuantitySync(send, () => {});
		sync.change('11', '2');
		vi.advanceTimersByTime(1000);
		sync.change('11', '4');
		vi.advanceTimersByTime(1000);
		expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
		sync.dispose();
		expect(signals[1].aborted).toBe(true);
	});

	it('raises a value below the minimum and drops fractions', () => {
		expect(clampQuantity('0', '1')).toBe('1');
		expect(clampQuantity('', null)).toBe('1');
		expect(clampQuantity('3.7', '1')).toBe('3');
		expect(clampQuantity('12', '1')).toBe('12');
	});
});
