import { describe, expect, it } from 'vitest';
import { decodeSbjsValue, encodeSbjsText, joinSbjsPairs, parseSbjsText, unwrapSbjsValue } from './cookie-codec';

const encode = (pairs: Array<[string, string]>, base64 = false) => encodeSbjsText(joinSbjsPairs(pairs), base64);

describe('encoding (contract §6.3)', () => {
	it('joins alias=value with ||| and percent-encodes ! ~ * \' ( ) too', () => {
		expect(encode([['typ', 'typein'], ['src', '(direct)']])).toBe('typ%3Dtypein%7C%7C%7Csrc%3D%28direct%29');
		expect(encode([['cnt', "!~*'()"]])).toBe('cnt%3D%21%7E%2A%27%28%29');
		expect(encode([['uag', 'Mozilla/5.0 (X11; Linux) é']])).toBe('uag%3DMozilla%2F5.0%20%28X11%3B%20Linux%29%20%C3%A9');
	});

	it('base64 strips the = padding', () => {
		expect(encode([['1418474375998', '1']], true)).toBe('MTQxODQ3NDM3NTk5OCUzRDE');
		expect(btoa('1418474375998%3D1')).toBe('MTQxODQ3NDM3NTk5OCUzRDE=');
	});
});

describe('decoding', () => {
	it('round-trips plain and base64 values, including non-ASCII text', () => {
		const pairs: Array<[string, string]> = [['typ', 'utm'], ['src', 'Zürich'], ['cmp', '"<sale>"']];
		for (const base64 of [false, true]) expect({ ...decodeSbjsValue(encode(pairs, base64)) }).toEqual({ typ: 'utm', src: 'Zürich', cmp: '"<sale>"' });
	});

	it('re-pads base64 of any length', () => {
		for (const value of ['a', 'ab', 'abc', 'abcd']) expect({ ...decodeSbjsValue(encode([['k', value]], true)) }).toEqual({ k: value });
	});

	it('URL-decodes every part a second time: %20 becomes a space, + stays', () => {
		expect({ ...decodeSbjsValue(encode([['cmp', 'spring%20sale+x']])) }).toEqual({ cmp: 'spring sale+x' });
	});

	it('keeps a part that is not valid percent-encoding the second time', () => {
		expect(decodeSbjsValue(encode([['ep', 'https://x.example/?off=50%']]))?.ep).toBe('https://x.example/?off=50%');
	});

	it('splits each part at its first =', () => {
		expect(decodeSbjsValue(encode([['ep', 'https://x.example/?a=b=c']]))?.ep).toBe('https://x.example/?a=b=c');
	});

	it('unwraps to the joined text once decoded (what a renewal re-encodes)', () => {
		expect(unwrapSbjsValue(encode([['cmp', 'a%20b']]))).toBe('cmp=a%20b');
	});

	it('skips parts without = and keeps the first of repeated aliases', () => {
		expect({ ...parseSbjsText('typ=utm|||junk|||typ=organic|||src=x') }).toEqual({ typ: 'utm', src: 'x' });
	});

	it('treats absent, empty, undecodable and pair-less values as absent', () => {
		for (const raw of [undefined, '', '%E0%A4%A', '%%%', 'garbage', 'abcd', '=x']) expect(decodeSbjsValue(raw)).toBeNull();
	});

	it('gives records without a prototype, so an alias cannot reach Object.prototype', () => {
		const record = parseSbjsText('__proto__=x|||typ=utm')!;
		expect(Object.getPrototypeOf(record)).toBeNull();
		expect(record.__proto__).toBe('x');
		expect(({} as Record<string, unknown>).x).toBeUndefined();
	});
});
