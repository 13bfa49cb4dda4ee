// @vitest-environment node
/**
 * The built files (run `npm run build` first; `npm test` does) hold no code
 * made from strings: a page under `script-src 'self'` without
 * `'unsafe-eval'` runs every island. The source check (sinks.test.ts) covers
 * our code; this one also covers what the bundler and the libraries add.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

const builtFiles = (): string[] => [
	...readdirSync(DIST).filter((name) => name.endsWith('.js')),
	...readdirSync(join(DIST, 'chunks')).filter((name) => name.endsWith('.js')).map((name) => `chunks/${name}`),
];

const CODE_FROM_STRINGS: [string, RegExp][] = [
	['eval', /(^|[^.\w$])eval\s*\(/],
	['new Function / Function()', /\bnew\s+Function\b|(^|[^.\w$])Function\s*\(/],
	['setTimeout / setInterval with a string', /\b(setTimeout|setInterval)\s*\(\s*["'`]/],
	['document.write', /\bdocument\.write(ln)?\s*\(/],
	['a javascript: URL', /["'`]\s*javascript:/i],
];

describe('dist/ runs under a strict Content-Security-Policy', () => {
	it('is built', () => {
		expect(existsSync(join(DIST, 'islands.js')), 'run `npm run build` before the unit tests').toBe(true);
		expect(builtFiles().length).toBeGreaterThan(50);
	});

	it.each(CODE_FROM_STRINGS)('no %s in any built file', (_name, pattern) => {
		const found = builtFiles().filter((file) => pattern.test(readFileSync(join(DIST, file), 'utf8')));
		expect(found).toEqual([]);
	});

	it('the patterns catch what they are for', () => {
		for (const [name, sample] of [
			['eval', 'x=eval("1")'],
			['new Function / Function()', 'a=new Function("return 1")'],
			['setTimeout / setInterval with a string', 'setTimeout("go()",9)'],
			['document.write', ';document.write(x)'],
			['a javascript: URL', 'href="javascript:void 0"'],
		] as const)
			expect(CODE_FROM_STRINGS.find(([label]) => label === name)![1].test(sample), name).toBe(true);
		expect(CODE_FROM_STRINGS.some(([, pattern]) => pattern.test('e.evaluate(x);isFunction(y);t.eval2()'))).toBe(false);
	});
});
