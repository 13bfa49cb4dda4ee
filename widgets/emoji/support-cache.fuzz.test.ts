/**
 * Property-based tests of the emoji support cache (sessionStorage
 * `wpEmojiSettingsSupports`): whatever the entry holds, the reader answers
 * the two booleans or null, never throws, and changes no built-in prototype.
 */
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { fuzz, hostileText, hostileValue, nearShape } from '../../contracts/fuzz.fixtures';
import { CACHE_KEY, CACHE_LIFETIME_MS, readCachedSupport } from './support-cache';

beforeEach(() => sessionStorage.clear());

const NOW = 1_800_000_000_000;
const KEYS = ['supportTests', 'timestamp', 'flag', 'emoji'];

/** Entries near the real shape: `{supportTests: {flag, emoji}, timestamp}` with hostile parts. */
const nearEntry = fc
	.record({
		supportTests: fc.oneof(nearShape(['flag', 'emoji']), fc.record({ flag: fc.boolean(), emoji: fc.boolean() })),
		timestamp: fc.oneof(fc.integer({ min: NOW - 2 * CACHE_LIFETIME_MS, max: NOW + CACHE_LIFETIME_MS }), fc.double(), hostileValue()),
	})
	.map((entry) => JSON.stringify(entry));

describe('the emoji support cache', () => {
	it('reads as {flag, emoji} booleans or null for any stored entry', () => {
		fuzz(fc.oneof(hostileText, nearEntry, hostileValue(KEYS).map((value) => JSON.stringify(value) ?? 'undefined')), (raw) => {
			sessionStorage.setItem(CACHE_KEY, raw);
			const support = readCachedSupport(NOW);
			if (support === null) {
				expect(sessionStorage.getItem(CACHE_KEY) === null || sessionStorage.getItem(CACHE_KEY) === raw).toBe(true);
				return;
			}
			expect(Object.keys(support).sort()).toEqual(['emoji', 'flag']);
			expect(typeof support.flag === 'boolean' && typeof support.emoji === 'boolean').toBe(true);
		});
	});
});
