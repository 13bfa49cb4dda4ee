import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_EVENT, IDLE_EVENT, createIslandLoader } from './island-loader';
import { type MountIsland, readManifest, type Widget } from './manifest';
import { pageSwitchedOff } from './switches';
import { watchDom } from './watch-dom';

/** Fresh widgets for each loader: they carry the set of elements they claimed. */
const widgets = () =>
	readManifest({
		build: 'b1',
		shared: ['runtime'],
		widgets: [
			['.ajax_add_to_cart', '01add-to-cart'],
			['.widget_shopping_cart_content', '01mini-cart'],
		],
	});

let mounted: string[];
let mountFns: Record<string, MountIsland>;

/** vi.waitFor with a short poll, so the file stays fast. */
const waitFor = (check: () => void) => vi.waitFor(check, { interval: 2, timeout: 1000 });

/** A chunk loader that hands out the mount function registered for each file. */
const loadChunk = (widget: Widget) => Promise.resolve(mountFns[widget.file]);
const record =
	(widget: string): MountIsland =>
	(element) => {
		mounted.push(`${widget}#${element.id}`);
	};

beforeEach(() => {
	mounted = [];
	mountFns = { 'add-to-cart-b1.js': record('add-to-cart'), 'mini-cart-b1.js': record('mini-cart') };
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
		const loader = createIslandLoader(widgets(), loadChunk, new Set());
		loader.scan(document.documentElement, false);
		await waitFor(() => expect(mounted).toHaveLength(4));
		expect(mounted).toEqual(['mini-cart#m1', 'add-to-cart#b1', 'add-to-cart#b2', 'mini-cart#m2']);
	});

	it('passes the widget name and a unique id prefix to each mount', async () => {
		const contexts: Array<{ name: string; idPrefix: string }> = [];
		mountFns['mini-cart-b1.js'] = (_el, context) => void contexts.push(context);
		const loader = createIslandLoader(widgets(), loadChunk, new Set());
		loader.scan(document.documentElement, false);
		await waitFor(() => expect(contexts).toHaveLength(2));
		expect(contexts.map((c) => c.name)).toEqual(['mini-cart', 'mini-cart']);
		expect(new Set(contexts.map((c) => c.idPrefix)).size).toBe(2);
	});

	it('mounts one element for two widgets when it matches both', async () => {
		document.body.innerHTML = '<div class="widget_shopping_cart_content ajax_add_to_cart" id="both"></div>';
		const loader = createIslandLoader(widgets(), loadChunk, new Set());
		loader.scan(document.documentElement, false);
		await waitFor(() => expect(mounted).toHaveLength(2));
		expect(mounted).toEqual(['add-to-cart#both', 'mini-cart#both']);
	});

	it('never mounts an element twice when scanned twice', async () => {
		const loader = createIslandLoader(widgets(), loadChunk, new Set());
		loader.scan(document.documentElement, false);
		loader.scan(document.documentElement, false);
		loader.scan(document.getElementById('b1')!);
		await waitFor(() => expect(mounted).toHaveLength(4));
		await new Promise((resolve) => setTimeout(resolve, 20));
		expect(mounted).toHaveLength(4);
	});

	it('scanning an element root includes the root itself', async () => {
		const loader = createIslandLoader(widgets(), loadChunk, new Set());
		loader.scan(document.getElementById('m2')!);
		await waitFor(() => expect(mounted).toEqual(['mini-cart#m2']));
	});

	it('a throwing mount dispatches islands:error (bubbling, detail.widget) and the next island still mounts', async () => {
		vi.spyOn(console, 'error').mockImplementation(() => {});
		const boom = new Error('boom');
		mountFns['mini-cart-b1.js'] = (element) => {
			if (element.id === 'm1') throw boom;
			mounted.push(`mini-cart#${element.id}`);
		};
		const errors: Array<{ target: EventTarget | null; detail: { widget: string; error: unknown } }> = [];
		const onError = (event: Event) => errors.push({ target: event.target, detail: (event as CustomEvent).detail });
		document.addEventListener(ERROR_EVENT, onError);
		try {
			createIslandLoader(widgets(), loadChunk, new Set()).scan(document.documentElement, false);
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
		const failing = (widget: Widget) =>
			widget.file === 'mini-cart-b1.js' ? Promise.reject(new Error('404')) : loadChunk(widget);
		const failed: string[] = [];
		const onError = (event: Event) => failed.push((event as CustomEvent).detail.widget);
		document.addEventListener(ERROR_EVENT, onError);
		try {
			createIslandLoader(widgets(), failing, new Set()).scan(document.documentElement, false);
			await waitFor(() => expect(failed).toHaveLength(2));
			expect(failed).toEqual(['mini-cart', 'mini-cart']);
			expect(mounted).toEqual(['add-to-cart#b1', 'add-to-cart#b2']);
		} finally {
			document.removeEventListener(ERROR_EVENT, onError);
		}
	});

	it('a chunk without a default mount function dispatches islands:error', async () => {
		vi.spyOn(console, 'error').mockImplementation(() => {});
		mountFns['mini-cart-b1.js'] = undefined as unknown as MountIsland;
		const errors: unknown[] = [];
		const onError = (event: Event) => errors.push((event as CustomEvent).detail.error);
		document.addEventListener(ERROR_EVENT, onError);
		try {
			createIslandLoader(widgets(), loadChunk, new Set()).scan(document.documentElement, false);
			await waitFor(() => expect(errors).toHaveLength(2));
			expect(errors[0]).toBeInstanceOf(TypeError);
			expect(mounted).toEqual(['add-to-cart#b1', 'add-to-cart#b2']);
		} finally {
			document.removeEventListener(ERROR_EVENT, onError);
		}
	});

	it('a page switch skips the widget entirely and leaves its markup untouched', async () => {
		document.body.setAttribute('data-islands-off', 'add-to-cart');
		const before = document.getElementById('b1')!.outerHTML;
		const load = vi.fn(loadChunk);
		createIslandLoader(widgets(), load, pageSwitchedOff(document)).scan(document.documentElement, false);
		await waitFor(() => expect(mounted).toHaveLength(2));
		await new Promise((resolve) => setTimeout(resolve, 20));
		expect(mounted).toEqual(['mini-cart#m1', 'mini-cart#m2']);
		expect(document.getElementById('b1')!.outerHTML).toBe(before);
		expect(load.mock.calls.map(([widget]) => widget.file)).not.toContain('add-to-cart-b1.js');
	});

	it('"all" switches every widget off', async () => {
		const load = vi.fn(loadChunk);
		createIslandLoader(widgets(), load, new Set(['all'])).scan(document.documentElement, false);
		await new Promise((resolve) => setTimeout(resolve, 20));
		expect(mounted).toEqual([]);
		expect(load).not.toHaveBeenCalled();
	});

	it('data-island-off on the element or an ancestor skips it', async () => {
		document.getElementById('b1')!.setAttribute('data-island-off', '');
		document.querySelector('aside')!.setAttribute('data-island-off', '');
		const before = document.body.innerHTML;
		createIslandLoader(widgets(), loadChunk, new Set()).scan(document.documentElement, false);
		await waitFor(() => expect(mounted).toHaveLength(2));
		await new Promise((resolve) => setTimeout(resolve, 20));
		expect(mounted).toEqual(['mini-cart#m1', 'add-to-cart#b2']);
		expect(document.body.innerHTML).toBe(before);
	});
});

