/**
 * The theme's local storage (contract theme-ui §16; spec §3 and §9: `jnews-`
 * entries expire after 12 hours). The inline `jnews.library` writes
 * `localStorage["jnews-" + key]` as the caller's object plus `expired`, in
 * seconds since the epoch, and its `expiredStorage()` removes the entries
 * whose `expired` has passed; nothing in the theme's front-end calls that
 * sweep, so expired entries would stay forever. The bundle sweeps with the
 * library's own rule (keys containing `jnews-`, `expired` in seconds), so it
 * removes exactly what the library would: fresh entries, entries without
 * `expired` and anything that is not a JSON object stay, as they are not
 * known to be expired. The library itself stays the page's: nothing here
 * defines, replaces or calls `window.jnews`. Storage access is guarded
 * (private modes, disabled storage), as the library's is not.
 */
import { isRecord } from '../../contracts/guard';
import { readItem, removeItem } from '../storage';

export const THEME_STORAGE_MARK = 'jnews-';

/** `expired` as the library compares it: a number of seconds, or a string of one. */
function expirySeconds(entry: unknown): number | null {
	if (!isRecord(entry)) return null;
	const { expired } = entry;
	if (typeof expired !== 'number' && (typeof expired !== 'string' || expired.trim() === '')) return null;
	const value = Number(expired);
	return Number.isFinite(value) ? value : null;
}

function parse(raw: string | null): unknown {
	try {
		return raw === null ? null : JSON.parse(raw);
	} catch {
		return null;
	}
}

/** The keys the library's sweep looks at; none when storage is unavailable. */
function themeKeys(): string[] {
	try {
		return Object.keys(globalThis.localStorage).filter((key) => key.includes(THEME_STORAGE_MARK));
	} catch {
		return [];
	}
}

/** Removes every `jnews-` entry whose `expired` (seconds) is in the past; returns the keys removed. */
export function sweepExpiredThemeStorage(now = Date.now()): string[] {
	const nowSeconds = Math.floor(now / 1000);
	const removed: string[] = [];
	for (const key of themeKeys()) {
		const expired = expirySeconds(parse(readItem('local', key)));
		if (expired === null || expired >= nowSeconds) continue;
		removeItem('local', key);
		removed.push(key);
	}
	return removed;
}
