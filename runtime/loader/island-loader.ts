/**
 * Finds islands, waits for each one's strategy, then mounts them in document
 * order, one at a time, yielding to the main thread whenever a 5 ms slice is
 * spent, so mounting holds it little longer than one island's mount (finding
 * them is one task). Every (element, widget) pair is mounted at most once
 * while the element stays in the document. An island that throws, or whose
 * chunk cannot be loaded, dispatches `islands:error` on its element and the
 * others go on. When the queue drains and no `idle` island is still waiting
 * for its moment, `islands:idle` fires on document: everything found so far
 * is mounted, except islands that wait to be seen or touched (tests and the
 * benchmark wait for it instead of sleeping).
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
	const anySelector = active.map((widget) => widget.selector).join(',');
	const mounted = new Set<[HTMLElement, Widget, Unmount]>();
	const queue: Array<() => Promise<void>> = [];
	let pumping = false;
	let islandCount = 0;

	const emit = (target: EventTarget, type: string, detail?: unknown) =>
		target.dispatchEvent(new CustomEvent(type, { bubbles: true, detail }));
	const fail = (target: EventTarget, name: string, error: unknown) => {
		console.error(`[islands] ${name} failed`, error);
		emit(target, ERROR_EVENT, { widget: name, error });
	};

	async function mountIsland(element: HTMLElement, widget: Widget, mount: MountIsland) {
		if (!element.isConnected) return void widget.claimed.delete(element);
		const unmount = await mount(element, { name: widget.name, idPrefix: `island-${++islandCount}-` });
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

	/** Mounts what is queued; with nothing queued and nothing mounting, just announces `islands:idle`. */
	async function settle() {
		if (pumping) return;
		pumping = true;
		const maybeYield = createSlice(SLICE_MS);
		while (queue.length > 0) {
			await queue.shift()!();
			await maybeYield();
		}
		pumping = false;
		// Idle islands are due within 2 s anyway; announcing idle before them would send waiters on too early.
		if (!idleWaiting) emit(document, IDLE_EVENT);
	}

	const enqueue = (element: HTMLElement, widget: Widget) =>
		new Promise<void>((done) => {
			// Start the download now; mounting still waits for its turn.
			loadChunk(widget).catch(() => {});
			queue.push(async () => {
				try {
					await mountIsland(element, widget, await loadChunk(widget));
				} catch (error) {
					fail(element, widget.name, error);
				}
				done();
			});
			void settle();
		});

	/** Claims and schedules every island at or inside `root`. */
	function scan(root: Element | Document) {
		if (!anySelector) return;
		const found: Element[] = [];
		if (root instanceof Element && root.matches(anySelector)) found.push(root);
		found.push(...root.querySelectorAll(anySelector));
		for (const element of found) {
			if (!(element instanceof HTMLElement) || isElementOff(element)) continue;
			const override = STRATEGIES.indexOf(element.getAttribute('data-island-load') as never);
			for (const widget of active) {
				if (!element.matches(widget.selector) || widget.claimed.has(element)) continue;
				widget.claimed.add(element);
				strategies[override < 0 ? widget.strategy : override](element, () => enqueue(element, widget));
			}
		}
	}

	return { scan, sweep, settle };
}
