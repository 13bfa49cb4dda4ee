/**
 * The loader: the one classic script a theme enqueues. It reads its own URL
 * (only possible synchronously, while it runs), then finds the markup of every
 * widget the build registered and imports only the chunks that markup needs.
 */
import { createChunkLoader } from './load-chunk';
import { createIslandLoader } from './island-loader';
import { type LoaderManifest, readManifest } from './manifest';
import { pageSwitchedOff } from './switches';
import { watchDom } from './watch-dom';

declare const __ISLANDS_MANIFEST__: LoaderManifest;

const script = document.currentScript as HTMLScriptElement | null;
const chunks = new URL('chunks/', (script && script.src) || location.href).href;

function boot() {
	const loadChunk = createChunkLoader(chunks, (url) => import(/* @vite-ignore */ url));
	const islands = createIslandLoader(readManifest(__ISLANDS_MANIFEST__), loadChunk, pageSwitchedOff(document));
	// Settles once it has scanned: a page whose islands all wait for idle, visibility or interaction is settled then.
	void islands.scan(document.documentElement, false);
	watchDom(document, islands.scan, islands.sweep);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true });
else boot();
