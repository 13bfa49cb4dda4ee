/**
 * Finds islands, waits for each one's strategy, then mounts them in document
 * order, one at a time, yielding to the main thread whenever a 5 ms slice is
 * spent (so 1,000 islands never make a long task). Every (element, widget)
 * pair is mounted at most once. An island that throws, or whose chunk cannot
 * be loaded, dispatches `islands:error` on its element and the others go on.
 * When the queue drains, `islands:idle` fires on document: everything found so
 * far is mounted (tests and the benchmark wait for it instead of sleeping).
 */
import { type IslandManifest, type ManifestEntry, type MountIsland, STRATEGIES, type Strategy } from './manifest';
import { strategies } from './strategies';
import { isElementOff, isWidgetOff } from './switches';
import { createSlice } from './yield-to-main';

export const ERROR_EVENT = 'islands:error';
export const IDLE_EVENT = 'islands:idle';
const SLICE_MS = 5;

interface PendingMount {
	element: HTMLElement;
	name: string;
	entry: ManifestEntry;
	done: () => void;
}

export interface IslandLoaderOptions {
	manifest: IslandManifest;
	loadChunk: (entry: ManifestEntry) => Promise<MountIsland>;
	off: Set<string>;
}

export function createIslandLoader({ manifest, loadChunk, off }: IslandLoaderOptions) {
	const widgets = Object.entries(manifest).filter(([name]) => !isWidgetOff(off, name));
	const anySelector = widgets.map(([, entry]) => entry.selector).join(',');
	const claimed = new WeakMap<Element, Set<string>>();
	const queue: PendingMount[] = [];
	let pumping = false;
	let islandCount = 0;

	const claim = (element: Element, name: string): boolean => {
		const names = claimed.get(element) ?? new Set<string>();
		if (names.has(name)) return false;
		names.add(name);
		claimed.set(element, names);
		return true;
	};

	const strategyOf = (element: HTMLElement, entry: ManifestEntry): Strategy => {
		const override = element.getAttribute('data-island-load') as Strategy | null;
		return override && STRATEGIES.includes(override) ? override : entry.strategy;
	};

	const fail = (element: HTMLElement, name: string, error: unknown) => {
		console.error(`[islands] ${name} failed`, error);
		element.dispatchEvent(new CustomEvent(ERROR_EVENT, { bubbles: true, detail: { widget: name, error } }));
	};

	async function pump() {
		if (pumping) return;
		pumping = true;
		const slice = createSlice(SLICE_MS);
		while (queue.length > 0) {
			const { element, name, entry, done } = queue.shift()!;
			try {
				const mount = await loadChunk(entry);
				await mount(element, { name, idPrefix: `island-${++islandCount}-` });
			} catch (error) {
				fail(element, name, error);
			}
			done();
			await slice.maybeYield();
		}
		pumping = false;
		document.dispatchEvent(new CustomEvent(IDLE_EVENT));
	}

	const enqueue = (element: HTMLElement, name: string, entry: ManifestEntry) =>
		new Promise<void>((done) => {
			// Start the download now; mounting still waits for its turn.
			loadChunk(entry).catch(() => {});
			queue.push({ element, name, entry, done });
			void pump();
		});

	/** Claims and schedules every island at or inside `root`. */
	function scan(root: Element | Document) {
		if (!anySelector) return;
		const found: Element[] = [];
		if (root instanceof Element && root.matches(anySelector)) found.push(root);
		found.push(...root.querySelectorAll(anySelector));
		for (const element of found) {
			if (!(element instanceof HTMLElement) || isElementOff(element)) continue;
			for (const [name, entry] of widgets) {
				if (!element.matches(entry.selector) || !claim(element, name)) continue;
				strategies[strategyOf(element, entry)](element, () => enqueue(element, name, entry));
			}
		}
	}

	/** True while islands wait in the queue or one is mounting. */
	const busy = () => pumping;

	return { scan, busy };
}
