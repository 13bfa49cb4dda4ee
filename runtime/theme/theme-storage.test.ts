import { afterEach, describe, expect, it, vi } from 'vitest';
import { sweepExpiredThemeStorage } from './theme-storage';

afterEach(() => {
	vi.unstubAllGlobals();
	localStorage.clear();
});

const NOW = Date.UTC(2026, 10, 26, 12);
const seconds = (ms: number) => Math.floor(ms / 1000);
const HOUR = 3_600_000;

describe('theme storage sweep (jnews-, the inline library\'s rule)', () => {
	it('removes the library\'s expired entries (seconds) and keeps fresh ones, foreign keys and what it cannot read', () => {
		localStorage.setItem('jnews-old', JSON.stringify({ expired: seconds(NOW - HOUR), views: 3 }));
		localStorage.setItem('jnews-old-string', JSON.stringify({ expired: String(seconds(NOW - 13 * HOUR)) }));
		localStorage.setItem('my-jnews-cache', JSON.stringify({ expired: seconds(NOW - HOUR) }));
		localStorage.setItem('jnews-fresh', JSON.stringify({ expired: seconds(NOW + 12 * HOUR), views: 4 }));
		localStorage.setItem('jnews-no-expiry', JSON.stringify({ views: 5 }));
		localStorage.setItem('jnews-null-expiry', JSON.stringify({ expired: null }));
		localStorage.setItem('jnews-text', 'not json');
		localStorage.setItem('other-key', JSON.stringify({ expired: 1 }));
		expect(sweepExpiredThemeStorage(NOW).sort()).toEqual(['jnews-old', 'jnews-old-string', 'my-jnews-cache']);
		expect(Object.keys(localStorage).sort()).toEqual(['jnews-fresh', 'jnews-no-expiry', 'jnews-null-expiry', 'jnews-text', 'other-key']);
		expect(JSON.parse(localStorage.getItem('jnews-fresh')!)).toEqual({ expired: seconds(NOW + 12 * HOUR), views: 4 });
	});

	it('reads `expired` as seconds, as the library writes it: an entry written a minute ago stays', () => {
		// The library's setStorage: {expired: floor((now + 43200000) / 1000), ...}.
		localStorage.setItem('jnews-recent', JSON.stringify({ expired: seconds(NOW - 60_000 + 43_200_000) }));
		expect(sweepExpiredThemeStorage(NOW)).toEqual([]);
		expect(sweepExpiredThemeStorage(NOW + 43_200_000)).toEqual(['jnews-recent']);
	});

	it('leaves window.jnews and its library as the page printed them', () => {
		const library = { setStorage: () => undefined, getStorage: () => ({}), expiredStorage: () => undefined };
		vi.stubGlobal('jnews', { library });
		localStorage.setItem('jnews-old', JSON.stringify({ expired: 1 }));
		sweepExpiredThemeStorage(NOW);
		expect((globalThis as unknown as { jnews: { library: unknown } }).jnews.library).toBe(library);
		expect(Object.keys(library)).toEqual(['setStorage', 'getStorage', 'expiredStorage']);
	});

	it('does nothing, and throws nothing, when storage is unavailable', () => {
		vi.stubGlobal('localStorage', undefined);
		expect(sweepExpiredThemeStorage(NOW)).toEqual([]);
		const denied = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
		Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: () => { throw new DOMException('denied', 'SecurityError'); } });
		try {
			expect(sweepExpiredThemeStorage(NOW)).toEqual([]);
		} finally {
			if (denied) Object.defineProperty(globalThis, 'localStorage', denied);
		}
	});
});
