/**
 * The emoji test's result, kept where WordPress's own loader keeps it
 * (sessionStorage `wpEmojiSettingsSupports`, `{supportTests, timestamp}` in
 * ms) so a page that still prints core's loader shares it, and reused for
 * 7 days (spec §9). Core compares its ms timestamp with 604800 (a week in
 * seconds), which expires it after ten minutes; the spec's week is used here.
 * A timestamp from the future (the clock was moved back) counts as stale.
 */
import { type EmojiSupportTests, isEmojiSupportTests } from '../../contracts/wp-emoji';
import { readItem, removeItem, writeItem } from '../../runtime/storage';

export const CACHE_KEY = 'wpEmojiSettingsSupports';
export const CACHE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The cached result while it is younger than 7 days; a stale or corrupt entry is removed. */
export function readCachedSupport(now = Date.now()): EmojiSupportTests | null {
	const raw = readItem('session', CACHE_KEY);
	if (raw === null) return null;
	try {
		const item: unknown = JSON.parse(raw);
		if (typeof item === 'object' && item !== null) {
			const { timestamp, supportTests } = item as Record<string, unknown>;
			if (typeof timestamp === 'number' && now < timestamp + CACHE_LIFETIME_MS && timestamp <= now && isEmojiSupportTests(supportTests))
				return { flag: supportTests.flag, emoji: supportTests.emoji };
		}
	} catch {
		// corrupt: removed below
	}
	removeItem('session', CACHE_KEY);
	return null;
}

export function writeCachedSupport(supportTests: EmojiSupportTests, now = Date.now()): void {
	writeItem('session', CACHE_KEY, JSON.stringify({ supportTests, timestamp: now }));
}
