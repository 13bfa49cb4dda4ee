/**
 * The reading-UI switches of the JNews pages, kept in cookies so QA sets them
 * once on /demo/ (the site settings form, no JavaScript) and every /news/ page
 * follows: the dark-mode setting and its cookie lifetime, the admin bar, the
 * header's sticky mode and GIF playback. Only listed values are read;
 * anything else falls back to the theme's default.
 */
export const DARK_MODES = ['jeg_toggle_light', 'jeg_toggle_dark', 'jeg_device_toggle', 'jeg_device_dark', 'jeg_timed_dark', 'jeg_full_dark'] as const;
export const STICKY_MODES = ['scroll', 'pinned', 'normal'] as const;
/** `dm_cookie_time` in days; 0 is the theme's session cookie. The first is the demo's default. */
export const DARK_COOKIE_DAYS = ['30', '1', '0'] as const;

export type DarkModeClass = (typeof DARK_MODES)[number];
export type StickyMode = (typeof STICKY_MODES)[number];

export interface ReadingSwitches {
	darkMode: DarkModeClass;
	adminBar: boolean;
	sticky: StickyMode;
	/** `jnewsoption.gif`, the theme's "transform GIF" option. */
	gif: boolean;
	darkCookieDays: number;
}

export const SWITCH_COOKIES = {
	darkMode: 'demo_dark_mode',
	adminBar: 'demo_admin_bar',
	sticky: 'demo_sticky',
	gif: 'demo_gif',
	darkCookieDays: 'demo_dm_cookie_time',
} as const;

const pick = <T extends string>(list: readonly T[], value: string | undefined, fallback: T): T =>
	list.includes(value as T) ? (value as T) : fallback;

export function readReadingSwitches(cookies: Map<string, string>): ReadingSwitches {
	return {
		darkMode: pick(DARK_MODES, cookies.get(SWITCH_COOKIES.darkMode), 'jeg_toggle_light'),
		adminBar: cookies.get(SWITCH_COOKIES.adminBar) === '1',
		sticky: pick(STICKY_MODES, cookies.get(SWITCH_COOKIES.sticky), 'scroll'),
		gif: cookies.get(SWITCH_COOKIES.gif) !== 'off',
		darkCookieDays: Number(pick(DARK_COOKIE_DAYS, cookies.get(SWITCH_COOKIES.darkCookieDays), '30')),
	};
}

/**
 * The body classes PHP prints for dark mode (contract theme-ui §1): the mode,
 * `jnews-dark-mode` from the cookie (or forced in full mode, or toggle_dark
 * without a cookie), and `jnews-dark-nocookie` for device modes without one.
 */
export function darkBodyClasses(mode: DarkModeClass, cookie: string | undefined): string[] {
	const classes: string[] = [mode];
	const chosen = cookie === 'true' || cookie === 'false';
	if (mode === 'jeg_full_dark' || (mode === 'jeg_toggle_dark' && !chosen) || cookie === 'true')
		classes.push('jnews-dark-mode');
	if ((mode === 'jeg_device_dark' || mode === 'jeg_device_toggle') && !chosen) classes.push('jnews-dark-nocookie');
	return classes;
}
