/**
 * What the emoji check does on the page, as WordPress's loader does it:
 * publish `window._wpemojiSettings` with `supports`, `DOMReady` and
 * `readyCallback` (what the fallback script, wp-emoji.js, reads), and load
 * the fallback only when the browser cannot draw everything tested.
 */
import type { EmojiSupports, EmojiSupportTests, WpEmojiSettings } from '../../contracts/wp-emoji';

export interface PublishedEmojiSettings extends WpEmojiSettings {
	supports: EmojiSupports;
	DOMReady: boolean;
	readyCallback: () => void;
}

export function supportsFrom({ flag, emoji }: EmojiSupportTests): EmojiSupports {
	return { flag, emoji, everything: flag && emoji, everythingExceptFlag: emoji && !flag };
}

/**
 * The fallback's script URLs in load order: the concatenated file, or Twemoji
 * then wp-emoji.js (which needs it), only when both are printed; only http(s)
 * addresses (resolved against the page) are kept.
 */
export function fallbackScripts({ source }: WpEmojiSettings, base: string): string[] {
	const wanted = source.concatemoji ? [source.concatemoji] : source.wpemoji && source.twemoji ? [source.twemoji, source.wpemoji] : [];
	return wanted.flatMap((src) => {
		if (typeof src !== 'string') return [];
		try {
			const url = new URL(src, base);
			return url.protocol === 'https:' || url.protocol === 'http:' ? [url.href] : [];
		} catch {
			return [];
		}
	});
}

/** The global wp-emoji.js reads; `readyCallback` is replaced by it when it loads before DOMContentLoaded. */
export function publishSettings(settings: WpEmojiSettings, tests: EmojiSupportTests, domReady: boolean): PublishedEmojiSettings {
	const published: PublishedEmojiSettings = {
		...settings,
		supports: supportsFrom(tests),
		DOMReady: domReady,
		readyCallback() {
			published.DOMReady = true;
		},
	};
	return published;
}

/** Appends the fallback scripts to <head>; `async = false` makes inserted scripts run in insertion order. */
export function loadFallback(doc: Document, urls: string[]): HTMLScriptElement[] {
	return urls.map((src) => {
		const script = doc.createElement('script');
		script.src = src;
		script.async = false;
		doc.head.append(script);
		return script;
	});
}
