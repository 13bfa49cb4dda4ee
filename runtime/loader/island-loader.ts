/**
 * Finds islands, waits for each one's strategy, then mounts them in document
 * order, one at a time, once the scan that found them has ended. Finding and
 * mounting both yield to the main thread whenever a 5 ms slice is spent: the
 * scan queries one widget's selector at a time and starts the strategies of
 * what it found in slices, so a page with a thousand islands never holds the
 * thread for long (one query and one island's mount at most). Every (element,
 * widget) pair is mounted at most once while the element stays in the
 * document. An island that throws, or whose chunk cannot be loaded,
 * dispatches `islands:error` on its element and the others go on. When no scan is running, the queue drains and no `idle`
 * island is still waiting for its moment, `islands:idle` fires on document:
 * everything found so far is mounted, except islands that wait to be seen or
 * touched (tests and the benchmark wait for it instead of sleeping).
 *
 * A mount may return an unmount function. `sweep` calls it once the element
 * has left the document (a cart fragment replaced by a newer one), so the
 * island frees its listeners and state; put back later, the element is
 * mounted again. An element removed before its turn is not mounted at all.
 * An unmount that throws is reported on document.
 */
import { type MountIsland, STRATEGIES, type Unmount, type Widget } from './manifest';
import { strategies } from './strategies';
import { idleWaiting } from './strategies/idle';
import { isElementOff, isWidgetOff } from './switches';
import { createSlice } from './yield-to-main';

export const ERROR_EVENT = 'islands:error';
export const IDLE_EVENT = 'islands:idle';
const SLICE_MS = 5;

/** `off`: the widget names the page switched off. */
export function createIslandLoader(widgets: Widget[], loadChunk: (widget: Widget) => Promise<MountIsland>, off: Set<string>) {
	const active = widgets.filter((widget) => !isWidgetOff(off, widget.name));
	const mounted = new Set<[HTMLElement, Widget, Unmount]>();
	const queue: Array<[HTMLElement, () => Promise<void>]> = [];
	/** Scans running, plus one while the queue is being mounted. */
	let busy = 0;
	// One slice for the scans and the mounting alike: the thread is shared, so is its budget.
	const maybeYield = createSlice(SLICE_MS);
	let islandCount = 0;

	const emit = (target: EventTarget, type: string, detail?: unknown) =>
		target.dispatchEvent(new CustomEvent(type, { bubbles: true, detail }));
	const fail = (target: EventTarget, name: string, error: unknown) => {
		console.error(`[islands] ${name} failed`, error);
		emit(target, ERROR_EVENT, { widget: name, error });
	};

	async function mountIsland(element: HTMLElement, widget: Widget, mount: MountIsland, inserted: boolean) {
		if (!element.isConnected) return void widget.claimed.delete(element);
		const unmount = await mount(element, { name: widget.name, idPrefix: `island-${++islandCount}-`, inserted });
		if (!unmount) return;
		mounted.add([element, widget, unmount]);
		// Removed while an async mount was running: the sweep for it has passed.
		if (!onPage(element, unmount)) sweep();
	}

	/** An island that re-rendered its element elsewhere (wrapped it) says itself whether it is still on the page. */
	const onPage = (element: HTMLElement, unmount: Unmount) => (unmount.connected ? unmount.connected() : element.isConnected);

	/** Unmounts every island whose element is no longer in the document. */
	function sweep() {
		for (const island of mounted) {
			const [element, widget, unmount] = island;
			if (onPage(element, unmount)) continue;
			mounted.delete(island);
			widget.claimed.delete(element);
			try {
				unmount();
			} catch (error) {
				// Out of the document, the element would send the event to no one.
				fail(document, widget.name, error);
			}
		}
	}

	/** Mounts what is queued; with nothing queued, mounting or scanning, just announces `islands:idle`. */
	async function settle() {
		// A scan settles when it ends: mounting before would break the document order across widgets.
		if (busy) return;
		busy++;
		while (queue.length) {
			await queue.shift()![1]();
			await maybeYield();
		}
		busy--;
		// Idle islands are due within 2 s anyway; announcing idle before them would send waiters on too early.
		if (!idleWaiting && !busy) emit(document, IDLE_EVENT);
	}

	const enqueue = (element: HTMLElement, widget: Widget, inserted: boolean) =>
		new Promise<void>((done) => {
			// Start the download now; mounting still waits for its turn.
			loadChunk(widget).catch(() => {});
			queue.push([element, async () => {
				try {
					await mountIsland(element, widget, await loadChunk(widget), inserted);
				} catch (error) {
					fail(element, widget.name, error);
				}
				done();
			}]);
			void settle();
		});

	/**
	 * Claims and schedules every island at or inside `root` (the document's root element at first, with
	 * `inserted` false; what was inserted later), then settles. Widget by widget: one query per slice,
	 * never one query joining them all and then every element matched against every selector.
	 */
	async function scan(root: Element, inserted = true) {
		busy++;
		for (const widget of active) {
			const found = root.querySelectorAll(widget.selector);
			for (const element of root.matches(widget.selector) ? [root, ...found] : found) {
				if (!(element instanceof HTMLElement) || widget.claimed.has(element) || isElementOff(element)) continue;
				widget.claimed.add(element);
				const override = STRATEGIES.indexOf(element.getAttribute('data-island-load') as never);
				strategies[override < 0 ? widget.strategy : override](element, () => enqueue(element, widget, inserted));
				await maybeYield();
			}
			await maybeYield();
		}
		busy--;
		// Found widget by widget: what is due by now mounts in document order all the same.
		queue.sort(([a], [b]) => {
			// b PRECEDING (2) a puts a after it, FOLLOWING (4) before it; the same element keeps its place.
			const position = a.compareDocumentPosition(b);
			return (position & 2) - (position & 4);
		});
		await settle();
	}

	return { scan, sweep };
}
