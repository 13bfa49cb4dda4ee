// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isString, shape } from './guard';
import { localizedPositive, localizedTrue, readLocalized } from './localized';

afterEach(() => vi.restoreAllMocks());

describe('localizedPositive (e.g. request_timeout)', () => {
	it.each([
		['5000', 5000],
		['250', 250],
		['1e3', 1000],
	])('reads %j as %d', (value, expected) => {
		expect(localizedPositive(value, 5000)).toBe(expected);
	});

	it.each(['abc', '0', '-5', '', 'Infinity', undefined])('falls back for %j', (value) => {
		expect(localizedPositive(value, 5000)).toBe(5000);
	});
});

describe('localizedTrue: JS truthiness of wp_localize_script booleans', () => {
	it.each([
		['1', true],
		['', false],
		['0', true], // filtered "0" is truthy in the original (contract §9.12)
		[undefined, false],
	])('%j → %s', (value, expected) => {
		expect(localizedTrue(value)).toBe(expected);
	});
});

describe('readLocalized', () => {
	const fields = { a: isString };
	const guard = shape<{ a: string }>(fields);

	it('reads from the scope object it is given', () => {
		expect(readLocalized('X', guard, fields, { X: { a: 'ok' } })).toEqual({ a: 'ok' });
	});

	it('is quiet for a missing global', () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
		expect(readLocalized('X', guard, fields, {})).toBeNull();
		expect(warn).not.toHaveBeenCalled();
	});

	it('warns once, naming the global and the bad key, for a corrupt one', () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
		expect(readLocalized('X', guard, fields, { X: { a: 5 } })).toBeNull();
		expect(warn).toHaveBeenCalledTimes(1);
		expect(String(warn.mock.calls[0][0])).toContain('X');
		expect(String(warn.mock.calls[0][0])).toContain('a');
	});
});
