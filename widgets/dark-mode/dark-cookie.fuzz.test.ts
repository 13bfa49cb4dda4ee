/**
 * Property-based tests of the `darkmode` cookie: reading it from any cookie
 * string, deciding from it, and writing it with any `jnewsoption` (the boot
 * script reads that global unchecked). The answers are typed, nothing
 * throws, and no built-in prototype changes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzz, hostileText, hostileValue, nearShape } from '../../contracts/fuzz.fixtures';
import { type DarkCookieScope, darkCookie, readDarkCookie } from './dark-cookie';
import { type DarkMode, MODE_CLASSES, decideDark } from './decide';

const SCOPE_KEYS = ['dm_cookie_time', 'site_slug', 'site_domain'];

/** Cookie strings as `document.cookie` gives them, with a `darkmode` pair somewhere in some. */
const cookieString = fc
	.array(fc.oneof(hostileText, hostileText.map((value) => `darkmode=${value}`), fc.constantFrom('darkmode=true', 'darkmode=false', ' darkmode = true ', 'darkmode', '=', ';;')), { maxLength: 5 })
	.map((parts) => parts.join('; '));

describe('the darkmode cookie', () => {
	it('reads as text or nothing, and any reading leads to a decision', () => {
		fuzz(fc.tuple(fc.oneof(cookieString, hostileText), fc.constantFrom(...(Object.keys(MODE_CLASSES) as DarkMode[])), fc.boolean(), fc.integer({ min: 0, max: 23 })), ([cookies, mode, prefersDark, hour]) => {
			const cookie = readDarkCookie(cookies);
			expect(cookie === undefined || typeof cookie === 'string').toBe(true);
			const decision = decideDark({ mode, cookie, prefersDark, hour });
			expect(typeof decision.dark).toBe('boolean');
			expect(decision.write === null || ['true', 'false'].includes(decision.write.value)).toBe(true);
		});
	});

	it('is written as a darkmode pair with a path and a domain, whatever jnewsoption holds', () => {
		fuzz(fc.tuple(fc.oneof(hostileValue(SCOPE_KEYS), nearShape(SCOPE_KEYS)), fc.constantFrom('toggle', 'session') as fc.Arbitrary<'toggle' | 'session'>), ([scope, lifetime]) => {
			const text = darkCookie('true', lifetime, scope as DarkCookieScope | null);
			expect(text).toMatch(/^darkmode=true(; expires=[^;]+)?; path=.*; domain=/);
		});
	});

	it('ignores a `dm_cookie_time` that cannot become text instead of throwing (found by the property)', () => {
		expect(darkCookie('true', 'toggle', { dm_cookie_time: JSON.parse('{"toString":""}') }, 0)).toBe(`darkmode=true; path=/; domain=${location.hostname}`);
		expect(darkCookie('true', 'toggle', { dm_cookie_time: '2' }, 0)).toContain('; expires=Sat, 03 Jan 1970 00:00:00 GMT;');
	});
});
