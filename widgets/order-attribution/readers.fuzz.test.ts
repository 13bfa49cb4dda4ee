/**
 * Property-based tests of the order-attribution readers: the
 * `wc_order_attribution` global and the sourcebuster (`sbjs_*`) cookie
 * values. Whatever they hold, the readers answer their type or their failure
 * (null), never throw, and leave every built-in prototype as it was.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fuzz, hostileText, hostileValue, nearShape } from '../../contracts/fuzz.fixtures';
import { isString } from '../../contracts/guard';
import { decodeSbjsValue, parseSbjsText, unwrapSbjsValue } from './cookie-codec';
import { fieldMap, isTrackingAllowed, readOrderAttribution } from './params';

beforeEach(() => {
	vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const PARAM_KEYS = ['lifetime', 'session', 'base64', 'prefix', 'allowTracking', 'consentCategory'];
const GLOBAL_KEYS = ['params', 'fields', ...PARAM_KEYS, 'source_type', 'referrer', 'utm_source'];

/** A global whose `params` is nearly right, so the field checks are reached. */
const nearGlobal = fc.tuple(nearShape(PARAM_KEYS), hostileValue(GLOBAL_KEYS)).map(([params, fields]) => ({ params, fields }));

describe('wc_order_attribution', () => {
	it('reads as the global with typed params and a string field map, or null', () => {
		fuzz(fc.oneof(hostileValue(GLOBAL_KEYS), nearGlobal), (value) => {
			const global = readOrderAttribution({ wc_order_attribution: value });
			if (global === null) return;
			const { params } = global;
			expect(isString(params.prefix)).toBe(true);
			expect(['number', 'string']).toContain(typeof params.lifetime);
			expect(['number', 'string']).toContain(typeof params.session);
			expect(typeof isTrackingAllowed(params.allowTracking)).toBe('boolean');
			expect(Object.values(fieldMap(global)).every(isString)).toBe(true);
		});
	});
});

/** What a decoded cookie must be: aliases of word characters to text, on no prototype. */
function expectRecord(record: Record<string, string> | null): void {
	if (record === null) return;
	expect(Object.getPrototypeOf(record)).toBeNull();
	expect(Object.keys(record).length).toBeGreaterThan(0);
	for (const [alias, value] of Object.entries(record)) {
		expect(alias).toMatch(/^\w+$/);
		expect(typeof value).toBe('string');
	}
}

/** Cookie texts shaped like the engine's: `alias=value` parts joined by `|||`, some hostile. */
const sbjsText = fc
	.array(
		fc.tuple(fc.constantFrom('typ', 'src', 'mdm', '__proto__', 'constructor', 'prototype', '%5F%5Fproto%5F%5F', '', '='), fc.oneof(hostileText, fc.constant('x'))),
		{ maxLength: 8 },
	)
	.map((pairs) => pairs.map(([alias, value]) => `${alias}=${value}`).join('|||'));

describe('sbjs cookie values', () => {
	it('decode to a prototype-free record of text, or null', () => {
		fuzz(fc.option(fc.oneof(hostileText, sbjsText, sbjsText.map((text) => btoa(encodeURIComponent(text)).replace(/=+$/, ''))), { nil: undefined }), (raw) => {
			const text = unwrapSbjsValue(raw);
			expect(text === null || isString(text)).toBe(true);
			expectRecord(parseSbjsText(text));
			expectRecord(decodeSbjsValue(raw));
		});
	});

	it('keeps a `__proto__` alias as an own entry of a prototype-free record', () => {
		const record = decodeSbjsValue(encodeURIComponent('__proto__=polluted|||typ=utm'));
		expect(record?.__proto__).toBe('polluted');
		expect(record?.typ).toBe('utm');
		expect(({} as Record<string, unknown>).polluted).toBeUndefined();
	});
});