describe('islands:idle', () => {
	let idleAt: number[];
	const onIdle = () => idleAt.push(mounted.length);
	beforeEach(() => {
		idleAt = [];
		document.addEventListener(IDLE_EVENT, onIdle);
	});
	afterEach(() => document.removeEventListener(IDLE_EVENT, onIdle));

	it('fires islands:idle once everything found is mounted; a second scan while mounting adds nothing', async () => {
		const loader = createIslandLoader(widgets(), loadChunk, new Set());
		void loader.scan(document.documentElement, false);
		void loader.scan(document.documentElement, false);
		expect(idleAt).toEqual([]);
		await waitFor(() => expect(idleAt).toEqual([4]));
		await new Promise((resolve) => setTimeout(resolve, 20));
		expect(idleAt).toEqual([4]);
	});

	it('islands:idle waits for islands scheduled at idle, not for those waiting to be touched', async () => {
		let idle: (() => void) | undefined;
		vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
			idle = callback;
			return 1;
		});
		document.body.innerHTML = `
			<a class="ajax_add_to_cart" id="b1" href="#">Add</a>
			<div class="widget_shopping_cart_content" id="m1" data-island-load="idle"></div>
			<a class="ajax_add_to_cart" id="b2" href="#" data-island-load="interaction">Add</a>`;
		const loader = createIslandLoader(widgets(), loadChunk, new Set());
		loader.scan(document.documentElement, false);
		await waitFor(() => expect(mounted).toEqual(['add-to-cart#b1']));
		await new Promise((resolve) => setTimeout(resolve, 20));
		expect(idleAt).toEqual([]);
		idle!();
		await waitFor(() => expect(idleAt).toEqual([2]));
		expect(mounted).toEqual(['add-to-cart#b1', 'mini-cart#m1']);
	});

	it('fires islands:idle as soon as the scan ends when every island waits for an interaction', async () => {
		document.body.innerHTML = '<a class="ajax_add_to_cart" id="b1" href="#" data-island-load="interaction">Add</a>';
		await createIslandLoader(widgets(), loadChunk, new Set()).scan(document.documentElement, false);
		expect(idleAt).toEqual([0]);
	});

	it('scans many islands in slices: the thread is given back between them, and idle waits for the scan', async () => {
		document.body.innerHTML = `<div class="widget_shopping_cart_content" id="m1"></div>${'<a class="ajax_add_to_cart" data-island-load="interaction" href="#">Add</a>'.repeat(100)}`;
		// Every slice spent at once: the scan yields after each island it starts.
		let clock = 0;
		vi.spyOn(performance, 'now').mockImplementation(() => (clock += 10));
		let otherTasks = 0;
		const other = setInterval(() => otherTasks++, 0);
		let scanEnded = false;
		const scanned = createIslandLoader(widgets(), loadChunk, new Set())
			.scan(document.documentElement, false)
			.then(() => (scanEnded = true));
		// Other tasks run while the buttons are scanned; the mini-cart, found first, waits for the scan's end, and so does idle.
		await waitFor(() => expect(otherTasks).toBeGreaterThan(30));
		expect(scanEnded).toBe(false);
		expect(mounted).toEqual([]);
		expect(idleAt).toEqual([]);
		await scanned;
		clearInterval(other);
		expect(mounted).toEqual(['mini-cart#m1']);
		expect(idleAt).toEqual([1]);
	});
});

