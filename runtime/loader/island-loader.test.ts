import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_EVENT, IDLE_EVENT, createIslandLoader } from './island-loader';
import type { IslandManifest, ManifestEntry, MountIsland } from './manifest';
import { pageSwitchedOff } from './switches';
import { watchInsertions } from './watch-insertions';

const manifest: IslandManifest = {
	'add-to-cart': { selector: '.ajax_add_to_cart', strategy: 'load', file: 'add-to-cart.js', imports: ['shared.js'] },
	'mini-cart': { selector: '.widget_shopping_cart_content', strategy: 'load', file: 'mini-cart.js', imports: ['shared.js'] },
};

let mounted: string[];
let mountFns: Record<string, MountIsland>;

/** A chunk loader that hands out the mount function registered for each file. */
/** vi.waitFor with a short poll, so the file stays fast. */
const waitFor = (check: () => void) => vi.waitFor(check, { interval: 2, timeout: 1000 });

const loadChunk = (entry: ManifestEntry) => Promise.resolve(mountFns[entry.file]);
const record =
	(widget: string): MountIsland =>
	(element) => {
		mounted.push(`${widget}#${element.id}`);
	};

beforeEach(() => {
	mounted = [];
	mountFns = { 'add-to-cart.js': record('add-to-cart'), 'mini-cart.js': record('mini-cart') };
	document.body.removeAttribute('data-islands-off');
	document.body.innerHTML = `
		<div class="widget_shopping_cart_content" id="m1"></div>
		<a class="button ajax_add_to_cart" id="b1" href="?add-to-cart=1">Add</a>
		<a class="button ajax_add_to_cart" id="b2" href="?add-to-cart=2">Add</a>
		<aside><div class="widget_shopping_cart_content" id="m2"></div></aside>`;
});
afterEach(() => {
	vi.useRealTimers();
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
});

describe('createIslandLoader', () => {
	it('mounts every island in document order across widgets', async () => {
		const loader = createIslandLoader({ manifest, loadChunk, off: new Set() });
		loader.scan(document);
		await waitFor(() => expect(mounted).toHaveLength(4));
		expect(mounted).toEqual(['mini-cart#m1', 'add-to-cart#b1', 'add-to-cart#b2', 'mini-cart#m2']);
	});

	it('passes the widget name and a unique id prefix to each mount', async () => {
		const contexts: Array<{ name: string; idPrefix: string }> = [];
		mountFns['mini-cart.js'] = (_el, context) => void contexts.push(context);
		const loader = createIslandLoader({ manifest, loadChunk, off: new Set() });
		loader.scan(document);
		await waitFor(() => expect(contexts).toHaveLength(2));
		expect(contexts.map((c) => c.name)).toEqual(['mini-cart', 'mini-cart']);
		expect(new Set(contexts.map((c) => c.idPrefix)).size).toBe(2);
	});

	it('mounts one element for two widgets when it matches both', async () => {
		document.body.innerHTML = '<div class="widget_shopping_cart_content ajax_add_to_cart" id="both"></div>';
		const loader = createIslandLoader({ manifest, loadChunk, off: new Set() });
		loader.scan(document);
		await waitFor(() => expect(mounted).toHaveLength(2));
		expect(mounted).toEqual(['add-to-cart#both', 'mini-cart#both']);
	});

	it('never mounts an element twice when scanned twice', async () => {
		const loader = createIslandLoader({ manifest, loadChunk, off: new Set() });
		loader.scan(document);
		loader.scan(document);
		loader.scan(document.getElementById('b1')!);
		await waitFor(() => expect(mounted).toHaveLength(4));
		await new Promise((resolve) => setTimeout(resolve, 20));
		expect(mounted).toHaveLength(4);
	});

	it('scanning an element root includes the root itself', async () => {
		const loader = createIslandLoader({ manifest, loadChunk, off: new Set() });
		loader.scan(document.getElementById('m2')!);
		await waitFor(() => expect(mounted).toEqual(['mini-cart#m2']));
	});

	it('a throwing mount dispatches islands:error (bubbling, detail.widget) and the next island still mounts', async () => {
		vi.spyOn(console, 'error').mockImplementation(() => {});
		const boom = new Error('boom');
		mountFns['mini-cart.js'] = (element) => {
			if (element.id === 'm1') throw boom;
			mounted.push(`mini-cart#${element.id}`);
		};
		const errors: Array<{ target: EventTarget | null; detail: { widget: string; error: unknown } }> = [];
		const onError = (event: Event) => errors.push({ target: event.target, detail: (event as CustomEvent).detail });
		document.addEventListener(ERROR_EVENT, onError);
		try {
			createIslandLoader({ manifest, loadChunk, off: new Set() }).scan(document);
			await waitFor(() => expect(mounted).toHaveLength(3));
			expect(mounted).toEqual(['add-to-cart#b1', 'add-to-cart#b2', 'mini-cart#m2']);
			expect(errors).toHaveLength(1);
			expect(errors[0].target).toBe(document.getElementById('m1'));
			expect(errors[0].detail.widget).toBe('mini-cart');
			expect(errors[0].detail.error).toBe(boom);
		} finally {
			document.removeEventListener(ERROR_EVENT, onError);
		}
	});

	it('a chunk that cannot load dispatches islands:error and other widgets still mount', async () => {
		vi.spyOn(console, 'error').mockImplementation(() => {});
		const failing = (entry: ManifestEntry) =>
			entry.file === 'mini-cart.js' ? Promise.reject(new Error('404')) : loadChunk(entry);
		const widgets: string[] = [];
		const onError = (event: Event) => widgets.push((event as CustomEvent).detail.widget);
		document.addEventListener(ERROR_EVENT, onError);
		try {
			createIslandLoader({ manifest, loadChunk: failing, off: new Set() }).scan(document);
			await waitFor(() => expect(widgets).toHaveLength(2));
			expect(widgets).toEqual(['mini-cart', 'mini-cart']);
			expect(mounted).toEqual(['add-to-cart#b1', 'add-to-cart#b2']);
		} finally {
			document.removeEventListener(ERROR_EVENT, onError);
		}
	});

	it('a page switch skips the widget entirely and leaves its markup untouched', async () => {
		document.body.setAttribute('data-islands-off', 'add-to-cart');
		const before = document.getElementById('b1')!.outerHTML;
		const load = vi.fn(loadChunk);
		createIslandLoader({ manifest, loadChunk: load, off: pageSwitchedOff(document) }).scan(document);
		await waitFor(() => expect(mounted).toHaveLength(2));
		await new Promise((resolve) => setTimeout(resolve, 20));
		expect(mounted).toEqual(['mini-cart#m1', 'mini-cart#m2']);
		expect(document.getElementById('b1')!.outerHTML).toBe(before);
		expect(load.mock.calls.map(([entry]) => entry.file)).not.toContain('add-to-cart.js');
	});

	it('"all" switches every widget off', async () => {
		const load = vi.fn(loadChunk);
		createIslandLoader({ manifest, loadChunk: load, off: new Set(['all']) }).scan(document);
		await new Promise((resolve) => setTimeout(resolve, 20));
		expect(mounted).toEqual([]);
		expect(load).not.toHaveBeenCalled();
	});

	it('data-island-off on the element or an ancestor skips it', async () => {
		document.getElementById('b1')!.setAttribute('data-island-off', '');
		document.querySelector('aside')!.setAttribute('data-island-off', '');
		const before = document.body.innerHTML;
		createIslandLoader({ manifest, loadChunk, off: new Set() }).scan(document);
		await waitFor(() => expect(mounted).toHaveLength(2));
		await new Promise((resolve) => setTimeout(resolve, 20));
		expect(mounted).toEqual(['mini-cart#m1', 'add-to-cart#b2']);
		expect(document.body.innerHTML).toBe(before);
	});
});

