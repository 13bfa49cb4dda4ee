import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AjaxOutcome } from '../../runtime/http/ajax';
import { SearchScheduler } from './search-scheduler';

const text = (data: string): AjaxOutcome => ({ ok: true, status: 200, data, headers: new Headers() });

function setup() {
	const pending: { query: string; signal: AbortSignal; resolve: (outcome: AjaxOutcome) => void }[] = [];
	const seen: string[] = [];
	const scheduler = new SearchScheduler({
		send: (query, signal) => new Promise((resolve) => pending.push({ query, signal, resolve })),
		onLoading: (loading) => seen.push(loading ? 'loading' : 'idle'),
		onResults: (html) => seen.push(`results:${html}`),
		onHide: () => seen.push('hide'),
		onFailure: (outcome) => seen.push(`failed:${outcome.ok ? '' : outcome.kind}`),
	});
	return { scheduler, pending, seen };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('live search scheduler', () => {
	it('asks nothing below 3 trimmed characters and hides the results', () => {
		const { scheduler, pending, seen } = setup();
		scheduler.input('ab');
		scheduler.input('  ab  ');
		vi.advanceTimersByTime(500);
		expect(pending).toEqual([]);
		expect(seen).toEqual(['hide', 'hide']);
	});

	it('asks once, 200 ms after the last keystroke, with the raw value', () => {
		const { scheduler, pending } = setup();
		for (const value of ['har', 'harb', 'harbo', 'harbour ']) {
			scheduler.input(value);
			vi.advanceTimersByTime(150);
		}
		expect(pending).toEqual([]);
		vi.advanceTimersByTime(50);
		expect(pending.map((p) => p.query)).toEqual(['harbour ']);
	});

	it('does not ask again for the same trimmed query', () => {
		const { scheduler, pending } = setup();
		scheduler.input('abc');
		vi.advanceTimersByTime(200);
		scheduler.input('abc ');
		vi.advanceTimersByTime(200);
		expect(pending).toHaveLength(1);
	});

	it('never lets an older answer overwrite a newer one', async () => {
		const { scheduler, pending, seen } = setup();
		scheduler.input('old');
		vi.advanceTimersByTime(200);
		scheduler.input('new');
		vi.advanceTimersByTime(200);
		expect(pending[0].signal.aborted).toBe(true);
		pending[1].resolve(text('<p>new</p>'));
		pending[0].resolve(text('<p>old</p>'));
		await vi.runAllTimersAsync();
		expect(seen.filter((entry) => entry.startsWith('results'))).toEqual(['results:<p>new</p>']);
	});

	it('reports a failure and asks again for the same text next time', async () => {
		const { scheduler, pending, seen } = setup();
		scheduler.input('abc');
		vi.advanceTimersByTime(200);
		pending[0].resolve({ ok: false, kind: 'http', status: 500, text: '' });
		await vi.runAllTimersAsync();
		expect(seen).toContain('failed:http');
		scheduler.input('abc');
		vi.advanceTimersByTime(200);
		expect(pending).toHaveLength(2);
	});
});
