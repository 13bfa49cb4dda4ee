/**
 * The loader: the one classic script a theme enqueues. It reads its own URL
 * (only possible synchronously, while it runs), then finds the markup of every
 * widget the build registered and imports only the chunks that markup needs.
 */
import { createChunkLoader } from './load-chunk';
import { createIslandLoader, IDLE_EVENT } from './island-loader';
import type { IslandManifest } from './manifest';
import { pageSwitchedOff } from './switches';
import { watchInsertions } from './watch-insertions';

declare const __ISLANDS_MANIFEST__: IslandManifest;

const script = document.currentScript as HTMLScriptElement | null;
const base = new URL('.', script?.src || location.href).href;

function boot() {
	const loadChunk = createChunkLoader({ base, doc: document, importer: (url) => import(/* @vite-ignore */ url) });
	const islands = createIslandLoader({ manifest: __ISLANDS_MANIFEST__, loadChunk, off: pageSwitchedOff(document) });
	islands.scan(document);
	// A page whose islands all wait for idle, visibility or interaction is settled at once.
	if (!islands.busy()) document.dispatchEvent(new CustomEvent(IDLE_EVENT));
	watchInsertions(document, islands.scan);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true });
else boot();
