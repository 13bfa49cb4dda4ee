// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSlice, yieldToMain } from './yield-to-main';

afterEach(() => {
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
});

const microtasks = async (n = 10) => {
	for (let i = 0; i < n; i++) await Promise.resolve();
};

describe('yieldToMain', () => {
	it('uses scheduler.yield when the browser has it', async () => {
		const schedulerYield = vi.fn(() => Promise.resolve());
		vi.stubGlobal('scheduler', { yield: schedulerYield });
		await yieldToMain();
		expect(schedulerYield).toHaveBeenCalledTimes(1);
	});

	it('falls back to a macrotask that lets queued work run first', async () => {
		vi.stubGlobal('scheduler', undefined);
		let resolved = false;
		const pending = yieldToMain().then(() => {
			resolved = true;
		});
		await microtasks();
		expect(resolved).toBe(false);
		await pending;
		expect(resolved).toBe(true);
	});

	it('resolves many yields in order', async () => {
		vi.stubGlobal('scheduler', undefined);
		const order: number[] = [];
		await Promise.all([1, 2, 3].map((n) => yieldToMain().then(() => order.push(n))));
		expect(order).toEqual([1, 2, 3]);
	});
});

describe('createSlice', () => {
	it('does not yield while the budget lasts, and yields once it is spent', async () => {
		vi.stubGlobal('scheduler', undefined);
		let now = 0;
		vi.spyOn(performance, 'now').mockImplementation(() => now);
		const maybeYield = createSlice(5);

		let done = false;
		void maybeYield().then(() => (done = true));
		await microtasks(3);
		expect(done).toBe(true);

		now = 5;
		done = false;
		const pending = maybeYield().then(() => (done = true));
		await microtasks();
		expect(done).toBe(false);
		await pending;

		// A fresh slice starts after the yield.
		done = false;
		void maybeYield().then(() => (done = true));
		await microtasks(3);
		expect(done).toBe(true);
	});
});
