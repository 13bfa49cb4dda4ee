// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { either, explain, isNumber, isRecord, isString, isStringMap, oneOf, optional, shape } from './guard';

describe('guard primitives', () => {
	it('isRecord accepts plain objects only', () => {
		expect(isRecord({})).toBe(true);
		expect(isRecord({ a: 1 })).toBe(true);
		expect(isRecord(null)).toBe(false);
		expect(isRecord([])).toBe(false);
		expect(isRecord('x')).toBe(false);
	});

	it('isNumber rejects NaN and Infinity', () => {
		expect(isNumber(1.0e-5)).toBe(true);
		expect(isNumber(Number.NaN)).toBe(false);
		expect(isNumber(Number.POSITIVE_INFINITY)).toBe(false);
		expect(isNumber('5')).toBe(false);
	});

	it('isStringMap needs every value to be a string', () => {
		expect(isStringMap({ a: 'x', b: '' })).toBe(true);
		expect(isStringMap({ a: 'x', b: 1 })).toBe(false);
		expect(isStringMap([])).toBe(false);
	});

	it('shape checks the listed keys and allows extra keys', () => {
		const guard = shape<{ a: string; b?: string }>({ a: isString, b: optional(isString) });
		expect(guard({ a: 'x' })).toBe(true);
		expect(guard({ a: 'x', b: 'y', extra: 42 })).toBe(true);
		expect(guard({ a: 1 })).toBe(false);
		expect(guard({ a: 'x', b: null })).toBe(false);
		expect(guard('a')).toBe(false);
	});

	it('oneOf and either', () => {
		const yesNo = oneOf('yes', 'no');
		expect(yesNo('yes')).toBe(true);
		expect(yesNo('YES')).toBe(false);
		const allow = either(oneOf(true), oneOf('yes'));
		expect(allow(true)).toBe(true);
		expect(allow('yes')).toBe(true);
		expect(allow('no')).toBe(false);
	});

	it('explain names the failing keys, or says the value is not an object', () => {
		expect(explain({ a: isString, b: isString }, { a: 'x', b: 2 })).toEqual(['b']);
		expect(explain({ a: isString }, 'nope')).toEqual(['(not an object)']);
		expect(explain({ a: isString }, { a: 'ok' })).toEqual([]);
	});
});
