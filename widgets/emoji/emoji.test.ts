// @vitest-environment-options {"settings": {"disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testContext } from '../../runtime/react/testing/island-kit';
import { fallbackScripts, supportsFrom } from './emoji-check';
import mount from './index';
import { type DrawingContext, runEmojiTests } from './render-test';
import { CACHE_KEY, CACHE_LIFETIME_MS, readCachedSupport, writeCachedSupport } from './support-cache';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 24, 9, 0);
const settings = {
	baseUrl: 'https://s.w.org/images/core/emoji/16.0.1/72x72/',
	ext: '.png',
	svgUrl: 'https://s.w.org/images/core/emoji/16.0.1/svg/',
	svgExt: '.svg',
	source: { concatemoji: '/wp-includes/js/wp-emoji-release.min.js?ver=6.9' },
};

/** A canvas stand-in: each drawn text becomes pixels; a browser without support draws the joined sequence as its parts. */
function fakeCanvas(joins: (text: string) => boolean): DrawingContext {
	let pixels = new Uint8ClampedArray(64);
	return {
		canvas: { width: 4, height: 4 },
		textBaseline: 'alphabetic',
		font: '',
		clearRect: () => void (pixels = new Uint8ClampedArray(64)),
		fillText: (text: string) => {
			const drawn = joins(text) ? text : text.replace(/[\u200B\u200D]/g, '');
			Array.from(drawn).forEach((char, index) => (pixels[index] = char.codePointAt(0)! % 251));
		},
		getImageData: () => ({ data: pixels }) as ImageData,
	};
}

const scriptsInHead = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src);

function settingsScript(json: string = JSON.stringify(settings)): HTMLElement {
	const script = document.createElement('script');
	script.type = 'application/json';
	script.id = 'wp-emoji-settings';
	script.textContent = json;
	document.head.append(script);
	return script;
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
	document.head.replaceChildren();
	delete (window as { _wpemojiSettings?: unknown })._wpemojiSettings;
	vi.restoreAllMocks();
});

describe('emoji support cache (7 days, sessionStorage wpEmojiSettingsSupports)', () => {
	it.each([
		['written now', 0, true],
		['6 days 23 h old', 7 * DAY - 60_000, true],
		['exactly 7 days old', 7 * DAY, false],
		['8 days old', 8 * DAY, false],
		['from the future', -DAY, false],
	])('an entry %s is %s reused', (_name, age, reused) => {
		writeCachedSupport({ flag: true, emoji: false }, NOW - age);
		expect(readCachedSupport(NOW)).toEqual(reused ? { flag: true, emoji: false } : null);
		expect(sessionStorage.getItem(CACHE_KEY) !== null).toBe(reused);
	});

	it('stores the result in core loader shape with a ms timestamp', () => {
		writeCachedSupport({ flag: false, emoji: true }, NOW);
		expect(JSON.parse(sessionStorage.getItem(CACHE_KEY)!)).toEqual({ supportTests: { flag: false, emoji: true }, timestamp: NOW });
		expect(CACHE_LIFETIME_MS).toBe(604_800_000);
	});

	it.each(['not json', '{"timestamp":"x","supportTests":{"flag":true,"emoji":true}}', `{"timestamp":${NOW},"supportTests":{"flag":1}}`, 'null'])(
		'drops a corrupt entry %s',
		(raw) => {
			sessionStorage.setItem(CACHE_KEY, raw);
			expect(readCachedSupport(NOW)).toBeNull();
			expect(sessionStorage.getItem(CACHE_KEY)).toBeNull();
		},
	);
});

