/**
 * View-less island: WordPress's emoji support check (spec §9). The result of
 * the canvas test is reused for 7 days (the test itself is a lazy part, fetched
 * only when no fresh result is cached); the Twemoji fallback is loaded only
 * when the browser cannot draw every tested emoji. A page where core's own
 * loader already ran (`_wpemojiSettings.supports` set) is left to it.
 */
import { isWpEmojiSettings } from '../../contracts/wp-emoji';
import type { MountIsland } from '../../runtime/loader/manifest';
import { fallbackScripts, loadFallback, publishSettings } from './emoji-check';
import { readCachedSupport, writeCachedSupport } from './support-cache';

interface EmojiWindow {
	_wpemojiSettings?: { supports?: unknown };
}

const mount: MountIsland = async (element) => {
	const scope = window as unknown as EmojiWindow;
	if (scope._wpemojiSettings?.supports) return;
	let settings: unknown;
	try {
		settings = JSON.parse(element.textContent ?? '');
	} catch {
		settings = null;
	}
	if (!isWpEmojiSettings(settings)) {
		console.warn('[islands] wp-emoji-settings is corrupt; emoji are left to the browser.');
		return;
	}
	let tests = readCachedSupport();
	if (!tests) {
		// Unreachable test code (offline): emoji stay as the browser draws them, and nothing is cached.
		const test = await import('./render-test').catch(() => null);
		if (!test) return;
		tests = test.measureEmojiSupport(document);
		writeCachedSupport(tests);
	}
	const loading = document.readyState === 'loading';
	const published = publishSettings(settings, tests, !loading);
	scope._wpemojiSettings = published;
	// wp-emoji.js may swap in its own callback before the DOM is ready: call whichever is current.
	if (loading) document.addEventListener('DOMContentLoaded', () => published.readyCallback(), { once: true });
	if (!published.supports.everything) loadFallback(document, fallbackScripts(settings, document.baseURI));
};

export default mount;
