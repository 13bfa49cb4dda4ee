// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { multipartBoundary, multipartPairs } from './multipart';
import { parsePhpForm, phpUrlDecode, scalar } from './php-form';

describe('parsePhpForm (PHP parse_str rules)', () => {
	it('reads the default add_to_cart body the way $_POST holds it', () => {
		const body = 'quantity=1&product_id=280&product_sku=MUG-1&success_message=%E2%80%9CMug%E2%80%9D+has+been+added+to+your+cart';
		expect(parsePhpForm(body)).toEqual({
			quantity: '1',
			product_id: '280',
			product_sku: 'MUG-1',
			success_message: '“Mug” has been added to your cart',
		});
	});

	it('nests bracketed keys into objects and appends with []', () => {
		expect(parsePhpForm('a[b]=1&a[c][d]=2&c[]=x&c[]=y')).toEqual({ a: { b: '1', c: { d: '2' } }, c: ['x', 'y'] });
	});

	it('keeps PHP array semantics when [] follows explicit numeric keys', () => {
		expect(parsePhpForm('n[5]=a&n[]=b')).toEqual({ n: { 5: 'a', 6: 'b' } });
		expect(parsePhpForm('l[0]=a&l[1]=b')).toEqual({ l: ['a', 'b'] });
		expect(parsePhpForm('m[]=a&m[x]=b')).toEqual({ m: { 0: 'a', x: 'b' } });
	});

	it('lets a repeated plain key win with its last value, and a later scalar replace an array', () => {
		expect(parsePhpForm('a=1&a=2')).toEqual({ a: '2' });
		expect(parsePhpForm('a[b]=1&a=2')).toEqual({ a: '2' });
		expect(parsePhpForm('a=1&a[b]=2')).toEqual({ a: { b: '2' } });
	});

	it('decodes + as a space and percent escapes, keeping malformed escapes literally', () => {
		expect(parsePhpForm('q=a+b%20c&r=100%&s=%zz')).toEqual({ q: 'a b c', r: '100%', s: '%zz' });
		expect(phpUrlDecode('%E2%9C%93+ok')).toBe('✓ ok');
	});

	it('mangles dots and spaces in the top-level name only, as PHP does', () => {
		expect(parsePhpForm('a.b=1&c d=2&e[f.g]=3')).toEqual({ a_b: '1', c_d: '2', e: { 'f.g': '3' } });
		expect(parsePhpForm('x[y=1')).toEqual({ x_y: '1' });
	});

	it('ignores empty names, a bare bracket name, text after a closing bracket and empty pairs', () => {
		expect(parsePhpForm('=1&[a]=2&&k[a]b=3&flag')).toEqual({ k: { a: '3' }, flag: '' });
	});

	it('does not let __proto__ reach the prototype chain', () => {
		const parsed = parsePhpForm('__proto__[polluted]=1&a[__proto__][x]=2');
		expect(({} as Record<string, unknown>).polluted).toBeUndefined();
		expect(Object.keys(parsed)).toEqual(['__proto__', 'a']);
		expect(Object.getPrototypeOf(parsed.a)).toBe(Object.prototype);
	});

	it('scalar() treats arrays as absent, like code reading $_POST["x"] as a string', () => {
		const form = parsePhpForm('product_id[]=1&quantity=2');
		expect(scalar(form, 'product_id')).toBeUndefined();
		expect(scalar(form, 'quantity')).toBe('2');
		expect(scalar(form, 'toString')).toBeUndefined();
	});
});

describe('multipart/form-data (product forms without JavaScript)', () => {
	it('reads text fields in order and skips files', () => {
		const boundary = '----demo';
		const body = Buffer.from(
			[
				`--${boundary}`,
				'Content-Disposition: form-data; name="quantity"',
				'',
				'2',
				`--${boundary}`,
				'Content-Disposition: form-data; name="attribute_pa_size"',
				'',
				'l',
				`--${boundary}`,
				'Content-Disposition: form-data; name="upload"; filename="a.txt"',
				'Content-Type: text/plain',
				'',
				'ignored',
				`--${boundary}--`,
				'',
			].join('\r\n'),
		);
		expect(multipartBoundary(`multipart/form-data; boundary=${boundary}`)).toBe(boundary);
		expect(multipartPairs(body, boundary)).toEqual([
			['quantity', '2'],
			['attribute_pa_size', 'l'],
		]);
	});
});
