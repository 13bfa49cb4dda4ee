import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchDom } from './watch-dom';

let observer: MutationObserver | undefined;
beforeEach(() => {
	document.body.innerHTML = '<main id="main"></main>';
});
afterEach(() => observer?.disconnect());

const nextBatch = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('watchDom', () => {
	it('scans each inserted element once, batched', async () => {
		const scan = vi.fn();
		observer = watchDom(document, scan, () => {});
		const a = document.createElement('div');
		const b = document.createElement('section');
		document.getElementById('main')!.append(a, 'some text', b);
		await vi.waitFor(() => expect(scan).toHaveBeenCalledTimes(2), { interval: 2 });
		expect(scan.mock.calls.map(([root]) => root)).toEqual([a, b]);
	});

	it('does not scan text nodes or elements removed before the batch runs', async () => {
		const scan = vi.fn();
		observer = watchDom(document, scan, () => {});
		const gone = document.createElement('div');
		document.body.append(gone, document.createTextNode('x'));
		gone.remove();
		await nextBatch();
		expect(scan).not.toHaveBeenCalled();
	});

	it('sees insertions deep in the tree', async () => {
		const scan = vi.fn();
		observer = watchDom(document, scan, () => {});
		const deep = document.createElement('a');
		document.getElementById('main')!.innerHTML = '<div><p></p></div>';
		await nextBatch();
		scan.mockClear();
		document.querySelector('p')!.append(deep);
		await vi.waitFor(() => expect(scan).toHaveBeenCalledWith(deep), { interval: 2 });
	});

	it('stops after disconnect', async () => {
		const scan = vi.fn();
		observer = watchDom(document, scan, () => {});
		observer.disconnect();
		document.body.append(document.createElement('div'));
		await nextBatch();
		expect(scan).not.toHaveBeenCalled();
	});

	it('sweeps once per batch that removed something, before scanning what it added', async () => {
		const calls: string[] = [];
		observer = watchDom(document, (root) => calls.push(`scan ${root.tagName}`), () => calls.push('sweep'));
		const main = document.getElementById('main')!;
		main.append(document.createElement('p'));
		await nextBatch();
		expect(calls).toEqual(['scan P']);
		calls.length = 0;
		main.innerHTML = '<section></section>';
		main.append(document.createElement('div'));
		await nextBatch();
		expect(calls).toEqual(['sweep', 'scan SECTION', 'scan DIV']);
		calls.length = 0;
		main.textContent = '';
		await nextBatch();
		expect(calls).toEqual(['sweep']);
	});
});