describe('emoji render test', () => {
	it('finds full support when every tested sequence joins', () => {
		expect(runEmojiTests(fakeCanvas(() => true))).toEqual({ flag: true, emoji: true });
	});

	it('finds no support when nothing joins', () => {
		expect(runEmojiTests(fakeCanvas(() => false))).toEqual({ flag: false, emoji: false });
	});

	it('fails the flag test when one of the three flags does not join (here England)', () => {
		expect(runEmojiTests(fakeCanvas((text) => !text.includes('\u{1F3F4}')))).toEqual({ flag: false, emoji: true });
	});

	it('fails the emoji test when the phoenix does not join', () => {
		expect(runEmojiTests(fakeCanvas((text) => !text.includes('\u{1F426}')))).toEqual({ flag: true, emoji: false });
	});

	it('derives everything / everythingExceptFlag as wp-emoji.js reads them', () => {
		expect(supportsFrom({ flag: true, emoji: true })).toMatchObject({ everything: true, everythingExceptFlag: false });
		expect(supportsFrom({ flag: false, emoji: true })).toMatchObject({ everything: false, everythingExceptFlag: true });
		expect(supportsFrom({ flag: true, emoji: false })).toMatchObject({ everything: false, everythingExceptFlag: false });
	});

	it('loads the concatenated file, or Twemoji then wp-emoji.js when both are printed, and only http(s) addresses', () => {
		const base = 'https://news.example/2025/post/';
		expect(fallbackScripts(settings, base)).toEqual(['https://news.example/wp-includes/js/wp-emoji-release.min.js?ver=6.9']);
		expect(fallbackScripts({ ...settings, source: { wpemoji: '/wp-emoji.js', twemoji: 'https://cdn.example/twemoji.js' } }, base)).toEqual([
			'https://cdn.example/twemoji.js',
			'https://news.example/wp-emoji.js',
		]);
		expect(fallbackScripts({ ...settings, source: { wpemoji: '/wp-emoji.js' } }, base)).toEqual([]);
		expect(fallbackScripts({ ...settings, source: { concatemoji: 'javascript:alert(1)' } }, base)).toEqual([]);
	});
});

describe('emoji support island', () => {
	it('with a fresh cached "supported" result publishes the settings and loads nothing', async () => {
		writeCachedSupport({ flag: true, emoji: true });
		await mount(settingsScript(), testContext());
		const published = (window as { _wpemojiSettings?: Record<string, unknown> })._wpemojiSettings!;
		expect(published.supports).toEqual({ flag: true, emoji: true, everything: true, everythingExceptFlag: false });
		expect(published.DOMReady).toBe(true);
		expect(published.baseUrl).toBe(settings.baseUrl);
		expect(scriptsInHead()).toEqual([]);
	});

	it('with a cached "unsupported" result loads the fallback once, after publishing the settings it reads', async () => {
		writeCachedSupport({ flag: false, emoji: true });
		await mount(settingsScript(), testContext());
		expect(scriptsInHead()).toEqual([new URL(settings.source.concatemoji, document.baseURI).href]);
		expect((window as { _wpemojiSettings?: { supports: unknown } })._wpemojiSettings!.supports).toMatchObject({ everythingExceptFlag: true });
	});

	it('tests again after 7 days and caches the new result', async () => {
		writeCachedSupport({ flag: true, emoji: true }, Date.now() - 8 * DAY);
		await mount(settingsScript(), testContext());
		const stored = JSON.parse(sessionStorage.getItem(CACHE_KEY)!);
		expect(Date.now() - stored.timestamp).toBeLessThan(5000);
		// happy-dom has no 2D canvas: nothing can be drawn, so nothing counts as supported (as in core).
		expect(stored.supportTests).toEqual({ flag: false, emoji: false });
		expect(scriptsInHead()).toHaveLength(1);
	});

	it('leaves a page whose core loader already ran alone', async () => {
		(window as { _wpemojiSettings?: unknown })._wpemojiSettings = { supports: { everything: false } };
		await mount(settingsScript(), testContext());
		expect(scriptsInHead()).toEqual([]);
		expect(sessionStorage.getItem(CACHE_KEY)).toBeNull();
	});

	it('warns once about corrupt settings and loads nothing', async () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
		await mount(settingsScript('{"baseUrl": 3'), testContext());
		expect(warn).toHaveBeenCalledTimes(1);
		expect(scriptsInHead()).toEqual([]);
		expect((window as { _wpemojiSettings?: unknown })._wpemojiSettings).toBeUndefined();
	});
});
