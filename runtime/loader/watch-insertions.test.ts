import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchInsertions } from './watch-insertions';

let observer: MutationObserver | undefined;
beforeEach(() => {
	document.body.innerHTML = '<main id="main"></main>';
});
afterEach(() => observer?.disconnect());

const nextBatch = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('watchInsertions', () => {
	it('scans each inserted element once, batched', async () => {
		const scan = vi.fn();
		observer = watchInsertions(document, scan);
		const a = document.createElement('div');
		const b = document.createElement('section');
		document.getElementById('main')!.append(a, 'some text', b);
		await vi.waitFor(() => expect(scan).toHaveBeenCalledTimes(2), { interval: 2 });
		expect(scan.mock.calls.map(([root]) => root)).toEqual([a, b]);
	});

	it('does not scan text nodes or elements removed before the batch runs', async () => {
		const scan = vi.fn();
		observer = watchInsertions(document, scan);
		const gone = document.createElement('div');
		document.body.append(gone, document.createTextNode('x'));
		gone.remove();
		await nextBatch();
		expect(scan).not.toHaveBeenCalled();
	});

	it('sees insertions deep in the tree', async () => {
		const scan = vi.fn();
		observer = watchInsertions(document, scan);
		const deep = document.createElement('a');
		document.getElementById('main')!.innerHTML = '<div><p></p></div>';
		await nextBatch();
		scan.mockClear();
		document.querySelector('p')!.append(deep);
		await vi.waitFor(() => expect(scan).toHaveBeenCalledWith(deep), { interval: 2 });
	});

	it('stops after disconnect', async () => {
		const scan = vi.fn();
		observer = watchInsertions(document, scan);
		observer.disconnect();
		document.body.append(document.createElement('div'));
		await nextBatch();
		expect(scan).not.toHaveBeenCalled();
	});
});
