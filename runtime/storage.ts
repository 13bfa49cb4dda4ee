/**
 * Web Storage that never throws: private modes, full quotas, disabled storage
 * and corrupt entries all degrade to "nothing stored".
 */
import type { Guard } from '../contracts/guard';

export type StorageKind = 'local' | 'session';

function store(kind: StorageKind): Storage | null {
	try {
		return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
	} catch {
		return null;
	}
}

/** Text only: a stand-in Storage (a polyfill, a test DOM) may answer `undefined` or an inherited method. */
export function readItem(kind: StorageKind, key: string): string | null {
	try {
		const value: unknown = store(kind)?.getItem(key);
		return typeof value === 'string' ? value : null;
	} catch {
		return null;
	}
}

/** False when the write failed (quota, disabled storage). */
export function writeItem(kind: StorageKind, key: string, value: string): boolean {
	try {
		const target = store(kind);
		if (!target) return false;
		target.setItem(key, value);
		return true;
	} catch {
		return false;
	}
}

export function removeItem(kind: StorageKind, key: string): void {
	try {
		store(kind)?.removeItem(key);
	} catch {
		// Storage is gone: nothing to remove.
	}
}

/** A stored JSON value that passes `guard`; anything else (absent, corrupt, wrong shape) is null and is removed. */
export function readJson<T>(kind: StorageKind, key: string, guard: Guard<T>): T | null {
	const raw = readItem(kind, key);
	if (raw === null) return null;
	try {
		const value: unknown = JSON.parse(raw);
		if (guard(value)) return value;
	} catch {
		// fall through: corrupt
	}
	removeItem(kind, key);
	return null;
}

/** WooCommerce's probe: write and remove `wc` = `test` in both storages. */
export function storageWorks(): boolean {
	for (const kind of ['session', 'local'] as const) {
		if (!writeItem(kind, 'wc', 'test')) return false;
		removeItem(kind, 'wc');
	}
	return true;
}
