import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isStringMap } from '../contracts/guard';
import { readItem, readJson, removeItem, storageWorks, writeItem } from './storage';

beforeEach(() => {
	localStorage.clear();
	sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

/** Makes one storage area throw on writes, as Safari private mode or a full quota does. */
function breakWrites(kind: 'localStorage' | 'sessionStorage') {
	const real = globalThis[kind];
	const broken = {
		getItem: (key: string) => real.getItem(key),
		removeItem: (key: string) => real.removeItem(key),
		setItem: vi.fn(() => {
			throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
		}),
	};
	vi.spyOn(globalThis, kind, 'get').mockReturnValue(broken as unknown as Storage);
	return broken;
}

describe('items', () => {
	it('write, read and remove in the chosen storage', () => {
		expect(writeItem('session', 'k', 'v')).toBe(true);
		expect(sessionStorage.getItem('k')).toBe('v');
		expect(localStorage.getItem('k')).toBeNull();
		expect(readItem('session', 'k')).toBe('v');
		removeItem('session', 'k');
		expect(readItem('session', 'k')).toBeNull();
	});

	it('readItem is null for a missing key', () => {
		expect(readItem('local', 'missing')).toBeNull();
	});
});

describe('readJson', () => {
	it('returns a stored value that passes the guard', () => {
		sessionStorage.setItem('frags', JSON.stringify({ 'a.cart': '<a></a>' }));
		expect(readJson('session', 'frags', isStringMap)).toEqual({ 'a.cart': '<a></a>' });
		expect(sessionStorage.getItem('frags')).not.toBeNull();
	});

	it('returns null and removes the entry for corrupt JSON', () => {
		sessionStorage.setItem('frags', '{"a": "<div>');
		expect(readJson('session', 'frags', isStringMap)).toBeNull();
		expect(sessionStorage.getItem('frags')).toBeNull();
	});

	it('returns null and removes the entry for the wrong shape', () => {
		sessionStorage.setItem('frags', JSON.stringify({ a: 1 }));
		expect(readJson('session', 'frags', isStringMap)).toBeNull();
		expect(sessionStorage.getItem('frags')).toBeNull();
	});

	it('returns null for a missing entry', () => {
		expect(readJson('session', 'nothing', isStringMap)).toBeNull();
	});
});

describe('broken storage', () => {
	it('storageWorks is true normally and leaves no probe key behind', () => {
		expect(storageWorks()).toBe(true);
		expect(sessionStorage.getItem('wc')).toBeNull();
		expect(localStorage.getItem('wc')).toBeNull();
	});

	it('writeItem is false and storageWorks false when localStorage throws', () => {
		const broken = breakWrites('localStorage');
		expect(writeItem('local', 'k', 'v')).toBe(false);
		expect(writeItem('session', 'k', 'v')).toBe(true);
		expect(storageWorks()).toBe(false);
		expect(broken.setItem).toHaveBeenCalled();
	});

	it('storageWorks is false when sessionStorage throws', () => {
		breakWrites('sessionStorage');
		expect(storageWorks()).toBe(false);
	});

	it('reads degrade to null when getItem throws', () => {
		vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
			throw new DOMException('denied', 'SecurityError');
		});
		expect(readItem('local', 'k')).toBeNull();
		expect(readJson('local', 'k', isStringMap)).toBeNull();
	});

	it('a storage global that throws on access counts as broken', () => {
		vi.spyOn(globalThis, 'localStorage', 'get').mockImplementation(() => {
			throw new DOMException('denied', 'SecurityError');
		});
		expect(writeItem('local', 'k', 'v')).toBe(false);
		expect(readItem('local', 'k')).toBeNull();
		expect(() => removeItem('local', 'k')).not.toThrow();
		expect(storageWorks()).toBe(false);
	});
});