describe('islands:idle and busy()', () => {
	it('is busy while islands mount and fires islands:idle once everything found is mounted', async () => {
		const mountedAtIdle: number[] = [];
		const onIdle = () => mountedAtIdle.push(mounted.length);
		document.addEventListener(IDLE_EVENT, onIdle);
		try {
			const loader = createIslandLoader({ manifest, loadChunk, off: new Set() });
			expect(loader.busy()).toBe(false);
			loader.scan(document);
			expect(loader.busy()).toBe(true);
			await waitFor(() => expect(mountedAtIdle).toEqual([4]));
			expect(loader.busy()).toBe(false);
		} finally {
			document.removeEventListener(IDLE_EVENT, onIdle);
		}
	});

	it('is not busy when every island waits for an interaction', async () => {
		document.body.innerHTML = '<a class="ajax_add_to_cart" id="b1" href="#" data-island-load="interaction">Add</a>';
		const loader = createIslandLoader({ manifest, loadChunk, off: new Set() });
		loader.scan(document);
		expect(loader.busy()).toBe(false);
	});
});

describe('strategies through the loader', () => {
	it('data-island-load="interaction" waits for a click, then replays it once on the mounted island', async () => {
		document.body.innerHTML = '<a class="ajax_add_to_cart" id="b1" href="#added" data-island-load="interaction">Add</a>';
		const button = document.getElementById('b1')!;
		let clicksSeenByIsland = 0;
		mountFns['add-to-cart.js'] = (element) => {
			mounted.push(element.id);
			element.addEventListener('click', (event) => {
				clicksSeenByIsland++;
				event.preventDefault();
			});
		};
		const firstClickPrevented: boolean[] = [];
		const onDocClick = (event: Event) => firstClickPrevented.push(event.defaultPrevented);
		document.addEventListener('click', onDocClick);
		try {
			createIslandLoader({ manifest, loadChunk, off: new Set() }).scan(document);
			await new Promise((resolve) => setTimeout(resolve, 20));
			expect(mounted).toEqual([]);

			button.click();
			// The held click stops at the island; only the replay travels on.
			expect(firstClickPrevented).toEqual([]);
			expect(mounted).toEqual([]);

			await waitFor(() => expect(clicksSeenByIsland).toBe(1));
			await new Promise((resolve) => setTimeout(resolve, 20));
			expect(mounted).toEqual(['b1']);
			expect(clicksSeenByIsland).toBe(1);
			expect(firstClickPrevented).toEqual([true]);
		} finally {
			document.removeEventListener('click', onDocClick);
		}
	});

	it('interaction: a focus wakes the island without a replayed click', async () => {
		document.body.innerHTML = '<a class="ajax_add_to_cart" id="b1" href="#x" data-island-load="interaction">Add</a>';
		const clicks = vi.fn();
		document.addEventListener('click', clicks);
		try {
			createIslandLoader({ manifest, loadChunk, off: new Set() }).scan(document);
			document.getElementById('b1')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
			await waitFor(() => expect(mounted).toEqual(['add-to-cart#b1']));
			expect(clicks).not.toHaveBeenCalled();
		} finally {
			document.removeEventListener('click', clicks);
		}
	});

	// A held click must not also reach a delegated `document` listener: one click, one add.
	it('interaction: one click on a second island is handled once by an already installed delegated listener', async () => {
		document.body.innerHTML = `
			<a class="ajax_add_to_cart" id="b1" href="#1" data-island-load="interaction">Add</a>
			<a class="ajax_add_to_cart" id="b2" href="#2" data-island-load="interaction">Add</a>`;
		const handled: string[] = [];
		let installed = false;
		const onDelegatedClick = (event: Event) => {
			const button = (event.target as Element).closest('.ajax_add_to_cart');
			if (button) handled.push(button.id);
		};
		mountFns['add-to-cart.js'] = () => {
			if (installed) return;
			installed = true;
			document.addEventListener('click', onDelegatedClick);
		};
		try {
			createIslandLoader({ manifest, loadChunk, off: new Set() }).scan(document);
			document.getElementById('b1')!.click();
			await waitFor(() => expect(handled).toEqual(['b1']));
			document.getElementById('b2')!.click();
			await new Promise((resolve) => setTimeout(resolve, 30));
			expect(handled).toEqual(['b1', 'b2']);
		} finally {
			document.removeEventListener('click', onDelegatedClick);
		}
	});

	it('idle works without requestIdleCallback: mounts after 200 ms', async () => {
		vi.useFakeTimers();
		vi.stubGlobal('requestIdleCallback', undefined);
		document.body.innerHTML = '<div class="widget_shopping_cart_content" id="m1" data-island-load="idle"></div>';
		createIslandLoader({ manifest, loadChunk, off: new Set() }).scan(document);
		await vi.advanceTimersByTimeAsync(199);
		expect(mounted).toEqual([]);
		await vi.advanceTimersByTimeAsync(1);
		await waitFor(() => expect(mounted).toEqual(['mini-cart#m1']));
	});

	it('idle uses requestIdleCallback when the browser has it', async () => {
		let idle: (() => void) | undefined;
		vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
			idle = callback;
			return 1;
		});
		document.body.innerHTML = '<div class="widget_shopping_cart_content" id="m1" data-island-load="idle"></div>';
		createIslandLoader({ manifest, loadChunk, off: new Set() }).scan(document);
		await new Promise((resolve) => setTimeout(resolve, 20));
		expect(mounted).toEqual([]);
		idle!();
		await waitFor(() => expect(mounted).toEqual(['mini-cart#m1']));
	});

	it('an unknown data-island-load value falls back to the widget strategy', async () => {
		document.body.innerHTML = '<div class="widget_shopping_cart_content" id="m1" data-island-load="never"></div>';
		createIslandLoader({ manifest, loadChunk, off: new Set() }).scan(document);
		await waitFor(() => expect(mounted).toEqual(['mini-cart#m1']));
	});
});