describe('strategies through the loader', () => {
	it('data-island-load="interaction" waits for a click, then replays it once on the mounted island', async () => {
		document.body.innerHTML = '<a class="ajax_add_to_cart" id="b1" href="#added" data-island-load="interaction">Add</a>';
		const button = document.getElementById('b1')!;
		let clicksSeenByIsland = 0;
		mountFns['add-to-cart-b1.js'] = (element) => {
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
			createIslandLoader(widgets(), loadChunk, new Set()).scan(document.documentElement, false);
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
			createIslandLoader(widgets(), loadChunk, new Set()).scan(document.documentElement, false);
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
		mountFns['add-to-cart-b1.js'] = () => {
			if (installed) return;
			installed = true;
			document.addEventListener('click', onDelegatedClick);
		};
		try {
			createIslandLoader(widgets(), loadChunk, new Set()).scan(document.documentElement, false);
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
		createIslandLoader(widgets(), loadChunk, new Set()).scan(document.documentElement, false);
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
		createIslandLoader(widgets(), loadChunk, new Set()).scan(document.documentElement, false);
		await new Promise((resolve) => setTimeout(resolve, 20));
		expect(mounted).toEqual([]);
		idle!();
		await waitFor(() => expect(mounted).toEqual(['mini-cart#m1']));
	});

	it('an unknown data-island-load value falls back to the widget strategy', async () => {
		document.body.innerHTML = '<div class="widget_shopping_cart_content" id="m1" data-island-load="never"></div>';
		createIslandLoader(widgets(), loadChunk, new Set()).scan(document.documentElement, false);
		await waitFor(() => expect(mounted).toEqual(['mini-cart#m1']));
	});
});

describe('with watchDom', () => {
	it('mounts an island inserted after the first scan', async () => {
		const loader = createIslandLoader(widgets(), loadChunk, new Set());
		loader.scan(document.documentElement, false);
		const observer = watchDom(document, loader.scan, loader.sweep);
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
		const loader = createIslandLoader(widgets(), loadChunk, new Set());
		loader.scan(document.documentElement, false);
		const observer = watchDom(document, loader.scan, loader.sweep);
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

describe('unmounting', () => {
	let observer: MutationObserver;
	let unmounted: string[];
	const start = () => {
		const loader = createIslandLoader(widgets(), loadChunk, new Set());
		loader.scan(document.documentElement, false);
		observer = watchDom(document, loader.scan, loader.sweep);
		return loader;
	};
	beforeEach(() => {
		unmounted = [];
		mountFns['mini-cart-b1.js'] = (element) => {
			mounted.push(`mini-cart#${element.id}`);
			return () => unmounted.push(`mini-cart#${element.id}`);
		};
	});
	afterEach(() => observer.disconnect());

	it('calls the unmount a mount returned once its element leaves the document, and only then', async () => {
		start();
		await waitFor(() => expect(mounted).toHaveLength(4));
		document.getElementById('b1')!.remove();
		document.body.append(document.createElement('p'));
		await new Promise((resolve) => setTimeout(resolve, 20));
		expect(unmounted).toEqual([]);
		document.querySelector('aside')!.remove();
		await waitFor(() => expect(unmounted).toEqual(['mini-cart#m2']));
	});

	it('keeps an island that says it is still on the page after its element left (it wrapped it)', async () => {
		let onPage = true;
		mountFns['mini-cart-b1.js'] = (element) => {
			mounted.push(`mini-cart#${element.id}`);
			return Object.assign(() => unmounted.push(`mini-cart#${element.id}`), { connected: () => element.isConnected || onPage });
		};
		start();
		await waitFor(() => expect(mounted).toHaveLength(4));
		document.querySelector('aside')!.remove();
		await new Promise((resolve) => setTimeout(resolve, 20));
		expect(unmounted).toEqual([]);
		onPage = false;
		// The next removal anywhere makes the loader look again.
		const other = document.body.appendChild(document.createElement('p'));
		await new Promise((resolve) => setTimeout(resolve, 0));
		other.remove();
		await waitFor(() => expect(unmounted).toEqual(['mini-cart#m2']));
	});

	it('unmounts a replaced cart fragment before mounting its successor', async () => {
		start();
		await waitFor(() => expect(mounted).toHaveLength(4));
		mounted.length = 0;
		const fresh = document.createElement('div');
		fresh.className = 'widget_shopping_cart_content';
		fresh.id = 'm1';
		document.getElementById('m1')!.replaceWith(fresh);
		await waitFor(() => expect(mounted).toEqual(['mini-cart#m1']));
		expect(unmounted).toEqual(['mini-cart#m1']);
	});

	it('mounts an element again when it is put back after its unmount', async () => {
		start();
		await waitFor(() => expect(mounted).toHaveLength(4));
		const aside = document.querySelector('aside')!;
		aside.remove();
		await waitFor(() => expect(unmounted).toEqual(['mini-cart#m2']));
		document.body.append(aside);
		await waitFor(() => expect(mounted.filter((island) => island === 'mini-cart#m2')).toHaveLength(2));
	});

	it('keeps an element that moves within one batch mounted', async () => {
		start();
		await waitFor(() => expect(mounted).toHaveLength(4));
		const aside = document.querySelector('aside')!;
		document.body.prepend(aside);
		await new Promise((resolve) => setTimeout(resolve, 20));
		expect(unmounted).toEqual([]);
		expect(mounted).toHaveLength(4);
	});

	it('unmounts an island whose async mount finished after its element was removed', async () => {
		let finish!: () => void;
		mountFns['mini-cart-b1.js'] = (element) =>
			new Promise((resolve) => {
				finish = () => resolve(() => unmounted.push(element.id));
			});
		document.body.innerHTML = '<div class="widget_shopping_cart_content" id="m1"></div>';
		start();
		await waitFor(() => expect(finish).toBeTypeOf('function'));
		document.getElementById('m1')!.remove();
		await new Promise((resolve) => setTimeout(resolve, 10));
		finish();
		await waitFor(() => expect(unmounted).toEqual(['m1']));
	});

	it('does not mount an element removed before its turn', async () => {
		document.body.innerHTML = '<div class="widget_shopping_cart_content" id="m1" data-island-load="idle"></div>';
		vi.useFakeTimers();
		vi.stubGlobal('requestIdleCallback', undefined);
		start();
		document.getElementById('m1')!.remove();
		await vi.advanceTimersByTimeAsync(250);
		expect(mounted).toEqual([]);
	});

	it('reports an unmount that throws on document and goes on with the others', async () => {
		vi.spyOn(console, 'error').mockImplementation(() => {});
		const failed: string[] = [];
		const onError = (event: Event) => failed.push(`${(event as CustomEvent).detail.widget} on ${(event.target as Node).nodeName}`);
		document.addEventListener(ERROR_EVENT, onError);
		mountFns['add-to-cart-b1.js'] = () => () => {
			throw new Error('cannot let go');
		};
		try {
			start();
			await waitFor(() => expect(mounted).toHaveLength(2));
			document.body.innerHTML = '';
			await waitFor(() => expect(unmounted).toEqual(['mini-cart#m1', 'mini-cart#m2']));
			expect(failed).toEqual(['add-to-cart on #document', 'add-to-cart on #document']);
		} finally {
			document.removeEventListener(ERROR_EVENT, onError);
		}
	});
});
