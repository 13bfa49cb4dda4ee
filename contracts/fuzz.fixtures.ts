/**
 * Hostile inputs for the property-based tests of the guards and readers: what
 * a corrupt page, plugin or server could hand them. Objects are built from
 * JSON text, as they arrive on the wire, so `__proto__` and friends are own
 * keys rather than prototype writes. Sizes are bounded so a run stays fast.
 */
import fc from 'fast-check';
import { expect } from 'vitest';

/** Keys that reach prototypes or shadow the methods coercions call. */
export const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'toJSON', 'hasOwnProperty', 'polluted'];

type Tree = null | boolean | number | string | Tree[] | { entries: [string, Tree][] };

const toJson = (tree: Tree): string => {
	if (Array.isArray(tree)) return `[${tree.map(toJson).join(',')}]`;
	if (tree !== null && typeof tree === 'object') return `{${tree.entries.map(([key, value]) => `${JSON.stringify(key)}:${toJson(value)}`).join(',')}}`;
	return JSON.stringify(tree);
};

/** A scalar as printers send them: flags, numbers in strings, and plain junk. */
const scalar = fc.oneof(
	fc.constantFrom(null, true, false, 0, 1, -1, '', '0', '1', 'yes', 'no', 'true', 'false', '5000', '1.0e-5', 'NaN', 'Infinity', '[object Object]'),
	fc.double(),
	fc.string({ maxLength: 12 }),
	fc.constant('<img src=x onerror=alert(1)>'),
);

/**
 * JSON whose object keys favour `knownKeys` (so shapes are nearly right and the
 * field guards get exercised) and the hostile keys, parsed from text.
 */
export function wireJson(knownKeys: readonly string[] = []): fc.Arbitrary<unknown> {
	const key = fc.oneof(
		{ weight: 3, arbitrary: fc.constantFrom(...HOSTILE_KEYS) },
		{ weight: 4, arbitrary: fc.constantFrom(...knownKeys, ...HOSTILE_KEYS) },
		{ weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
	);
	const { tree } = fc.letrec<{ tree: Tree }>((tie) => ({
		tree: fc.oneof(
			{ depthSize: 'small', withCrossShrink: true },
			scalar,
			fc.array(tie('tree'), { maxLength: 4 }),
			fc.array(fc.tuple(key, tie('tree')), { maxLength: 6 }).map((entries) => ({ entries })),
		),
	}));
	return tree.map((value) => JSON.parse(toJson(value)) as unknown);
}

/** An object that is almost the expected shape: every known key, with hostile keys beside them. */
export function nearShape(knownKeys: readonly string[]): fc.Arbitrary<unknown> {
	const value = wireJson(knownKeys);
	return fc
		.tuple(fc.array(fc.tuple(fc.constantFrom(...knownKeys, ...HOSTILE_KEYS), value), { maxLength: knownKeys.length + 4 }))
		.map(([entries]) => JSON.parse(`{${entries.map(([key, item]) => `${JSON.stringify(key)}:${JSON.stringify(item) ?? 'null'}`).join(',')}}`) as unknown);
}

/** Long strings (up to 200k characters) made by repetition, so generating them costs nothing. */
export const hugeString = fc
	.tuple(fc.constantFrom('a', '%', '%E0%A4%A', '|||', '=', 'YWJj', '\u0000', '😀', '"\\'), fc.integer({ min: 10_000, max: 200_000 }))
	.map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)));

/** Arrays or objects nested thousands deep, as JSON.parse builds them. */
export const deepNesting = fc
	.tuple(fc.integer({ min: 100, max: 3000 }), fc.constantFrom('array', 'object', '__proto__'))
	.map(([depth, kind]) => {
		const [open, close] = kind === 'array' ? ['[', ']'] : [`{"${kind === 'object' ? 'a' : '__proto__'}":`, '}'];
		return JSON.parse(`${open.repeat(depth)}1${close.repeat(depth)}`) as unknown;
	});

/** Everything a guard or reader may be handed. */
export function hostileValue(knownKeys: readonly string[] = []): fc.Arbitrary<unknown> {
	return fc.oneof(
		{ weight: 4, arbitrary: wireJson(knownKeys) },
		{ weight: 4, arbitrary: nearShape(knownKeys) },
		{ weight: 2, arbitrary: fc.jsonValue() },
		{ weight: 2, arbitrary: fc.anything() },
		{ weight: 1, arbitrary: hugeString },
		{ weight: 1, arbitrary: deepNesting },
	);
}

/** Strings a cookie or storage entry may hold: random, encoded, huge, JSON. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
	fc.string({ maxLength: 40 }),
	fc.string({ unit: 'binary', maxLength: 40 }),
	fc.constantFrom('%', '%E0%A4%A', '%%', '=', '|||', '__proto__=x|||constructor=y', 'dHlwPXR5cA', '====', 'true', 'false', ' true ', 'null', '{}', '[]'),
	hugeString,
	fc.jsonValue().map((value) => JSON.stringify(value)),
	wireJson().map((value) => JSON.stringify(value)),
);

/** Runs per property: enough to hit the hostile keys, few enough for a fast suite. */
export const FUZZ_RUNS = { numRuns: 200, seed: 20_261_126 } as const;

const PROTOTYPES: ReadonlyArray<[string, object]> = [
	['Object', Object.prototype],
	['Array', Array.prototype],
	['Function', Function.prototype],
	['String', String.prototype],
	['Number', Number.prototype],
];

const keysOf = () => PROTOTYPES.map(([name, proto]) => `${name}: ${Reflect.ownKeys(proto).map(String).sort().join(',')}`);

/** Fails when a built-in prototype gained or lost a key, or `{}` sees a polluted property. */
export function expectNoPollution(before: readonly string[]): void {
	expect(keysOf()).toEqual(before);
	expect(({} as Record<string, unknown>).polluted).toBeUndefined();
	expect(Object.getPrototypeOf({})).toBe(Object.prototype);
}

/** The prototypes' keys now, to compare with after a run. */
export const prototypeKeys = keysOf;

/**
 * Asserts `property` for every generated input and that no prototype changed
 * across the whole run (a throw inside `property` fails with the counterexample).
 */
export function fuzz<T>(input: fc.Arbitrary<T>, property: (value: T) => void, runs: fc.Parameters<[T]> = FUZZ_RUNS): void {
	const before = prototypeKeys();
	fc.assert(
		fc.property(input, (value) => {
			property(value);
			expectNoPollution(before);
		}),
		runs,
	);
}
