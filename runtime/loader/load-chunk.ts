/**
 * Fetches a widget's chunk. The shared chunks it imports (the framework among
 * them) are announced with `modulepreload` first, so the browser fetches them
 * in parallel instead of discovering them only after parsing the widget chunk
 * (the waterfall measured in the design notes §3.5).
 *
 * A failed import is retried once after a pause, with a query that bypasses
 * the browser's memory of the failed URL. A chunk without a default export
 * fails at mount, where any error is reported.
 */
import type { MountIsland, Widget } from './manifest';

export type Importer = (url: string) => Promise<{ default: MountIsland }>;

const RETRY_DELAY_MS = 1000;

/** `base` is the URL of the chunks folder. */
export function createChunkLoader(base: string, importer: Importer) {
	const preloaded = new Set<string>();
	const loading = new Map<string, Promise<MountIsland>>();

	const preload = (file: string) => {
		if (preloaded.has(file)) return;
		preloaded.add(file);
		const link = document.createElement('link');
		link.rel = 'modulepreload';
		link.href = base + file;
		document.head.append(link);
	};

	const importMount = async (url: string) => (await importer(url)).default;

	return function loadChunk(widget: Widget): Promise<MountIsland> {
		let pending = loading.get(widget.file);
		if (!pending) {
			widget.preload.forEach(preload);
			const url = base + widget.file;
			pending = importMount(url).catch(async () => {
				await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
				return importMount(`${url}?retry=1`);
			});
			loading.set(widget.file, pending);
		}
		return pending;
	};
}
