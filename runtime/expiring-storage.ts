/**
 * The theme's local storage (spec §3, §9): entries under `jnews-` that expire
 * 12 hours after they were written. Each entry is `{value, expired}` (expiry
 * in ms since the epoch); an expired, corrupt or wrongly shaped entry is
 * dropped when read, and `purgeExpired` sweeps the prefix. Built on
 * storage.ts, so a disabled or full storage means "nothing stored".
 */
import { type Guard, isNumber, isRecord } from '../contracts/guard';
import { readJson, removeItem, writeItem } from './storage';

export const EXPIRING_PREFIX = 'jnews-';
export const EXPIRY_MS = 43_200_000;

interface Entry {
	value: unknown;
	expired: number;
}

const isEntry: Guard<Entry> = (value): value is Entry => isRecord(value) && 'value' in value && isNumber(value.expired);

/** False when the write failed. */
export const setExpiring = (name: string, value: unknown, now = Date.now()): boolean =>
	writeItem('local', EXPIRING_PREFIX + name, JSON.stringify({ value, expired: now + EXPIRY_MS }));

export function getExpiring<T>(name: string, guard: Guard<T>, now = Date.now()): T | null {
	const key = EXPIRING_PREFIX + name;
	const entry = readJson('local', key, isEntry);
	if (!entry) return null;
	if (entry.expired <= now || !guard(entry.value)) {
		removeItem('local', key);
		return null;
	}
	return entry.value;
}

/** Drops every expired or unreadable `jnews-` entry. */
export function purgeExpired(now = Date.now()): void {
	let keys: string[] = [];
	try {
		keys = Object.keys(globalThis.localStorage).filter((key) => key.startsWith(EXPIRING_PREFIX));
	} catch {
		return;
	}
	for (const key of keys) {
		const entry = readJson('local', key, isEntry);
		if (entry && entry.expired <= now) removeItem('local', key);
	}
}
