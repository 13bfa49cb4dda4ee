/**
 * The emoji test's result, kept where WordPress's own loader keeps it
 * (sessionStorage `wpEmojiSettingsSupports`, `{supportTests, timestamp}` in
 * ms) so a page that still prints core's loader shares it, and reused for
 * 7 days (spec §9). Core compares its ms timestamp with 604800 (a week in
 * seconds), which expires it after ten minutes; the spec's week is used here.
 * A timestamp from the future (the clock was moved back) counts as stale.
 */
import { type EmojiSupportTests, isEmojiSupportTests } from '../../contracts/wp-emoji';
import { readJson, removeItem, writeItem } from '../../runtime/storage';

export const CACHE_KEY = 'wpEmojiSettingsSupports';
export const CACHE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

interface CachedSupport {
	supportTests: EmojiSupportTests;
	timestamp: number;
}

const isCachedSupport = (value: unknown): value is CachedSupport =>
	typeof value === 'object' && value !== null && typeof (value as CachedSupport).timestamp === 'number' && isEmojiSupportTests((value as CachedSupport).supportTests);

/** The cached result while it is younger than 7 days; a stale or corrupt entry is removed. */
export function readCachedSupport(now = Date.now()): EmojiSupportTests | null {
	const item = readJson('session', CACHE_KEY, isCachedSupport);
	if (item && item.timestamp <= now && now < item.timestamp + CACHE_LIFETIME_MS) return { flag: item.supportTests.flag, emoji: item.supportTests.emoji };
	if (item) removeItem('session', CACHE_KEY);
	return null;
}

export function writeCachedSupport(supportTests: EmojiSupportTests, now = Date.now()): void {
	writeItem('session', CACHE_KEY, JSON.stringify({ supportTests, timestamp: now }));
}
