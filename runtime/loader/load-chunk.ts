/**
 * Fetches a widget's chunk. Its static imports (the shared framework chunk
 * among them) are announced with `modulepreload` first, so the browser fetches
 * them in parallel instead of discovering them only after parsing the widget
 * chunk (the waterfall measured in the design notes §3.5).
 *
 * A failed import is retried once after a pause, with a query that bypasses
 * the browser's memory of the failed URL.
 */
import type { ManifestEntry, MountIsland } from './manifest';

export type Importer = (url: string) => Promise<{ default?: unknown }>;

export interface ChunkLoaderOptions {
	base: string;
	doc: Document;
	importer: Importer;
	retryDelayMs?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createChunkLoader({ base, doc, importer, retryDelayMs = 1000 }: ChunkLoaderOptions) {
	const preloaded = new Set<string>();
	const loading = new Map<string, Promise<MountIsland>>();

	const preload = (file: string) => {
		if (preloaded.has(file)) return;
		preloaded.add(file);
		const link = doc.createElement('link');
		link.rel = 'modulepreload';
		link.href = base + file;
		doc.head.append(link);
	};

	const importMount = async (url: string): Promise<MountIsland> => {
		const module = await importer(url);
		if (typeof module.default !== 'function') throw new TypeError(`${url} has no default mount function`);
		return module.default as MountIsland;
	};

	return function loadChunk(entry: ManifestEntry): Promise<MountIsland> {
		let pending = loading.get(entry.file);
		if (!pending) {
			entry.imports.forEach(preload);
			const url = base + entry.file;
			pending = importMount(url).catch(async () => {
				await pause(retryDelayMs);
				return importMount(`${url}?retry=1`);
			});
			loading.set(entry.file, pending);
		}
		return pending;
	};
}