describe('with watchInsertions', () => {
	it('mounts an island inserted after the first scan', async () => {
		const loader = createIslandLoader({ manifest, loadChunk, off: new Set() });
		loader.scan(document);
		const observer = watchInsertions(document, loader.scan);
		try {
			await waitFor(() => expect(mounted).toHaveLength(4));
			const wrapper = document.createElement('section');
			wrapper.innerHTML = '<a class="ajax_add_to_cart" id="late" href="#">Add</a>';
			document.body.append(wrapper);
			await waitFor(() => expect(mounted).toContain('add-to-cart#late'));
			expect(mounted).toHaveLength(5);
		} finally {
			observer.disconnect();
		}
	});

	it('re-mounts a fragment container that replaced the mounted one', async () => {
		const loader = createIslandLoader({ manifest, loadChunk, off: new Set() });
		loader.scan(document);
		const observer = watchInsertions(document, loader.scan);
		try {
			await waitFor(() => expect(mounted).toHaveLength(4));
			const fresh = document.createElement('div');
			fresh.className = 'widget_shopping_cart_content';
			fresh.id = 'm1';
			document.getElementById('m1')!.replaceWith(fresh);
			await waitFor(() => expect(mounted).toHaveLength(5));
			expect(mounted[4]).toBe('mini-cart#m1');
		} finally {
			observer.disconnect();
		}
	});
});
