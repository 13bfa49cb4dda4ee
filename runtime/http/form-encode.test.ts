// @ts-ignore -- jquery ships no type declarations and @types/jquery is not installed.
import $ from 'jquery';
import { describe, expect, it } from 'vitest';
import { formBody, param } from './form-encode';

// The reference is the real jQuery, running in this very DOM.
const jqParam = (data: Record<string, unknown>): string => ($ as unknown as { param(d: unknown): string }).param(data);

const table: Array<[string, Record<string, unknown>]> = [
	['flat strings', { product_id: '280', product_sku: 'MUG-1' }],
	['numbers', { quantity: 1, price: 12.5, zero: 0, neg: -3, nan: Number.NaN }],
	['booleans', { yes: true, no: false }],
	['null and undefined', { a: null, b: undefined, c: 'x' }],
	['empty string', { empty: '' }],
	['unicode', { success_message: '“Mug” has been added to your cart', emoji: '☕ 🍵' }],
	['spaces', { text: 'a b  c ' }],
	['reserved characters', { weird: '&=+#%?/;:,', 'key&=+#%': 'v' }],
	['nested objects', { a: { b: { c: '1' }, d: 2 } }],
	['arrays of scalars', { ids: [1, '2', null, true] }],
	['arrays of objects', { rows: [{ id: 1, q: 2 }, { id: 3 }] }],
	['nested arrays', { m: [[1, 2], [3], []] }],
	['keys already ending with []', { 'tags[]': ['a', 'b'], 'objs[]': [{ x: 1 }] }],
	['functions (their return values)', { f: () => 'called', g: () => null, h: { inner: () => 7 } }],
	['empty containers', { arr: [], obj: {} }],
	['null-prototype objects', { n: Object.assign(Object.create(null), { a: '1' }) }],
	['dates', { d: new Date(0) }],
	['mixed order preserved', { z: 1, a: [1, { b: 2 }], m: 'x' }],
];

describe('param() equals jQuery.param', () => {
	it.each(table)('%s', (_name, data) => {
		expect(param(data)).toBe(jqParam(data));
	});

	// jQuery expands any object that is not a boxed scalar, class instances included.
	it('class instances (jQuery serializes their own enumerable properties)', () => {
		class Option {
			size = 'S';
			colour = 'blue';
		}
		const data = { option: new Option() };
		expect(param(data)).toBe(jqParam(data));
	});

	it('uses %20 for spaces, like $.param', () => {
		expect(param({ a: 'x y' })).toBe('a=x%20y');
	});
});

describe('formBody() is what $.ajax puts on the wire', () => {
	it.each(table)('%s', (_name, data) => {
		expect(formBody(data)).toBe(jqParam(data).replace(/%20/g, '+'));
	});

	it('matches the contract example body for a simple product (§3.2)', () => {
		const data = {
			quantity: '1',
			product_id: '280',
			product_sku: 'MUG-1',
			success_message: '“Mug” has been added to your cart',
		};
		expect(formBody(data)).toBe(
			'quantity=1&product_id=280&product_sku=MUG-1&success_message=%E2%80%9CMug%E2%80%9D+has+been+added+to+your+cart',
		);
	});

	it('keeps a literal + as %2B', () => {
		expect(formBody({ a: '1+1 = 2' })).toBe('a=1%2B1+%3D+2');
	});
});
