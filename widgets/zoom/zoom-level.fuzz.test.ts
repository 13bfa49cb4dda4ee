/**
 * Property-based tests of the zoom level read from the `zoom_position`
 * cookie and the step settings read from markup: whatever they hold, the
 * level is a number within the bounds (or 1), and nothing throws.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { fuzz, hostileText } from '../../contracts/fuzz.fixtures';
import { getCookie } from '../../runtime/cookies';
import { ZOOM_COOKIE } from './zoom-control';
import { barPercent, storedLevel, zoomBounds } from './zoom-level';

afterEach(() => {
	document.cookie = `${ZOOM_COOKIE}=; max-age=-1; path=/`;
});

const setting = fc.option(fc.oneof(hostileText, fc.integer({ min: -20, max: 20 }).map(String)));
const level = fc.oneof(hostileText, fc.double().map(String), fc.constantFrom('1.2000000000000002', '0.8', '1e308', '-0', '0x1', ' 1.1 '));

describe('the zoom level', () => {
	it('is within the bounds, or 1, for any cookie and settings', () => {
		fuzz(fc.tuple(fc.option(level, { nil: undefined }), setting, setting), ([cookie, inStep, outStep]) => {
			const bounds = zoomBounds(inStep, outStep);
			expect(bounds.min).toBeGreaterThan(0);
			expect(bounds.max).toBeGreaterThanOrEqual(bounds.min);
			const stored = storedLevel(cookie, bounds);
			expect(stored === 1 || (stored >= bounds.min && stored <= bounds.max)).toBe(true);
			const percent = barPercent(stored);
			expect(percent >= 0 && percent <= 100).toBe(true);
		});
	});

	it('reads through the cookie jar for any cookie text', () => {
		const bounds = zoomBounds(null, null);
		fuzz(level.filter((text) => text.length < 4000 && !/[;\r\n\0]/.test(text)), (text) => {
			document.cookie = `${ZOOM_COOKIE}=${text}; path=/`;
			const stored = storedLevel(getCookie(ZOOM_COOKIE), bounds);
			expect(stored === 1 || (stored >= bounds.min && stored <= bounds.max)).toBe(true);
		});
	});
});
