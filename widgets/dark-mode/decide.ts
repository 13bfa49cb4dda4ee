/**
 * Which theme the page shows at load, per the theme's dark-mode setting
 * (the mode class PHP prints on <body>), the `darkmode` cookie, the OS
 * preference and the local hour (contract theme-ui §1).
 *
 * Decisions taken on the contract's open points (§23): timed mode keeps the
 * theme's hours, dark from 18:00 through 06:59 (`hour >= 18 || hour <= 6`),
 * evaluated at load; both device modes follow a live OS change (the original
 * device mode never did, by a bug) until the reader chooses with a toggle.
 */
export type DarkMode = 'toggle_light' | 'toggle_dark' | 'device_toggle' | 'device' | 'timed' | 'full';

export const MODE_CLASSES: Record<DarkMode, string> = {
	toggle_light: 'jeg_toggle_light',
	toggle_dark: 'jeg_toggle_dark',
	device_toggle: 'jeg_device_toggle',
	device: 'jeg_device_dark',
	timed: 'jeg_timed_dark',
	full: 'jeg_full_dark',
};

export function modeOf(body: Element): DarkMode {
	const found = (Object.keys(MODE_CLASSES) as DarkMode[]).find((mode) => body.classList.contains(MODE_CLASSES[mode]));
	return found ?? 'toggle_light';
}

export const isDarkHour = (hour: number): boolean => hour >= 18 || hour <= 6;

export interface DarkInputs {
	mode: DarkMode;
	/** The `darkmode` cookie: 'true', 'false', or anything else (absent or corrupt) meaning no choice. */
	cookie: string | undefined;
	prefersDark: boolean;
	hour: number;
}

export interface DarkDecision {
	dark: boolean;
	/** Write this cookie value now; `toggle` writes carry the configured lifetime, the others are session cookies. */
	write: { value: 'true' | 'false'; lifetime: 'toggle' | 'session' } | null;
	/** Keep following the OS preference while the reader has not chosen. */
	followDevice: boolean;
}

export function decideDark({ mode, cookie, prefersDark, hour }: DarkInputs): DarkDecision {
	const chosen = cookie === 'true' ? true : cookie === 'false' ? false : null;
	const toggled = (dark: boolean): DarkDecision => ({ dark, write: { value: dark ? 'true' : 'false', lifetime: 'toggle' }, followDevice: false });
	switch (mode) {
		case 'full':
			return { dark: true, write: null, followDevice: false };
		case 'toggle_light':
			// A stored choice is written again, so a day-limited cookie slides forward on every view.
			return chosen === null ? { dark: false, write: null, followDevice: false } : toggled(chosen);
		case 'toggle_dark':
			return toggled(chosen ?? true);
		case 'device_toggle':
			return chosen === null ? { dark: prefersDark, write: null, followDevice: true } : toggled(chosen);
		case 'device':
			return { dark: prefersDark, write: { value: prefersDark ? 'true' : 'false', lifetime: 'session' }, followDevice: true };
		case 'timed': {
			const dark = isDarkHour(hour);
			return { dark, write: { value: dark ? 'true' : 'false', lifetime: 'session' }, followDevice: false };
		}
	}
}
