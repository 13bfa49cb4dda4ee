import { describe, expect, it } from 'vitest';
import { type DarkMode, decideDark, isDarkHour, modeOf } from './decide';

const decide = (mode: DarkMode, cookie: string | undefined, prefersDark = false, hour = 12) =>
	decideDark({ mode, cookie, prefersDark, hour });

describe('decideDark', () => {
	it.each([
		// mode, cookie, OS dark, hour, dark, written, follows OS
		['toggle_light', undefined, true, 20, false, null, false],
		['toggle_light', 'true', false, 12, true, 'true', false],
		['toggle_light', 'false', true, 12, false, 'false', false],
		['toggle_light', '%corrupt', false, 12, false, null, false],
		['toggle_dark', undefined, false, 12, true, 'true', false],
		['toggle_dark', 'false', false, 12, false, 'false', false],
		['device_toggle', undefined, true, 12, true, null, true],
		['device_toggle', undefined, false, 12, false, null, true],
		['device_toggle', 'false', true, 12, false, 'false', false],
		['device', undefined, true, 12, true, 'true', true],
		['device', 'true', false, 12, false, 'false', true],
		['timed', undefined, false, 18, true, 'true', false],
		['timed', 'false', false, 6, true, 'true', false],
		['timed', 'true', true, 7, false, 'false', false],
		['timed', undefined, true, 17, false, 'false', false],
		['full', 'false', false, 12, true, null, false],
	] as const)('%s with cookie %s, OS dark %s, hour %s → dark %s', (mode, cookie, os, hour, dark, written, follows) => {
		const decision = decide(mode, cookie, os, hour);
		expect(decision.dark).toBe(dark);
		expect(decision.write?.value ?? null).toBe(written);
		expect(decision.followDevice).toBe(follows);
	});

	it('writes toggle choices with the configured lifetime and automatic ones as session cookies', () => {
		expect(decide('toggle_dark', undefined).write?.lifetime).toBe('toggle');
		expect(decide('device', undefined).write?.lifetime).toBe('session');
		expect(decide('timed', undefined).write?.lifetime).toBe('session');
	});
});

describe('isDarkHour', () => {
	it('is dark from 18:00 through 06:59, light from 07:00 through 17:59', () => {
		expect([0, 5, 6, 7, 12, 17, 18, 23].map(isDarkHour)).toEqual([true, true, true, false, false, false, true, true]);
	});
});

describe('modeOf', () => {
	it('reads the mode class on body, toggle_light by default', () => {
		const body = document.createElement('body');
		body.className = 'single jeg_timed_dark';
		expect(modeOf(body)).toBe('timed');
		body.className = 'single';
		expect(modeOf(body)).toBe('toggle_light');
	});
});
