import { afterEach, describe, expect, it } from 'vitest';
import { isString } from '../contracts/guard';
import { EXPIRY_MS, getExpiring, purgeExpired, setExpiring } from './expiring-storage';

afterEach(() => localStorage.clear());

describe('expiring storage (jnews-)', () => {
	it('keeps an entry under the prefix for 12 hours', () => {
		expect(setExpiring('darkmode', 'dark', 1000)).toBe(true);
		expect(JSON.parse(localStorage.getItem('jnews-darkmode')!)).toEqual({ value: 'dark', expired: 1000 + EXPIRY_MS });
		expect(getExpiring('darkmode', isString, 1000 + EXPIRY_MS - 1)).toBe('dark');
		expect(getExpiring('darkmode', isString, 1000 + EXPIRY_MS)).toBeNull();
		expect(localStorage.getItem('jnews-darkmode')).toBeNull();
	});

	it('drops corrupt and wrongly shaped entries', () => {
		localStorage.setItem('jnews-a', '{not json');
		localStorage.setItem('jnews-b', JSON.stringify({ value: 5, expired: Date.now() + 1000 }));
		localStorage.setItem('jnews-c', JSON.stringify({ value: 'x' }));
		expect(getExpiring('a', isString)).toBeNull();
		expect(getExpiring('b', isString)).toBeNull();
		expect(getExpiring('c', isString)).toBeNull();
		expect(Object.keys(localStorage)).toEqual([]);
	});

	it('sweeps expired and corrupt entries of its prefix only', () => {
		setExpiring('old', 1, 0);
		setExpiring('new', 2);
		localStorage.setItem('jnews-bad', '%');
		localStorage.setItem('other', 'kept');
		purgeExpired();
		expect(Object.keys(localStorage).sort()).toEqual(['jnews-new', 'other']);
	});
});
